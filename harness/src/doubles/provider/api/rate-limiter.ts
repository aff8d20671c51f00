/** A sliding one-second window per key: at most `limit` calls in any second, on the monotonic clock. */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
    private readonly windowMs = 1000,
  ) {}

  /** Counts the call and says whether it is within the limit. A refused call does not count. */
  allow(key: string): boolean {
    const now = this.now();
    const recent = (this.calls.get(key) ?? []).filter((t) => now - t < this.windowMs);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    this.calls.set(key, recent);
    return allowed;
  }
}
