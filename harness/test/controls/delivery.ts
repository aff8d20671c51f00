import type * as lark from '@larksuiteoapi/node-sdk';
import { flaw } from './flaw.ts';

/** Lark takes at most 5 messages per second in one chat; the margin covers the way to the provider. */
const SENDS_PER_WINDOW = 5;
const WINDOW_MS = 1100;
/** Lark's code for a send over its frequency limit. */
const FREQUENCY_LIMIT = 230020;
/** One delivery is tried at most this many times, then given up as failed (DE-009). */
const ATTEMPTS = 5;
const RETRY_MS = 100;
/** The reaction that tells the user the bot is on it (DE-001). */
const WORKING = 'OnIt';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => (error as { response?: { data?: { code?: number } } }).response?.data?.code;

/**
 * What the user sees: reactions, replies paced per chat, and edits, each read back before it counts as
 * delivered (DE-004) and tried again a bounded number of times when it is not (DE-009).
 */
export class Delivery {
  /** When each chat's recent sends went out. */
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly client: lark.Client) {}

  /** A reaction on the user's message: visible at once, long before any answer (DE-001). */
  async react(messageId: string): Promise<void> {
    await this.client.im.messageReaction.create({ path: { message_id: messageId }, data: { reaction_type: { emoji_type: WORKING } } });
  }

  /**
   * Replies to a message and reads the reply back. Every try carries the same uuid, so a reply whose
   * acknowledgement was lost is answered with the message already posted instead of a second one
   * (DE-005). A reply that reads back different is read again, never overwritten: the message under this
   * uuid may carry an answer the bot did not mean to replace. Resolves the reply's id once it reads back
   * as sent, undefined when it never did.
   */
  async reply(chatId: string, messageId: string, text: string, uuid: string, attempts = ATTEMPTS): Promise<string | undefined> {
    const content = JSON.stringify({ text });
    let replyId: string | undefined;
    let tries = 0;
    const done = await this.retrying(`reply to ${messageId}`, attempts, async () => {
      tries++;
      if (replyId === undefined) {
        await this.pace(chatId);
        const once = flaw === 'retries-without-uuid' ? `${uuid}-${tries}` : uuid;
        const sent = await this.client.im.message.reply({ path: { message_id: messageId }, data: { msg_type: 'text', content, uuid: once } });
        replyId = sent.data?.message_id;
        if (!replyId) throw new Error(`reply to ${messageId} answered without a message id`);
      }
      return this.readsBack(replyId, content);
    });
    return done ? replyId : undefined;
  }

  /** A new message in the chat (the answer of a triggered turn), read back like a reply; its id, or undefined. */
  async post(chatId: string, text: string, uuid: string): Promise<string | undefined> {
    const content = JSON.stringify({ text });
    let postId: string | undefined;
    const done = await this.retrying(`post in ${chatId}`, ATTEMPTS, async () => {
      if (postId === undefined) {
        await this.pace(chatId);
        const sent = await this.client.im.message.create({ params: { receive_id_type: 'chat_id' }, data: { receive_id: chatId, msg_type: 'text', content, uuid } });
        postId = sent.data?.message_id;
        if (!postId) throw new Error(`post in ${chatId} answered without a message id`);
      }
      return this.readsBack(postId, content);
    });
    return done ? postId : undefined;
  }

  /**
   * Replaces the text of a message the bot sent and reads it back. An edit whose answer was lost may have
   * been applied: it is read back before it is written again (DE-005).
   */
  async edit(messageId: string, text: string): Promise<boolean> {
    const content = JSON.stringify({ text });
    if (flaw === 'reposts-on-lost-edit') return this.update(messageId, content).then(() => this.readsBack(messageId, content), () => false);
    let unsure = false;
    return this.retrying(`edit of ${messageId}`, ATTEMPTS, async () => {
      if (unsure && (await this.readsBack(messageId, content))) return true;
      unsure = true;
      await this.update(messageId, content);
      unsure = false;
      return this.readsBack(messageId, content);
    });
  }

  /** Readback (DE-004): does Lark hold what was meant? */
  private async readsBack(messageId: string, content: string): Promise<boolean> {
    if (flaw === 'no-readback') return true;
    const read = await this.client.im.message.get({ path: { message_id: messageId } });
    return read.data?.items?.[0]?.body?.content === content;
  }

  private async update(messageId: string, content: string): Promise<void> {
    await this.client.im.message.update({ path: { message_id: messageId }, data: { msg_type: 'text', content } });
  }

  /**
   * Tries until `attempt` says done, at most `attempts` times (DE-009). A send Lark still found over its
   * frequency limit — a loaded machine delays some sends more than others — waits out the window.
   */
  private async retrying(what: string, attempts: number, attempt: () => Promise<boolean>): Promise<boolean> {
    for (let n = 1; n <= attempts || flaw === 'retries-forever'; n++) {
      try {
        if (await attempt()) return true;
      } catch (error) {
        process.stderr.write(`tiny-bot: ${what}, attempt ${n}: ${String(error)}\n`);
        if (codeOf(error) === FREQUENCY_LIMIT) await sleep(WINDOW_MS);
      }
      await sleep(RETRY_MS);
    }
    return false;
  }

  /** Waits until the chat may take another message without going over the provider's limit (DE-008). */
  private async pace(chatId: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const recent = (this.sent.get(chatId) ?? []).filter((t) => now - t < WINDOW_MS);
      this.sent.set(chatId, recent);
      if (recent.length < SENDS_PER_WINDOW) {
        recent.push(now);
        return;
      }
      await sleep(recent[0]! + WINDOW_MS - now);
    }
  }
}
