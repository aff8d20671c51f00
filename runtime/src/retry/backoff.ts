/** How the wait between attempts grows. */
export interface BackoffOptions {
  /** The wait after the first failure. */
  baseMs: number;
  /** Each next wait is this many times the last; 1 keeps it constant. Default 2. */
  factor?: number;
  /** No wait is longer. */
  capMs: number;
  /**
   * The share of each wait drawn at random, from 0 (none) to 1: a wait of d becomes one between
   * d × (1 − jitter) and d, so that many clients failing together do not come back together.
   */
  jitter?: number;
  /** Uniform in [0, 1); a seam for tests. */
  random?: () => number;
}

/** Exponents beyond this overflow nothing and change nothing: the cap has long been reached. */
const MAX_EXPONENT = 64;

/** The wait after `failures` failures in a row (1 for the first): base × factor^(failures − 1), capped, jittered. */
export function backoffMs(failures: number, options: BackoffOptions): number {
  const { baseMs, factor = 2, capMs, jitter = 0, random = Math.random } = options;
  const exponent = Math.min(Math.max(failures - 1, 0), MAX_EXPONENT);
  const wait = Math.min(capMs, baseMs * factor ** exponent);
  return jitter > 0 ? wait * (1 - Math.min(jitter, 1) * random()) : wait;
}
