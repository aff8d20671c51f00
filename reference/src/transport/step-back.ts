import { getPriority, setPriority } from 'node:os';
import type { Logger } from '../logger.ts';

/** The scheduling priority (nice value, -20 to 19) of the thread that calls: the seam a test replaces. */
export interface ThreadPriority {
  get(): number;
  set(nice: number): void;
}

/**
 * On Linux a nice value is a thread's own (getpriority/setpriority of 0 is the calling thread), and a thread
 * or process started afterwards begins with its starter's. Elsewhere it is the whole process's, and stepping
 * back would hold the intake back too: there is none.
 */
export const callingThread: ThreadPriority | undefined =
  process.platform === 'linux'
    ? { get: () => getPriority(0), set: (nice) => setPriority(0, nice) }
    : undefined;

/** How far the main thread steps back: the kernel then gives a thread 10 nicer about a tenth of a contended core. */
export const STEP_BACK = 10;
const NICEST = 19;

/**
 * The calling thread — the main one, once the intake's thread is started — lowers its own priority, so that
 * when the CPU is short the intake thread, which only records and acknowledges, goes first: an ACK has Lark's
 * 3 s, admission, turns and delivery have none that near (issue 22). Lowering one's own priority needs no
 * privilege; it is never raised again. Returns the nice value it runs at now.
 */
export function stepBack(
  priority: ThreadPriority,
  logger: Pick<Logger, 'info' | 'warn'>,
  steps = STEP_BACK,
): number {
  const was = priority.get();
  const now = Math.min(NICEST, was + steps);
  if (now === was) return was;
  try {
    priority.set(now);
  } catch (error) {
    logger.warn(
      'could not lower the main thread below the intake thread; ACKs may wait for it under load:',
      error,
    );
    return was;
  }
  logger.info(
    `the main thread runs at nice ${now}, below the intake thread's ${was}: ACKs go first when the CPU is short`,
  );
  return now;
}
