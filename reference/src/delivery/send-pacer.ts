import { delay } from '../clock.ts';

/**
 * Keeps sends to one chat inside the provider's limit (DE-008): at most `limit` in any `windowMs`,
 * on a sliding window like Lark's. A send over the limit waits for its slot instead of failing.
 */
export class SendPacer {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly limit = 5,
    /** A little over Lark's second, so that clock skew never puts a sixth send inside it. */
    private readonly windowMs = 1_100,
    private readonly now: () => number = () => performance.now(),
  ) {}

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
      await delay(recent[0]! + this.windowMs - now);
    }
  }
}
