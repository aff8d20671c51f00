import type { Clock } from './clock.ts';
import type { TimerHandle, Timers } from './timers.ts';

interface Scheduled {
  at: number;
  order: number;
  callback: () => void;
}

/**
 * A clock and timers that move only when told: `advance` runs every callback that falls due, in time
 * order (ties in the order they were scheduled), with the clock set to each one's time as it runs.
 */
export class ManualTime implements Timers {
  #now: number;
  #order = 0;
  readonly #scheduled = new Map<number, Scheduled>();

  constructor(start = 0) {
    this.#now = start;
  }

  /** The clock, bound, to hand where a Clock is taken. */
  readonly now: Clock = () => this.#now;

  /** How many callbacks wait. */
  get pending(): number {
    return this.#scheduled.size;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const handle = this.#order++;
    this.#scheduled.set(handle, { at: this.#now + Math.max(0, ms), order: handle, callback });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#scheduled.delete(handle as number);
  }

  /**
   * Moves the clock `ms` forward, running what falls due on the way, callbacks scheduled meanwhile
   * included. Between callbacks the promise jobs they started run, so that an awaited sleep goes on.
   */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    for (;;) {
      await settled();
      const next = this.#next();
      if (next === undefined || next.at > end) break;
      this.#scheduled.delete(next.order);
      this.#now = next.at;
      next.callback();
    }
    this.#now = end;
    await settled();
  }

  #next(): Scheduled | undefined {
    let first: Scheduled | undefined;
    for (const s of this.#scheduled.values())
      if (!first || s.at < first.at || (s.at === first.at && s.order < first.order)) first = s;
    return first;
  }
}

/** Lets queued promise jobs run: a macrotask turn, after which the microtask queue is empty. */
function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
