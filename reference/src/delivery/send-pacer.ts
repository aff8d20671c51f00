import { sleep, systemTimers, type Timers } from '../../../runtime/src/index.ts';

export interface SendPacerOptions {
  /** Sends per window. Default 5. */
  limit?: number;
  /** Default a little over Lark's second, so that clock skew never puts a sixth send inside it. */
  windowMs?: number;
  now?: () => number;
  timers?: Timers;
}

/**
 * Keeps sends to one chat inside the provider's limit (DE-008): at most `limit` in any `windowMs`,
 * on a sliding window like Lark's. A send over the limit waits for its slot instead of failing.
 */
export class SendPacer {
  private readonly sent = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly timers: Timers;

  constructor(options: SendPacerOptions = {}) {
    this.limit = options.limit ?? 5;
    this.windowMs = options.windowMs ?? 1_100;
    this.now = options.now ?? (() => performance.now());
    this.timers = options.timers ?? systemTimers;
  }

  async slot(key: string): Promise<void> {
    for (;;) {
      const now = this.now();
      const recent = (this.sent.get(key) ?? []).filter((t) => now - t < this.windowMs);
      if (recent.length < this.limit) {
        recent.push(now);
        this.sent.set(key, recent);
        return;
      }
      this.sent.set(key, recent);
      await sleep(recent[0]! + this.windowMs - now, this.timers);
    }
  }
}
