import type { Area, Mutant } from './catalog.ts';
import type { Play } from './corpus.ts';

/**
 * What became of a mutant. killed: a scenario failed a layer; survived: every scenario that runs its lines
 * passed; no-coverage: no scenario runs its lines; equivalent: written down as such, not played; stale: its
 * anchor no longer matches the reference; error: the harness broke while playing it.
 */
export type Status = 'killed' | 'survived' | 'no-coverage' | 'equivalent' | 'stale' | 'error';

export interface Outcome {
  mutant: Mutant;
  status: Status;
  /** The play that killed it, or the harness error. */
  by?: Play;
  /** How many scenarios ran its lines, and how many were played. */
  covering: number;
  played: number;
  detail?: string;
  durationMs: number;
}

export interface AreaScore {
  /** An area, or "all". */
  area: Area | 'all';
  killed: number;
  /** survived, no coverage or a harness error: the mutants a run could not kill. */
  alive: number;
  equivalent: number;
  stale: number;
  /** killed / (killed + alive), in percent; undefined with nothing to score. */
  score?: number;
}

export function scoreOf(area: Area | 'all', outcomes: Outcome[]): AreaScore {
  const count = (...s: Status[]) => outcomes.filter((o) => s.includes(o.status)).length;
  const killed = count('killed');
  const alive = count('survived', 'no-coverage', 'error');
  return {
    area,
    killed,
    alive,
    equivalent: count('equivalent'),
    stale: count('stale'),
    ...(killed + alive > 0 ? { score: Math.round((1000 * killed) / (killed + alive)) / 10 } : {}),
  };
}

/** The score of each area that has mutants, in the order given. */
export function areaScores(outcomes: Outcome[], areas: readonly Area[]): AreaScore[] {
  return areas.flatMap((area) => {
    const mine = outcomes.filter((o) => o.mutant.area === area);
    return mine.length ? [scoreOf(area, mine)] : [];
  });
}
