import type * as lark from '@larksuiteoapi/node-sdk';
import { flaw } from './flaw.ts';
import { FencedError } from './fenced.ts';
import { contentOf, msgType, send } from './style.ts';

/** Lark takes at most 5 messages per second in one chat; the margin covers the way to the provider. */
const SENDS_PER_WINDOW = 5;
const WINDOW_MS = 1100;
/** Lark's code for a send over its frequency limit. */
const FREQUENCY_LIMIT = 230020;
/** One delivery is tried at most this many times, then given up for now (DE-009); the flaw gives up at once. */
const ATTEMPTS = flaw === 'gives-up-quickly' ? 2 : 5;
const RETRY_MS = 100;
/** The reaction that tells the user the bot is on it (DE-001). */
const WORKING = 'OnIt';

export type Edited = 'done' | 'refused' | 'unsure';

/** A post: the message Lark holds, if it said which, and whether it read back as meant. */
export interface Posted {
  id: string | undefined;
  readBack: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) =>
  (error as { response?: { data?: { code?: number } } }).response?.data?.code;

/**
 * What the user sees: reactions, posts paced per chat, and edits, each read back before it counts as
 * delivered (DE-004) and tried again a bounded number of times when it is not (DE-009). Posts are replies
 * to their source, or — CONTROL_SEND=create — messages into the chat, sent one after another in the order
 * they were asked for, so that the order of the chat attributes them (DE-010).
 */
export class Delivery {
  /** When each chat's recent sends went out. */
  private readonly sent = new Map<string, number[]>();
  /** Per chat, the last create asked for: the next one waits for it. */
  private readonly creates = new Map<string, Promise<unknown>>();

  /** The source each post was made for: an edit of the post is about that source. */
  private readonly sourceOfPost = new Map<string, string>();
  /**
   * With several instances: may this instance still write about the source (the fencing token of its
   * session)? Asked before every write; a no throws FencedError, and nothing is sent.
   */
  fence: ((sourceId: string) => Promise<boolean>) | undefined;

  /** @param retryBudgetMs how long the retry-budget-restarts flaw retries a failing delivery, from each start of it */
  constructor(
    private readonly client: lark.Client,
    private readonly retryBudgetMs = 600_000,
  ) {}

  /** A post another instance made for the source (its progress post): an edit of it is fenced like one of this instance's. */
  adoptPost(postId: string, sourceId: string): void {
    this.sourceOfPost.set(postId, sourceId);
  }

  private async fenced(sourceId: string | undefined): Promise<void> {
    if (sourceId !== undefined && this.fence && !(await this.fence(sourceId)))
      throw new FencedError(`a write about ${sourceId}`);
  }

  /** Sources a post of which was sent again: the answer to an earlier try was lost. */
  readonly resent = new Set<string>();

  /** A reaction on the user's message: visible at once, long before any answer (DE-001). */
  async react(messageId: string): Promise<void> {
    await this.fenced(messageId);
    await this.client.im.messageReaction.create({
      path: { message_id: messageId },
      data: { reaction_type: { emoji_type: WORKING } },
    });
  }

  /**
   * Posts a message for a source — a reply to it, or a create into its chat — and reads it back. Every
   * try carries the same uuid, so a post whose acknowledgement was lost is answered with the message
   * already posted instead of a second one (DE-005). A post that reads back different is read again, never
   * overwritten: the message under this uuid may carry an answer the bot did not mean to replace. Resolves
   * the message's id, if Lark gave one, and whether it read back as sent.
   */
  post(chatId: string, sourceId: string, text: string, uuid: string, attempts = ATTEMPTS): Promise<Posted> {
    const posting = () => this.posting(chatId, sourceId, text, uuid, attempts);
    return send === 'reply' ? posting() : this.inOrder(chatId, posting);
  }

  /** A new message in the chat that answers no message (a triggered turn's), read back like any post. */
  announce(chatId: string, text: string, uuid: string): Promise<Posted> {
    return this.inOrder(chatId, () => this.posting(chatId, undefined, text, uuid));
  }

  /** Creates into one chat go out one after another, in the order asked for: the chat's order attributes them. */
  private inOrder(chatId: string, create: () => Promise<Posted>): Promise<Posted> {
    const turn = (this.creates.get(chatId) ?? Promise.resolve()).then(create);
    this.creates.set(
      chatId,
      turn.catch(() => undefined),
    );
    return turn;
  }

  private async posting(
    chatId: string,
    sourceId: string | undefined,
    text: string,
    uuid: string,
    attempts = ATTEMPTS,
  ): Promise<Posted> {
    const content = contentOf(text);
    const what = sourceId === undefined ? `post in ${chatId}` : `post for ${sourceId}`;
    let postId: string | undefined;
    let tries = 0;
    const done = await this.retrying(what, attempts, async () => {
      tries++;
      if (postId === undefined) {
        await this.pace(chatId);
        await this.fenced(sourceId);
        const once = flaw === 'retries-without-uuid' && sourceId !== undefined ? `${uuid}-${tries}` : uuid;
        const sent =
          send === 'reply' && sourceId !== undefined
            ? await this.client.im.message.reply({
                path: { message_id: sourceId },
                data: { msg_type: msgType, content, uuid: once },
              })
            : await this.client.im.message.create({
                params: { receive_id_type: 'chat_id' },
                data: { receive_id: chatId, msg_type: msgType, content, uuid: once },
              });
        if (tries > 1 && sourceId !== undefined) this.resent.add(sourceId);
        postId = sent.data?.message_id;
        if (!postId) throw new Error(`${what} answered without a message id`);
        if (sourceId !== undefined) this.sourceOfPost.set(postId, sourceId);
      }
      return this.readsBack(postId, content);
    });
    return { id: postId, readBack: done };
  }

  /**
   * Replaces the text of a message the bot sent, in its format, and reads it back. An edit whose answer was
   * lost may have been applied: it is read back before it is written again (DE-005). Resolves done; refused
   * when Lark turned the last try down (the message takes no more edits: the text goes to a new post,
   * DE-008); or unsure when it never read back as meant — the message holds something, and a second
   * message beside it would be a second answer (DE-009).
   */
  async edit(messageId: string, text: string): Promise<Edited> {
    const content = contentOf(text);
    if (flaw === 'reposts-on-lost-edit') {
      return this.update(messageId, content).then(
        async () => ((await this.readsBack(messageId, content)) ? 'done' : 'refused'),
        () => 'refused',
      );
    }
    let unsure = false;
    let refused = false;
    const done = await this.retrying(`edit of ${messageId}`, ATTEMPTS, async () => {
      if (unsure && (await this.readsBack(messageId, content))) return true;
      unsure = true;
      refused = false;
      try {
        await this.update(messageId, content);
      } catch (error) {
        refused = codeOf(error) !== undefined;
        throw error;
      }
      unsure = false;
      return this.readsBack(messageId, content);
    });
    if (done) return 'done';
    return refused ? 'refused' : 'unsure';
  }

  /** Readback (DE-004): does Lark hold what was meant? The readback-prefix flaw compares 256 characters. */
  private async readsBack(messageId: string, content: string): Promise<boolean> {
    if (flaw === 'no-readback') return true;
    const read = await this.client.im.message.get({ path: { message_id: messageId } });
    const held = read.data?.items?.[0]?.body?.content;
    return flaw === 'readback-prefix' ? held?.slice(0, 256) === content.slice(0, 256) : held === content;
  }

  /** A text or post is edited with PUT; a card is patched in place. */
  private async update(messageId: string, content: string): Promise<void> {
    await this.fenced(this.sourceOfPost.get(messageId));
    if (msgType === 'interactive')
      await this.client.im.message.patch({ path: { message_id: messageId }, data: { content } });
    else
      await this.client.im.message.update({
        path: { message_id: messageId },
        data: { msg_type: msgType, content },
      });
  }

  /**
   * Tries until `attempt` says done, at most `attempts` times (DE-009). A send Lark still found over its
   * frequency limit — a loaded machine delays some sends more than others — waits out the window.
   */
  private async retrying(what: string, attempts: number, attempt: () => Promise<boolean>): Promise<boolean> {
    // The flaw retries for the knob's whole budget, but counts it from this process's first try: every
    // restart grants a failing delivery a fresh budget (DE-009's retry of a retry).
    const began = Date.now();
    const budgetLeft = () => flaw === 'retry-budget-restarts' && Date.now() - began < this.retryBudgetMs;
    for (let n = 1; n <= attempts || flaw === 'retries-forever' || budgetLeft(); n++) {
      try {
        if (await attempt()) return true;
      } catch (error) {
        if (error instanceof FencedError) throw error;
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
