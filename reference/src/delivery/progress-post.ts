import {
  monotonicClock,
  systemTimers,
  type Clock,
  type TimerHandle,
  type Timers,
} from '../../../runtime/src/index.ts';
import { lastChars, longerThan } from '../core/text-bounds.ts';

export interface ProgressPostOptions {
  /** At most one write per interval (DE-002). */
  intervalMs: number;
  /** The draft shows at most this many of the latest characters. */
  draftLimitChars: number;
  /** Writes left for drafts; the rest of the post's edit budget stays for the final answer (DE-008). */
  maxWrites: number;
  /** Creates the post, or replaces its content. */
  write: (text: string) => Promise<void>;
  onError: (error: unknown) => void;
  now?: Clock;
  timers?: Timers;
}

/** The provisional draft of a turn's answer: its latest characters, marked as not final. */
export function draftText(answer: string, limit: number): string {
  const shown = longerThan(answer, limit) ? `…${lastChars(answer, limit)}` : answer;
  return `Working on it. Draft, not the final answer:\n\n${shown}`;
}

/**
 * The progress post of one running turn: written when the answer grew, at most once per interval. It
 * writes only what the host streamed — no timer invents activity — and it never shows more than the
 * answer text (no thinking, command or tool output).
 */
export class ProgressPost {
  private readonly options: ProgressPostOptions;
  private latest = '';
  private shown = '';
  private lastWrite = Number.NEGATIVE_INFINITY;
  private writes = 0;
  private timer: TimerHandle | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly now: Clock;
  private readonly timers: Timers;

  constructor(options: ProgressPostOptions) {
    this.options = options;
    this.now = options.now ?? monotonicClock;
    this.timers = options.timers ?? systemTimers;
  }

  /** The answer so far, as the host streamed it. */
  update(answer: string): void {
    if (this.closed) return;
    this.latest = answer;
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.options.intervalMs - this.now());
    this.timer = this.timers.setTimeout(() => this.flush(), wait);
  }

  /** No more drafts; resolves once a write in flight has settled, so the final answer comes after it. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
  }

  private flush(): void {
    this.timer = undefined;
    if (this.closed || this.latest === this.shown || this.writes >= this.options.maxWrites) return;
    this.shown = this.latest;
    this.writes++;
    this.lastWrite = this.now();
    const text = draftText(this.shown, this.options.draftLimitChars);
    this.writing = this.writing.then(() => this.options.write(text)).catch(this.options.onError);
  }
}
