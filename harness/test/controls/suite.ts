import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Layer, ScenarioResult } from '../../../generated/types/index.ts';
import { ServerDatabases } from '../../src/postgres/databases.ts';
import {
  DEFAULT_SCENARIO_DIR,
  PACKAGE_ROOT,
  loadAdapter,
  loadRequirements,
  loadScenarios,
} from '../../src/runner/load.ts';
import { runOptions, runScenarios } from '../../src/runner/run.ts';
import { LAYERS } from '../../src/runner/model.ts';
import { RUNNER_CHECKS } from '../../src/runner/left-behind.ts';
import { Slots } from './slots.ts';

interface Failure {
  layers: Layer[];
  /**
   * Checks whose failure proves the flaw. A list inside is any one of them: for a flaw whose first
   * visible symptom depends on timing (retrying forever is too many posts in one window, or posts after
   * another), either symptom proves it.
   */
  checks: Array<string | string[]>;
}

interface Control {
  adapter: string;
  flaw: string;
  /** The bot without a flaw that its proof checks must pass on, when not the catalog's: one with the same capabilities. */
  baseline?: string;
  fails: Record<string, Failure>;
}

/** A bot without a flaw answering in a style real bots use, which the spec allows. */
interface Style {
  adapter: string;
  style: string;
  /** Scenarios it plays with no failed check and the delivery layer passing. */
  passes: string[];
  /** Per scenario, checks it leaves untested (not-covered) rather than failed: what the kit cannot see. */
  untested?: Record<string, string[]>;
}

interface Catalog {
  baseline: string;
  controls: Control[];
  styles: Style[];
}

const styleScenarios = (style: Style) => [...style.passes, ...Object.keys(style.untested ?? {})];

const HERE = import.meta.dirname;
const catalog = JSON.parse(readFileSync(join(HERE, 'catalog.json'), 'utf8')) as Catalog;
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
const shownOn = [...new Set(catalog.controls.flatMap((c) => Object.keys(c.fails)))];

/** Per baseline adapter and scenario, the checks whose failure proves some control's flaw. */
const proofs = new Map<string, Map<string, string[]>>();
for (const control of catalog.controls) {
  const baseline = control.baseline ?? catalog.baseline;
  const scenarios = proofs.get(baseline) ?? new Map<string, string[]>();
  proofs.set(baseline, scenarios);
  for (const [id, failure] of Object.entries(control.fails))
    scenarios.set(id, [...(scenarios.get(id) ?? []), ...failure.checks.flat()]);
}

/**
 * Two scenarios play at once in each shard, as one run with --workers 2 would: a control with a single
 * scenario does not leave the second slot idle. Vitest runs two shards at once (one per core), each in
 * its own process with its own doubles, so at most four scenarios play on the machine at a time.
 */
const workers = new Slots(2);
const plays = new Map<string, Promise<ScenarioResult>>();

/** Plays scenario `id` against the adapter, each time afresh, in one of the shard's two slots. */
function playOnce(adapterFile: string, id: string): Promise<ScenarioResult> {
  return workers.use(async () => {
    const report = await runScenarios(
      runOptions({
        adapter: loadAdapter(resolve(HERE, adapterFile)),
        scenarios: corpus.filter((s) => s.scenario.id === id),
        requirements,
        ...(databases ? { databases } : {}),
      }),
    );
    const played = report.scenarios[0];
    if (!played) throw new Error(`${id} is not in the corpus`);
    return played;
  });
}

/** The play of `id` against the adapter, started once however many tests look at it. */
function play(adapterFile: string, id: string): Promise<ScenarioResult> {
  const key = `${adapterFile} ${id}`;
  let result = plays.get(key);
  if (!result) {
    result = playOnce(adapterFile, id);
    // Awaited by its test later; until then a failure must not count as unhandled.
    result.catch(() => undefined);
    plays.set(key, result);
  }
  return result;
}

/**
 * The play of `id` against the adapter, judged by `wrong` (what is not as expected, or nothing). At a load of
 * 10–15 — the kit tier beside the corpus on two cores — a play now and then misses a timing window its bot
 * has nothing to do with (an ACK past 3 s, a draft write landing after the turn's end): a play found wrong is
 * played once more, and the first one told on stderr; only a second play as wrong fails the test. A harness
 * error is the kit's own and is never played again.
 */
async function judged(
  adapterFile: string,
  id: string,
  wrong: (result: ScenarioResult) => string | undefined,
): Promise<ScenarioResult> {
  const first = await play(adapterFile, id);
  const why = first.harnessError === undefined ? wrong(first) : undefined;
  if (why === undefined) return first;
  process.stderr.write(`controls: ${adapterFile} on ${id} played again, the first play ${why}\n`);
  return playOnce(adapterFile, id);
}

/**
 * A multi-instance control (adapter instances) plays over the PostgreSQL cluster vitest started for the
 * run (test/postgres-setup.ts), a fresh database per scenario; without PostgreSQL on the machine it is
 * skipped, and the test's name says so.
 */
const postgresUrl = inject('postgresUrl');
const databases = postgresUrl === '' ? undefined : new ServerDatabases(postgresUrl);
const needsPostgres = (adapterFile: string) =>
  loadAdapter(resolve(HERE, adapterFile)).adapter.instances !== undefined;
const playable = (adapterFile: string) => databases !== undefined || !needsPostgres(adapterFile);
const NO_POSTGRES = ' — SKIPPED: no PostgreSQL on this machine (initdb not found)';

const failedLayers = (result: ScenarioResult) => LAYERS.filter((l) => result.verdicts[l].status === 'fail');
const failedChecks = (result: ScenarioResult) =>
  result.checks.filter((c) => c.status === 'fail').map((c) => c.id);
const MINUTES = 60_000;
/** Checks the runner appends to every scenario, and only when they fail (left-behind.ts). */
const ADDED_ON_FAILURE: readonly string[] = Object.values(RUNNER_CHECKS);

/** A baseline bot's proof checks on one scenario: the unit of the baseline's test. */
interface Proof {
  baseline: string;
  id: string;
  checks: string[];
}

/** What is not as the catalog lists in a control's play: its failed layers, and one of each listed check failed. */
function unlisted(result: ScenarioResult, expected: Failure): string | undefined {
  const layers = failedLayers(result);
  if (JSON.stringify(layers) !== JSON.stringify(expected.layers))
    return `failed the layers ${JSON.stringify(layers)}: ${JSON.stringify(result.verdicts)}`;
  const failed = failedChecks(result);
  const missed = expected.checks
    .map((proof) => (typeof proof === 'string' ? [proof] : proof))
    .find((anyOf) => !anyOf.some((c) => failed.includes(c)));
  return missed && `failed none of ${missed.join(', ')} (failed: ${failed.join(', ')})`;
}

/** A control fails exactly the layers the catalog lists on scenario `id`, through one of each listed check. */
async function expectFails(control: Control, id: string, expected: Failure): Promise<void> {
  const result = await judged(control.adapter, id, (r) => unlisted(r, expected));
  expect(result.harnessError, id).toBeUndefined();
  expect(failedLayers(result), `${id}: ${JSON.stringify(result.verdicts)}`).toEqual(expected.layers);
  const failed = failedChecks(result);
  for (const proof of expected.checks) {
    const anyOf = typeof proof === 'string' ? [proof] : proof;
    expect(
      anyOf.filter((c) => failed.includes(c)),
      `${id}: one of ${anyOf.join(', ')} fails (failed: ${failed.join(', ')})`,
    ).not.toEqual([]);
  }
}

/** The runner's own checks a play added (they are there only when they found something). */
const runnerFound = (result: ScenarioResult) =>
  result.checks.filter((c) => ADDED_ON_FAILURE.includes(c.id)).map((c) => `${c.id}: ${c.message}`);

/** The status of each of `checks` in the play, those the runner adds only on failure left out. */
function proofStatus(result: ScenarioResult, checks: string[]): Record<string, string> {
  return Object.fromEntries(result.checks.filter((c) => checks.includes(c.id)).map((c) => [c.id, c.status]));
}

/** The baseline passes every check whose failure proves some control's flaw on the scenario. */
async function expectProof({ baseline, id, checks }: Proof): Promise<void> {
  // An invariant the runner adds only where it found a failure is absent on a bot without the flaw.
  const proven = Object.fromEntries(
    checks.filter((c) => !ADDED_ON_FAILURE.includes(c)).map((c) => [c, 'pass']),
  );
  const result = await judged(baseline, id, (r) => {
    const found = runnerFound(r);
    if (found.length > 0) return `had the runner find ${found.join('; ')}`;
    const status = proofStatus(r, checks);
    const passed = Object.keys(proven).every((c) => status[c] === 'pass');
    return passed && Object.keys(status).length === Object.keys(proven).length
      ? undefined
      : `had ${JSON.stringify(status)}`;
  });
  expect(result.harnessError, id).toBeUndefined();
  expect(runnerFound(result), `${baseline} ${id}: the runner's own checks`).toEqual([]);
  expect(proofStatus(result, checks), `${baseline} ${id}: ${JSON.stringify(result.verdicts)}`).toEqual(
    proven,
  );
}

/**
 * What one shard plays: whole controls, whole styles, and baseline proofs, dealt so each shard has about as
 * many plays. The multi-instance controls (adapter instances, over PostgreSQL) and their baseline's proofs
 * are a set of shards of their own (`instances`), the rest the others.
 */
function shardOf(
  shard: number,
  shards: number,
  instances: boolean,
): { controls: Control[]; styles: Style[]; proofs: Proof[] } {
  const units = [
    ...catalog.controls
      .filter((c) => needsPostgres(c.adapter) === instances)
      .map((control) => ({ control, plays: Object.keys(control.fails).length })),
    ...catalog.styles
      .filter((s) => needsPostgres(s.adapter) === instances)
      .map((style) => ({ style, plays: styleScenarios(style).length })),
    ...[...proofs]
      .filter(([baseline]) => needsPostgres(baseline) === instances)
      .flatMap(([baseline, scenarios]) =>
        [...scenarios].map(([id, checks]) => ({ proof: { baseline, id, checks }, plays: 1 })),
      ),
  ].sort((a, b) => b.plays - a.plays);
  const load = new Array<number>(shards).fill(0);
  const mine: { controls: Control[]; styles: Style[]; proofs: Proof[] } = {
    controls: [],
    styles: [],
    proofs: [],
  };
  for (const unit of units) {
    // Each unit to the least loaded shard, first one on a tie: the same split in every process.
    const to = load.indexOf(Math.min(...load));
    load[to]! += unit.plays;
    if (to !== shard - 1) continue;
    if ('control' in unit) mine.controls.push(unit.control);
    else if ('style' in unit) mine.styles.push(unit.style);
    else mine.proofs.push(unit.proof);
  }
  return mine;
}

/**
 * Controls: deliberately wrong implementations that each scenario must catch (KIT-FEATURES.md), in
 * `shards` test files so that vitest spreads them over its workers; this is shard `shard` (1-based).
 */
export function describeControls(shard: number, shards: number, instances = false): void {
  const { controls, styles, proofs: mine } = shardOf(shard, shards, instances);

  describe(`${instances ? 'multi-instance controls' : 'controls'} (shard ${shard} of ${shards})`, () => {
    beforeAll(() => {
      for (const control of controls.filter((c) => playable(c.adapter)))
        for (const id of Object.keys(control.fails)) void play(control.adapter, id);
      for (const { baseline, id } of mine.filter((p) => playable(p.baseline))) void play(baseline, id);
      for (const style of styles) for (const id of styleScenarios(style)) void play(style.adapter, id);
    });

    if (shard === 1 && !instances) {
      it('every scenario of the corpus is failed by at least one control', () => {
        expect(corpus.map((s) => s.scenario.id).filter((id) => !shownOn.includes(id))).toEqual([]);
      });
    }

    for (const control of controls) {
      const name = `${control.adapter} (${control.flaw}) fails exactly the listed layers, through the listed checks`;
      it.skipIf(!playable(control.adapter))(
        playable(control.adapter) ? name : name + NO_POSTGRES,
        { timeout: 5 * MINUTES },
        async () => {
          for (const [id, expected] of Object.entries(control.fails))
            await expectFails(control, id, expected);
        },
      );
    }

    for (const style of styles) {
      it(
        `${style.adapter} (${style.style}) is failed for nothing the spec allows`,
        { timeout: 5 * MINUTES },
        async () => {
          for (const id of style.passes) {
            const result = await judged(style.adapter, id, (r) =>
              failedChecks(r).length > 0 || r.verdicts.delivery.status !== 'pass'
                ? `failed ${failedChecks(r).join(', ')}: ${JSON.stringify(r.verdicts)}`
                : undefined,
            );
            expect(result.harnessError, id).toBeUndefined();
            expect(failedChecks(result), `${id}: ${JSON.stringify(result.verdicts)}`).toEqual([]);
            expect(result.verdicts.delivery.status, id).toBe('pass');
          }
          for (const [id, checks] of Object.entries(style.untested ?? {})) {
            const result = await play(style.adapter, id);
            expect(result.harnessError, id).toBeUndefined();
            expect(failedChecks(result), id).toEqual([]);
            const status = Object.fromEntries(
              result.checks
                .filter((c) => checks.includes(c.id))
                .map((c) => [c.id, `${c.status} (${c.reason})`]),
            );
            expect(status, id).toEqual(Object.fromEntries(checks.map((c) => [c, 'untested (not-covered)'])));
          }
        },
      );
    }

    it('the bot without a flaw passes every check that a flaw fails', { timeout: 5 * MINUTES }, async () => {
      expect(mine.length, 'proofs dealt to this shard').toBeGreaterThan(0);
      for (const proof of mine) {
        if (!playable(proof.baseline)) {
          process.stderr.write(`controls: ${proof.baseline} ${proof.id}${NO_POSTGRES}\n`);
          continue;
        }
        await expectProof(proof);
      }
    });
  });
}

/**
 * The kit's smoke in `npm test` (test/kit-smoke.test.ts), a few plays of what the kit tier plays in full:
 * scenarios the reference server must pass on every layer, and one control on one scenario it must fail, in
 * the catalog's layers through its checks, beside its baseline passing that scenario's proof checks.
 */
export function describeSmoke(options: { reference: string[]; control: string; scenario: string }): void {
  const control = catalog.controls.find((c) => c.adapter === options.control);
  const expected = control?.fails[options.scenario];
  if (!control || !expected) throw new Error(`the catalog has no ${options.control} on ${options.scenario}`);
  const baseline = control.baseline ?? catalog.baseline;
  const checks = proofs.get(baseline)?.get(options.scenario) ?? [];
  const reference = join(PACKAGE_ROOT, 'reference.impl.json');

  describe('kit smoke', () => {
    beforeAll(() => {
      for (const id of options.reference) void play(reference, id);
      void play(control.adapter, options.scenario);
      void play(baseline, options.scenario);
    });

    it(`the reference server passes ${options.reference.join(', ')}`, { timeout: 5 * MINUTES }, async () => {
      for (const id of options.reference) {
        const result = await play(reference, id);
        expect(result.harnessError, id).toBeUndefined();
        expect(failedChecks(result), `${id}: ${JSON.stringify(result.verdicts)}`).toEqual([]);
        expect(failedLayers(result), id).toEqual([]);
      }
    });

    it(
      `${control.adapter} (${control.flaw}) fails ${options.scenario} in the listed layers`,
      { timeout: 5 * MINUTES },
      () => expectFails(control, options.scenario, expected),
    );

    it(`${baseline} passes the checks that prove it on ${options.scenario}`, { timeout: 5 * MINUTES }, () =>
      expectProof({ baseline, id: options.scenario, checks }),
    );
  });
}
