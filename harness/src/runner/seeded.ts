import { createHash } from 'node:crypto';

/** The seed of one scenario attempt, derived from the run seed so that any attempt can be replayed alone. */
export function scenarioSeed(runSeed: number, scenarioId: string, attempt: number): string {
  return createHash('sha256').update(`${runSeed}\n${scenarioId}\n${attempt}`).digest('hex').slice(0, 16);
}

/** mulberry32: a small, fast, seeded PRNG in [0, 1); enough for choosing among clients. */
export function seededRandom(seed: string): () => number {
  let state = Number.parseInt(seed.slice(0, 8), 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
