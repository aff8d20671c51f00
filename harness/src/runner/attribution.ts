/**
 * Attribution (DE-010): which source a message of the bot answers. The rule is the spec's — written in
 * spec/README.md "Attribution" and in the provider.messages schema — and both a run against the doubles
 * and a live qualification apply it through this module.
 */

/** What attribution reads of a message; the double's stored message and the live chat view both have it. */
export interface Attributable {
  messageId: string;
  chatId: string;
  threadId?: string | undefined;
  parentId?: string | undefined;
  fromBot: boolean;
  sender: { type: string };
  deleted: boolean;
}

/** A message's conversation: its chat, and its thread where it has one. */
const conversationOf = (m: Attributable) => `${m.chatId}/${m.threadId ?? ''}`;

/** A source is a user's message; the bot's and other bots' messages never are. */
const isSource = (m: Attributable) => !m.fromBot && m.sender.type === 'user';

export class Attribution {
  private readonly answers = new Map<string, string>();
  private readonly sources = new Set<string>();

  /**
   * `messages` in the order the provider stored them. With reply-threading only replies are attributed;
   * without it the bot's other messages are attributed in order too.
   */
  constructor(messages: readonly Attributable[], replyThreading: boolean) {
    for (const m of messages) if (isSource(m)) this.sources.add(m.messageId);
    for (const m of messages) {
      if (m.fromBot && m.parentId !== undefined && this.sources.has(m.parentId))
        this.answers.set(m.messageId, m.parentId);
    }
    if (!replyThreading) this.inOrder(messages);
  }

  /** The source a message answers, if any. */
  answerTo(messageId: string): string | undefined {
    return this.answers.get(messageId);
  }

  /**
   * The source a call is about: the one its posted message answers (create, reply), or for a call on a
   * message (edit, patch, read, reaction, a reply whose answer was lost) that message if it is a source,
   * else the source that message answers.
   */
  callAnswerTo(posted: string | undefined, named: string | undefined): string | undefined {
    const byPost = posted === undefined ? undefined : this.answers.get(posted);
    if (byPost !== undefined || named === undefined) return byPost;
    return this.sources.has(named) ? named : this.answers.get(named);
  }

  /**
   * Per conversation, walking its messages in order: each of the bot's messages not attributed as a reply
   * answers the earliest source before it that has no message yet (neither a reply nor one attributed so);
   * once every source before it has one, it is a further message of the latest source before it. A
   * recalled message takes no place.
   */
  private inOrder(messages: readonly Attributable[]): void {
    const replied = new Map<string, string>(this.answers);
    const answered = new Set<string>();
    const walks = new Map<string, { sources: string[]; next: number }>();
    for (const m of messages) {
      const key = conversationOf(m);
      let walk = walks.get(key);
      if (!walk) walks.set(key, (walk = { sources: [], next: 0 }));
      if (isSource(m)) {
        walk.sources.push(m.messageId);
        continue;
      }
      const parent = replied.get(m.messageId);
      if (parent !== undefined) {
        answered.add(parent);
        continue;
      }
      if (!m.fromBot || m.deleted || walk.sources.length === 0) continue;
      while (walk.next < walk.sources.length && answered.has(walk.sources[walk.next]!)) walk.next++;
      const source = walk.sources[walk.next] ?? walk.sources.at(-1)!;
      answered.add(source);
      this.answers.set(m.messageId, source);
    }
  }
}
