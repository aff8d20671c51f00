import type { Clock } from './clock.ts';
import type { TimerHandle, Timers } from './timers.ts';

interface Scheduled {
  at: number;
  /** Ties run in this order: the order they were (re)scheduled. */
  order: number;
  callback: () => void;
  /** An interval's period; a timeout has none. */
  every?: number;
}

/**
 * A clock and timers that move only when told: `advance` runs every callback that falls due, in time
 * order (ties in the order they were scheduled), with the clock set to each one's time as it runs.
 */
export class ManualTime implements Timers {
  #now: number;
  #order = 0;
  #nextHandle = 0;
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
    const handle = this.#nextHandle++;
    this.#scheduled.set(handle, { at: this.#now + Math.max(0, ms), order: this.#order++, callback });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#scheduled.delete(handle as number);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    // A period of 0 would run forever within one advance; Node likewise takes it as 1.
    const every = Math.max(1, ms);
    const handle = this.#nextHandle++;
    this.#scheduled.set(handle, { at: this.#now + every, order: this.#order++, callback, every });
    return handle;
  }

  clearInterval(handle: TimerHandle): void {
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
      const due = this.#next();
      if (due === undefined || due[1].at > end) break;
      const [handle, next] = due;
      this.#scheduled.delete(handle);
      this.#now = next.at;
      if (next.every !== undefined)
        this.#scheduled.set(handle, { ...next, at: next.at + next.every, order: this.#order++ });
      next.callback();
    }
    this.#now = end;
    await settled();
  }

  #next(): [number, Scheduled] | undefined {
    let first: [number, Scheduled] | undefined;
    for (const entry of this.#scheduled) {
      const s = entry[1];
      if (!first || s.at < first[1].at || (s.at === first[1].at && s.order < first[1].order)) first = entry;
    }
    return first;
  }
}

/** Lets queued promise jobs run: a macrotask turn, after which the microtask queue is empty. */
function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
