/**
 * `npm run mutate`: plays one-bug versions of the reference (the hand-written mutants of mutate/mutants/)
 * against the corpus and scores each area of the reference's behaviour by the share it kills. Each mutant
 * plays only the scenarios that run the lines it changes (measured once per version of the code, with V8
 * coverage, and cached), those citing its requirements and running the rarer paths of its files first,
 * until one fails a layer — twice, so that a failure the load of a shared machine caused is not counted as
 * a kill. A manual or nightly run, never part of `npm test`: it plays the corpus once and then some.
 *
 *   npm run mutate [-- --area delivery,webhook] [-- --mutant 'delivery/*'] [-- --scenario 'webhook/*']
 *                  [-- --workers 2] [-- --max-plays 10] [-- --check] [-- --fresh-coverage] [-- --out DIR]
 */
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ClusterDatabases } from '../harness/src/postgres/databases.ts';
import {
  DEFAULT_SCENARIO_DIR,
  globToRegExp,
  loadRequirements,
  loadScenarios,
  PACKAGE_ROOT,
  type LoadedScenario,
} from '../harness/src/runner/load.ts';
import { writeAtomic } from '../harness/src/report/write-atomic.ts';
import { AREAS, loadCatalog, type Mutant } from './catalog.ts';
import { staleOf } from './stale.ts';
import { play, playCovered, type CorpusOptions, type Play } from './corpus.ts';
import {
  codeHash,
  failedOnReference,
  readCache,
  textHash,
  toMeasure,
  writeCache,
  type CoverageCache,
} from './coverage-cache.ts';
import { areaScores, scoreOf, type Outcome } from './outcome.ts';
import { markdown, type MutationReport } from './report.ts';
import { Sandbox } from './sandbox.ts';

const THRESHOLD = 85;
const HELP = `npm run mutate -- [options]
  --area A,B        only the mutants of these areas (${AREAS.join(', ')})
  --mutant GLOB     only the mutants whose id matches (repeatable)
  --scenario GLOB   only these scenarios judge (repeatable): for trying a mutant or the tool on a subset
  --max-plays N     covering scenarios played per mutant at most, those citing its requirements and those
                    running the rarer paths of its files first (default 10; 0 plays every one): a survivor
                    says how many it played
  --workers N       mutants played at once, each in its own copy of the tree (default 1: the machine is shared)
  --check           only say which mutants no longer apply to the reference (stale), exit 1 if any
  --fresh-coverage  measure every scenario's coverage again, even where the cache holds it
  --out DIR         where the report and the coverage cache go (default .larkspur/mutate)
Exit: 0 every area at or above ${THRESHOLD}% with no stale mutant, 1 otherwise, 3 the tool broke.
`;

const log = (line: string) => process.stderr.write(`${line}\n`);

function selected(all: Mutant[], areas: string[] | undefined, globs: string[] | undefined): Mutant[] {
  const unknown = (areas ?? []).filter((a) => !(AREAS as readonly string[]).includes(a));
  if (unknown.length) throw new UsageError(`unknown area ${unknown.join(', ')} — one of ${AREAS.join(', ')}`);
  const patterns = (globs ?? []).map(globToRegExp);
  return all.filter(
    (m) => (!areas || areas.includes(m.area)) && (!patterns.length || patterns.some((p) => p.test(m.id))),
  );
}

class UsageError extends Error {
  readonly code = 'MUTATE_USAGE';
}

/** A pool of sandboxes: each mutant takes one for its plays. */
class Pool {
  private readonly free: Sandbox[];
  private readonly waiting: Array<(s: Sandbox) => void> = [];
  constructor(sandboxes: Sandbox[]) {
    this.free = [...sandboxes];
  }
  async use<T>(work: (s: Sandbox) => Promise<T>): Promise<T> {
    const sandbox = this.free.pop() ?? (await new Promise<Sandbox>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(sandbox);
    } finally {
      const next = this.waiting.shift();
      if (next) next(sandbox);
      else this.free.push(sandbox);
    }
  }
}

async function measureCoverage(
  scenarios: LoadedScenario[],
  cache: CoverageCache,
  cacheFile: string,
  pool: Pool,
  corpus: (s: Sandbox) => CorpusOptions,
): Promise<number> {
  const todo = scenarios.filter((s) => toMeasure(cache.scenarios[s.scenario.id], s.text));
  const started = performance.now();
  let done = 0;
  await Promise.all(
    todo.map((scenario) =>
      pool.use(async (sandbox) => {
        const attempt = () =>
          playCovered(scenario, corpus(sandbox)).catch((error: Error) => ({
            play: {
              scenario: scenario.scenario.id,
              durationMs: 0,
              failed: [],
              measured: false,
              harnessError: error.message,
            },
            lines: {},
          }));
        let measured = await attempt();
        // A failure on the reference itself may be the load of a shared machine: one more try.
        const empty = (m: typeof measured) => m.play.measured && Object.keys(m.lines).length === 0;
        if (measured.play.failed.length || measured.play.harnessError || empty(measured))
          measured = await attempt();
        // No line of the reference at all: its coverage writes never came (seen once at load 25) — not used.
        if (empty(measured))
          measured = { ...measured, play: { ...measured.play, harnessError: 'no coverage was written' } };
        // A failure on the reference itself may be the load of a shared machine: one more try.
        if (measured.play.failed.length || measured.play.harnessError)
          measured = await playCovered(scenario, corpus(sandbox));
        cache.scenarios[scenario.scenario.id] = { hash: textHash(scenario.text), ...measured };
        writeCache(cacheFile, cache);
        log(
          `coverage [${++done}/${todo.length}] ${scenario.scenario.id} ${(measured.play.durationMs / 1000).toFixed(1)} s` +
            (measured.play.failed.length ? ' — fails on the reference: not used' : ''),
        );
      }),
    ),
  );
  return performance.now() - started;
}

function usable(cache: CoverageCache, id: string): string | undefined {
  const entry = cache.scenarios[id];
  if (!entry) return 'not measured';
  if (entry.play.harnessError) return `harness error on the reference: ${entry.play.harnessError}`;
  if (entry.play.failed.length)
    return `fails on the reference (${entry.play.failed.map((f) => `${f.layer}: ${f.checks.join(', ')}`).join('; ')})`;
  if (!entry.play.measured) return 'measures nothing on the reference (every layer untested)';
  return undefined;
}

/** A play whose only failure is that the implementation never became ready. */
const notReady = (p: Play) => p.failed.length === 1 && p.failed[0]!.checks.join() === 'ready';

/**
 * How rare the paths a scenario runs in some files are: the sum, over the lines of those files it runs, of
 * one over the number of scenarios that run each line.
 */
function rarity(scenarios: LoadedScenario[], cache: CoverageCache, files: string[]): (id: string) => number {
  const runners = new Map<string, number>();
  for (const s of scenarios)
    for (const file of files)
      for (const line of cache.scenarios[s.scenario.id]!.lines[file] ?? [])
        runners.set(`${file}:${line}`, (runners.get(`${file}:${line}`) ?? 0) + 1);
  const score = new Map<string, number>();
  return (id) => {
    let value = score.get(id);
    if (value === undefined) {
      value = files
        .flatMap((file) =>
          (cache.scenarios[id]!.lines[file] ?? []).map((l) => 1 / runners.get(`${file}:${l}`)!),
        )
        .reduce((a, b) => a + b, 0);
      score.set(id, value);
    }
    return value;
  };
}

async function playMutant(
  mutant: Mutant,
  sandbox: Sandbox,
  scenarios: LoadedScenario[],
  cache: CoverageCache,
  corpus: CorpusOptions,
  maxPlays: number,
  /** Scenarios whose coverage play failed on the reference: which lines they run is not known. */
  unmeasured: string[],
): Promise<Outcome> {
  const started = performance.now();
  const base = { mutant, covering: 0, played: 0 };
  const done = (o: Omit<Outcome, 'durationMs'>): Outcome => ({
    ...o,
    durationMs: performance.now() - started,
  });
  if (mutant.equivalent) return done({ ...base, status: 'equivalent', detail: mutant.equivalent });
  const applied = sandbox.apply(mutant.edits);
  if ('stale' in applied)
    return done({ ...base, status: 'stale', detail: `stale — no longer applies: ${applied.stale}` });
  try {
    const runs = (s: LoadedScenario) => {
      const lines = cache.scenarios[s.scenario.id]!.lines;
      return Object.entries(applied.lines).some(([file, ranges]) =>
        (lines[file] ?? []).some((l) => ranges.some(([a, b]) => l >= a && l <= b)),
      );
    };
    const cites = (s: LoadedScenario) => s.scenario.requirements.some((r) => mutant.requirements.includes(r));
    const rare = rarity(scenarios, cache, Object.keys(applied.lines));
    // Those that cite its requirements first, and among them those that run the rarer paths of the files it
    // changes: a scenario that alone runs a file's continuation loop tests that loop, one that runs only
    // the lines every scenario runs seldom does.
    const covering = scenarios
      .filter(runs)
      .sort((a, b) => Number(cites(b)) - Number(cites(a)) || rare(b.scenario.id) - rare(a.scenario.id));
    if (!covering.length)
      return done({
        ...base,
        status: 'no-coverage',
        detail: unmeasured.length
          ? `no scenario measured runs the lines it changes; not measured, as they failed on the reference ` +
            `(the machine's load?): ${unmeasured.join(', ')} — run again on a quieter machine`
          : 'no scenario runs the lines it changes',
      });
    let error: Outcome['by'];
    let played = 0;
    const flaky: string[] = [];
    const attempt = (scenario: LoadedScenario) =>
      play(scenario, corpus).catch((e: Error): Play => ({
        scenario: scenario.scenario.id,
        durationMs: 0,
        failed: [],
        measured: false,
        harnessError: e.message,
      }));
    const unready: Play[] = [];
    for (const scenario of maxPlays ? covering.slice(0, maxPlays) : covering) {
      const result = await attempt(scenario);
      played++;
      if (result.harnessError) error ??= result;
      else if (result.failed.length) {
        // Confirmed by a second play: on a loaded machine one failure may be the load, not the mutant.
        const again = await attempt(scenario);
        if (!again.failed.length) flaky.push(scenario.scenario.id);
        // An implementation that never became ready says nothing of a mutant in code that runs later — or
        // that the mutant breaks the start, which every scenario then shows: it is killed if all do.
        else if (notReady(result) && notReady(again)) unready.push(result);
        else return done({ ...base, status: 'killed', by: result, covering: covering.length, played });
      }
    }
    if (unready.length && unready.length === played)
      return done({ ...base, status: 'killed', by: unready[0]!, covering: covering.length, played });
    if (unready.length) flaky.push(...unready.map((u) => `${u.scenario} (not ready)`));
    const unconfirmed = flaky.length
      ? `failed once, passed when played again: ${flaky.join(', ')}`
      : undefined;
    return error
      ? done({
          ...base,
          status: 'error',
          by: error,
          covering: covering.length,
          played,
          detail: [error.harnessError, unconfirmed].filter(Boolean).join('; '),
        })
      : done({
          ...base,
          status: 'survived',
          covering: covering.length,
          played,
          ...(unconfirmed ? { detail: unconfirmed } : {}),
        });
  } finally {
    applied.restore();
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      area: { type: 'string' },
      mutant: { type: 'string', multiple: true },
      scenario: { type: 'string', multiple: true },
      'max-plays': { type: 'string', default: '10' },
      workers: { type: 'string', default: '1' },
      check: { type: 'boolean', default: false },
      'fresh-coverage': { type: 'boolean', default: false },
      out: { type: 'string', default: join(PACKAGE_ROOT, '.larkspur', 'mutate') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1)
    throw new UsageError('--workers takes a whole number from 1');
  const maxPlays = Number(values['max-plays']);
  if (!Number.isInteger(maxPlays) || maxPlays < 0)
    throw new UsageError('--max-plays takes a whole number from 0');
  const mutants = selected(
    loadCatalog(join(import.meta.dirname, 'mutants')),
    values.area?.split(','),
    values.mutant,
  );
  if (!mutants.length) throw new UsageError('no mutant matches the filters');

  const stale = staleOf(mutants, PACKAGE_ROOT);
  if (values.check) {
    for (const s of stale) log(`stale — no longer applies: ${s.id}: ${s.why}`);
    log(`${mutants.length - stale.length} of ${mutants.length} mutants apply to the reference as it stands`);
    return stale.length ? 1 : 0;
  }

  const startedAt = new Date().toISOString();
  const started = performance.now();
  const loadStart = loadavg()[0]!;
  // Absolute: the sandboxes' paths are compared with the file URLs of the coverage the reference writes.
  const out = resolve(values.out);
  const requirements = loadRequirements();
  const globs = (values.scenario ?? []).map(globToRegExp);
  const scenarios = loadScenarios(DEFAULT_SCENARIO_DIR, requirements).filter(
    (s) => !globs.length || globs.some((g) => g.test(s.scenario.id)),
  );
  if (!scenarios.length) throw new UsageError('no scenario matches --scenario');
  const databases = new ClusterDatabases();
  const stop = () => void databases.close().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    log(
      `mutate: ${mutants.length} mutant(s), ${scenarios.length} scenarios, ${workers} worker(s), load ${loadStart.toFixed(1)}`,
    );
    const sandboxes = Array.from({ length: workers }, (_, i) =>
      Sandbox.create(PACKAGE_ROOT, join(out, `sandbox-${i + 1}`)),
    );
    const pool = new Pool(sandboxes);
    const corpus = (s: Sandbox): CorpusOptions => ({ sandboxDir: s.dir, requirements, databases });

    const cacheFile = join(out, 'coverage.json');
    const cache = values['fresh-coverage']
      ? { code: codeHash(PACKAGE_ROOT), scenarios: {} }
      : readCache(cacheFile, codeHash(PACKAGE_ROOT));
    const coverageMs = await measureCoverage(scenarios, cache, cacheFile, pool, corpus);
    const unusable = scenarios.flatMap((s) => {
      const why = usable(cache, s.scenario.id);
      return why ? [{ scenario: s.scenario.id, why }] : [];
    });
    const judges = scenarios.filter((s) => usable(cache, s.scenario.id) === undefined);
    const unmeasured = scenarios
      .filter((s) => failedOnReference(cache.scenarios[s.scenario.id]!))
      .map((s) => s.scenario.id);

    let done = 0;
    const outcomes = await Promise.all(
      mutants.map((mutant) =>
        pool.use(async (sandbox) => {
          const outcome = await playMutant(
            mutant,
            sandbox,
            judges,
            cache,
            corpus(sandbox),
            maxPlays,
            unmeasured,
          );
          const by = outcome.by
            ? ` by ${outcome.by.scenario} (${outcome.by.failed.map((f) => `${f.layer}: ${f.checks.join(', ')}`).join('; ')})`
            : '';
          log(
            `[${++done}/${mutants.length}] ${mutant.id} ${outcome.status}${by} ${(outcome.durationMs / 1000).toFixed(0)} s`,
          );
          return outcome;
        }),
      ),
    );

    const areas = areaScores(outcomes, AREAS);
    const report: MutationReport = {
      startedAt,
      durationMs: performance.now() - started,
      load: { start: loadStart, end: loadavg()[0]!, cores: availableParallelism() },
      coverageMs,
      threshold: THRESHOLD,
      areas,
      total: scoreOf('all', outcomes),
      outcomes: outcomes.map(({ mutant, ...o }) => ({
        id: mutant.id,
        area: mutant.area,
        kind: mutant.kind,
        bug: mutant.bug,
        ...o,
      })),
      unusable,
    };
    writeAtomic(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeAtomic(join(out, 'report.md'), markdown(report));
    process.stdout.write(markdown(report));
    log(`mutate: report in ${join(out, 'report.md')} and report.json`);
    const below = areas.filter((a) => a.score !== undefined && a.score < THRESHOLD);
    return below.length || outcomes.some((o) => o.status === 'stale') ? 1 : 0;
  } finally {
    process.off('SIGINT', stop);
    await databases.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code === 'MUTANT_CATALOG_INVALID';
    log(`mutate: ${error.message}${usage ? ' (npm run mutate -- --help)' : ''}`);
    process.exitCode = usage ? 2 : 3;
  },
);
