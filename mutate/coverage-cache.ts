import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from '../harness/src/report/write-atomic.ts';
import type { CoveredLines } from './line-coverage.ts';
import type { Play } from './corpus.ts';

/** One scenario's play on the unmutated reference: whether it can judge a mutant, and what it ran. */
export interface ScenarioCoverage {
  /** The scenario file's hash: a changed scenario is measured again. */
  hash: string;
  play: Play;
  lines: CoveredLines;
}

export interface CoverageCache {
  /**
   * The hash of the code whose lines are mapped (reference/src, its tests and test helpers left out): any
   * change there — or in how lines are measured — measures everything again. A change elsewhere (the doubles, a test) moves no line of it.
   */
  code: string;
  scenarios: Record<string, ScenarioCoverage>;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** Which measure of coverage-preload.mjs a cache holds: block counts, the union of precise takes, in every thread. */
const COVERAGE_METHOD = 'precise block coverage, union of takes, every thread';

/** A file the server runs: not a test, not a helper of the tests. */
const served = (file: string) => !file.endsWith('.test.ts') && !file.includes('/testing/');

export function codeHash(root: string): string {
  // How lines are measured is part of the key: coverage taken another way (by function, say) is not reused.
  const hash = createHash('sha256').update(COVERAGE_METHOD);
  for (const file of filesUnder(join(root, 'reference', 'src')).filter(served))
    hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest('hex');
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** A coverage play that failed a check or broke the harness: which lines the scenario runs is not known. */
export const failedOnReference = (entry: ScenarioCoverage): boolean =>
  entry.play.failed.length > 0 || entry.play.harnessError !== undefined;

/**
 * Whether a scenario's coverage is to be measured (again): never measured, its file changed, or its play
 * failed on the reference — perhaps the machine's load, and a cached failure would leave its lines unjudged
 * in every later run. A play that measured nothing (every layer untested) stays: it is what the scenario is.
 */
export const toMeasure = (entry: ScenarioCoverage | undefined, text: string): boolean =>
  entry === undefined || entry.hash !== textHash(text) || failedOnReference(entry);

export function readCache(file: string, code: string): CoverageCache {
  if (existsSync(file)) {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as CoverageCache;
    if (cache.code === code) return cache;
  }
  return { code, scenarios: {} };
}

export function writeCache(file: string, cache: CoverageCache): void {
  writeAtomic(file, JSON.stringify(cache));
}
