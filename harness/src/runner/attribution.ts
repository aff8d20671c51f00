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
  /** The visible text, where known: a status message is one that does not show the answer. */
  text?: string | undefined;
}

/**
 * When each source's answer was due, and what it is: what tells a status message from an answer (DE-010).
 * A run against the doubles knows it from the host; a live qualification does not, and then every message
 * about a source is an answer.
 */
export interface AnswerTimeline {
  /** When a bot message was created, on the scenario clock. */
  createdAt(messageId: string): number | undefined;
  /**
   * When the host ended the first turn that carried the source (+Infinity while it runs, -Infinity when no
   * turn carried it: nothing then is a status), and that turn's answer when it completed.
   */
  due(sourceId: string): { at: number; answer?: string };
  /** Whether a message's visible text shows an answer (contained, in order). */
  shows(text: string, answer: string): boolean;
}

/** A message's conversation: its chat, and its thread where it has one. */
const conversationOf = (m: Attributable) => `${m.chatId}/${m.threadId ?? ''}`;

/** A source is a user's message; the bot's and other bots' messages never are. */
const isSource = (m: Attributable) => !m.fromBot && m.sender.type === 'user';

export class Attribution {
  private readonly answers = new Map<string, string>();
  /** Status messages: about a source, not its answer. */
  private readonly statuses = new Map<string, string>();
  private readonly sources = new Set<string>();
  private readonly timeline: AnswerTimeline | undefined;
  private readonly messages: readonly Attributable[];
  private readonly byId = new Map<string, Attributable>();

  /**
   * `messages` in the order the provider stored them. With reply-threading only replies are attributed;
   * without it the bot's other messages are attributed in order too. With a timeline, a message about a
   * source created before its answer was due that does not show the answer is a status message, not an
   * answer.
   */
  constructor(messages: readonly Attributable[], replyThreading: boolean, timeline?: AnswerTimeline) {
    this.timeline = timeline;
    this.messages = messages;
    for (const m of messages) this.byId.set(m.messageId, m);
    for (const m of messages) if (isSource(m)) this.sources.add(m.messageId);
    for (const m of messages) {
      if (m.fromBot && m.parentId !== undefined && this.sources.has(m.parentId))
        this.attribute(m, m.parentId);
    }
    if (!replyThreading) this.inOrder(messages);
  }

  /** The source a message answers, if any. */
  answerTo(messageId: string): string | undefined {
    return this.answers.get(messageId);
  }

  /** The source a status message is about, if it is one. */
  statusOf(messageId: string): string | undefined {
    return this.statuses.get(messageId);
  }

  /**
   * A status message: created before the source's answer was due, not showing that answer, and followed by
   * a message of the bot for the source created once it was due — a reply to it, or a message in its
   * conversation. Without such a message, the one edited into the outcome (a progress post that became
   * "stopped") is the answer.
   */
  private isStatus(m: Attributable, source: string): boolean {
    if (!this.timeline) return false;
    const created = this.timeline.createdAt(m.messageId);
    const due = this.timeline.due(source);
    if (created === undefined || created >= due.at) return false;
    if (due.answer !== undefined && m.text !== undefined && this.timeline.shows(m.text, due.answer))
      return false;
    return this.answeredLater(source, due.at);
  }

  private answeredLater(source: string, dueAt: number): boolean {
    const of = this.byId.get(source);
    if (!of || !Number.isFinite(dueAt)) return false;
    return this.messages.some((later) => {
      if (!later.fromBot || later.deleted) return false;
      const at = this.timeline!.createdAt(later.messageId);
      if (at === undefined || at < dueAt) return false;
      return (
        later.parentId === source ||
        (!this.sources.has(later.parentId ?? '') && conversationOf(later) === conversationOf(of))
      );
    });
  }

  /** Says whether it answered the source (a status message does not). */
  private attribute(m: Attributable, source: string): boolean {
    if (this.isStatus(m, source)) {
      this.statuses.set(m.messageId, source);
      return false;
    }
    this.answers.set(m.messageId, source);
    return true;
  }

  /**
   * The source a call is about: the one its posted message answers (create, reply), or for a call on a
   * message (edit, patch, read, reaction, a reply whose answer was lost) that message if it is a source,
   * else the source that message answers.
   */
  callAnswerTo(posted: string | undefined, named: string | undefined): string | undefined {
    const byPost = posted === undefined ? undefined : this.answers.get(posted);
    if (byPost !== undefined || named === undefined) return byPost;
    if (posted !== undefined && this.statuses.has(posted)) return undefined;
    return this.sources.has(named) ? named : this.answers.get(named);
  }

  /** The source a call's posted status message, or the status message it acts on, is about. */
  callStatusOf(posted: string | undefined, named: string | undefined): string | undefined {
    return (
      (posted === undefined ? undefined : this.statuses.get(posted)) ??
      (named === undefined ? undefined : this.statuses.get(named))
    );
  }

  /**
   * Per conversation, walking its messages in order: each of the bot's messages not attributed as a reply
   * answers the earliest source before it that has no answer yet (neither a reply nor one attributed so)
   * and whose answer is due; with none due it is a status message of the latest waiting one; once every
   * source before it has one, it is a further message of the latest source before it. A recalled message
   * and a status message take no place.
   */
  private inOrder(messages: readonly Attributable[]): void {
    const replied = new Map<string, string>(this.answers);
    for (const [message, source] of this.statuses) replied.set(message, source);
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
        if (this.answers.has(m.messageId)) answered.add(parent);
        continue;
      }
      if (!m.fromBot || m.deleted || walk.sources.length === 0) continue;
      while (walk.next < walk.sources.length && answered.has(walk.sources[walk.next]!)) walk.next++;
      const waiting = walk.sources.slice(walk.next).filter((s) => !answered.has(s));
      // The earliest waiting source whose answer is due takes it — a command answered at once while an
      // earlier request runs answers the command; with none due it is a status message of the latest.
      const due = waiting.find((s) => !this.isStatus(m, s));
      const source = due ?? waiting.at(-1) ?? walk.sources.at(-1)!;
      // A status message takes no place: the source's answer is still to come.
      if (this.attribute(m, source)) answered.add(source);
    }
  }
}
