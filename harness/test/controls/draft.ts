import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';

/**
 * Lark allows 20 edits of one message: a post takes at most 18 draft edits, leaving one for the answer (or
 * the note that the progress continues) and one spare; then the progress continues in a new post (DE-008).
 * The stops-drafting flaw stops at 15 writes in all instead; leaves-spent-draft leaves the spent post as it was.
 */
const DRAFT_EDITS = 18;
const STOP_AFTER_WRITES = 15;
/** Lark allows 5 edits a second of one message: writes of the post never come closer than this (DE-008). */
const MIN_INTERVAL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The uuid of a source's draft post: a repeated create of it answers with the post already there. */
export function draftUuid(messageId: string): string {
  return `${messageId}-draft`;
}

/** What the post shows meanwhile: marked as a draft, with at most the latest `limit` characters (DE-002). */
export function draftText(answer: string, limit: number): string {
  const chars = [...answer];
  const cut = chars.length > limit && flaw !== 'drafts-whole-answer';
  return `Draft, not the final answer:\n\n${cut ? `…${chars.slice(-limit).join('')}` : answer}`;
}

/** Per source, its draft while the turn runs: a stop waits for a write of it already on its way (HO-005). */
const open = new Map<string, Draft>();

/**
 * Settles once no draft write of the source is on its way. Drafts end once the turn is being stopped, but a
 * write that left before is not taken back: a stop answered before it lands would be followed by it.
 */
export async function draftWritten(messageId: string): Promise<void> {
  await open.get(messageId)?.written();
}

/**
 * The progress post of a source's turn (DE-002). Once per interval it looks at the answer so far and,
 * when it grew, writes it: the first time as a reply, then as edits of that one post. Nothing new,
 * nothing written: no timer invents activity.
 */
export class Draft {
  private readonly intervalMs: number;
  private readonly ticker: NodeJS.Timeout;
  private ticking: Promise<void> | undefined;
  private closed = false;
  private shown = '';
  private writes = 0;
  /** Edits of the post the drafts go into now. */
  private edits = 0;
  private lastWrite = 0;

  constructor(
    private readonly bot: Bot,
    private readonly messageId: string,
  ) {
    this.intervalMs = flaw === 'edits-unthrottled' ? 0 : Math.max(bot.progressIntervalMs, MIN_INTERVAL_MS);
    this.ticker = setInterval(
      () => (this.ticking ??= this.tick().finally(() => (this.ticking = undefined))),
      this.intervalMs,
    );
    open.set(messageId, this);
  }

  /** Settles once the write on its way, if any, landed. */
  async written(): Promise<void> {
    await this.ticking;
  }

  /** No more drafts. Settles once the last write did and an interval passed, so the answer's edit keeps the pace too. */
  async close(): Promise<void> {
    this.closed = true;
    open.delete(this.messageId);
    clearInterval(this.ticker);
    await this.ticking;
    await sleep(this.lastWrite + this.intervalMs - Date.now());
  }

  private async tick(): Promise<void> {
    const latest = await this.answerSoFar();
    const spent = flaw === 'stops-drafting' && this.writes >= STOP_AFTER_WRITES;
    if (this.closed || spent || latest === this.shown) return;
    this.shown = latest;
    this.writes++;
    this.lastWrite = Date.now();
    try {
      await this.write(draftText(latest, this.bot.draftLimitChars));
    } catch (error) {
      process.stderr.write(`tiny-bot: draft for ${this.messageId}: ${String(error)}\n`);
    }
  }

  /**
   * The text of the conversation's running turn: lanes run one turn per conversation, this source's. Once
   * the turn is being stopped its drafts end (HO-005): what it streams after the stop is never shown — but
   * not with the drafts-after-stop flaw.
   */
  private async answerSoFar(): Promise<string> {
    const threadId = this.bot.threads.bound(this.bot.inbox.get(this.messageId).conversation);
    const turn = threadId === undefined ? undefined : await this.bot.host.runningTurn(threadId);
    if (turn?.stopping && flaw !== 'drafts-after-stop') return this.shown;
    return turn?.text ?? '';
  }

  private async write(text: string): Promise<void> {
    const { chatId, draftId } = this.bot.inbox.get(this.messageId);
    if (draftId !== undefined && (this.edits < DRAFT_EDITS || flaw === 'edits-unbounded')) {
      this.edits++;
      await this.bot.delivery.edit(draftId, text);
      return;
    }
    if (draftId !== undefined && flaw !== 'leaves-spent-draft')
      await this.bot.delivery.edit(draftId, 'Continued in the next message.');
    // The answer-reuses-draft-uuid control posts a draft once, and keeps its id only if it read back as
    // written: a draft found again under its uuid, holding older text, is left to the answer to adopt.
    const adopts = flaw === 'answer-reuses-draft-uuid';
    // The first post of the draft has the source's draft uuid; a post continuing a spent one, its own.
    const uuid = draftId === undefined ? draftUuid(this.messageId) : `${this.messageId}-draft-${this.writes}`;
    const posted = await this.bot.delivery.post(chatId, this.messageId, text, uuid, adopts ? 1 : undefined);
    this.edits = 0;
    const kept = posted.id !== undefined && (posted.readBack || !adopts);
    // Kept with the source: after a restart the saved answer still replaces this post (DE-003).
    if (kept) this.bot.inbox.update(this.messageId, { draftId: posted.id });
  }
}
