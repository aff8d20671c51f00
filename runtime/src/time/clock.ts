/** Milliseconds on some time line; a seam, so that a test sets the time. Compare only readings of one clock. */
export type Clock = () => number;

/** Wall-clock milliseconds: comparable across restarts (a time kept in a store), but it can jump. */
export const wallClock: Clock = () => Date.now();

/** Monotonic milliseconds since this process started: for durations within one process. */
export const monotonicClock: Clock = () => performance.now();
