import type * as lark from '@larksuiteoapi/node-sdk';

/** Lark takes at most 5 messages per second in one chat; the margin covers the way to the provider. */
const SENDS_PER_WINDOW = 5;
const WINDOW_MS = 1100;
/** Lark's code for a send over its frequency limit. */
const FREQUENCY_LIMIT = 230020;
const ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the user sees: replies, paced per chat, each read back before it counts as delivered (DE-004). */
export class Delivery {
  /** When each chat's recent sends went out. */
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly client: lark.Client) {}

  /**
   * Replies to a message. The uuid makes a repeat of the same reply (after a crash) return the message
   * already posted instead of a second one (DE-005). Resolves true when the reply reads back as sent.
   */
  async reply(chatId: string, messageId: string, text: string, uuid: string): Promise<boolean> {
    const content = JSON.stringify({ text });
    const replyId = await this.post(chatId, () =>
      this.client.im.message.reply({ path: { message_id: messageId }, data: { msg_type: 'text', content, uuid } }),
    );
    if (!replyId) throw new Error(`reply to ${messageId} answered without a message id`);
    const read = await this.client.im.message.get({ path: { message_id: replyId } });
    return read.data?.items?.[0]?.body?.content === content;
  }

  /**
   * Sends at the chat's pace. The provider counts sends when they reach it, and a loaded machine delays
   * some more than others, so a send it still finds over the limit is tried again later: the same uuid
   * makes that safe.
   */
  private async post(chatId: string, send: () => Promise<{ data?: { message_id?: string } }>): Promise<string | undefined> {
    for (let attempt = 1; ; attempt++) {
      await this.pace(chatId);
      try {
        return (await send()).data?.message_id;
      } catch (error) {
        const code = (error as { response?: { data?: { code?: number } } }).response?.data?.code;
        if (code !== FREQUENCY_LIMIT || attempt === ATTEMPTS) throw error;
        await sleep(WINDOW_MS);
      }
    }
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
