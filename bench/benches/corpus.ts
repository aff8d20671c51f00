import { performance } from 'node:perf_hooks';
import type { Report, Scenario } from '../../generated/types/index.ts';
import {
  DEFAULT_SCENARIO_DIR,
  loadAdapter,
  loadRequirements,
  loadScenarios,
  type LoadedScenario,
} from '../../harness/src/runner/load.ts';
import { LAYERS } from '../../harness/src/runner/model.ts';
import { runOptions, runScenarios, selectScenarios } from '../../harness/src/runner/run.ts';
import { FLOOR_ADAPTER, REFERENCE_ADAPTER } from '../implementations.ts';
import { quantile } from '../measure.ts';
import { row, type Row } from '../row.ts';

export interface CorpusSizes {
  /** Globs of the scenarios played; all of them when absent. */
  scenarios?: string[];
  /** Plays of the one-message scenario per implementation, for the overhead. */
  overheadPlays: number;
}

const requirements = loadRequirements();

/** One message and its ACK: what every scenario costs beyond its own steps (doubles, launch, readiness, teardown). */
const OVERHEAD: LoadedScenario = (() => {
  const scenario: Scenario = {
    id: 'bench/overhead',
    title: 'one message, one ACK',
    description: 'Benchmark: the cost of a scenario around its steps.',
    requirements: ['TR-001'],
    steps: [
      { do: 'provider.send', chat: 'p2p:alice', text: 'hi', as: 'm1' },
      { expect: 'provider.ack', of: 'm1', within: 5000, layer: 'transport' },
    ],
  };
  return { file: '(bench)', scenario, text: JSON.stringify(scenario) };
})();

async function timed(
  adapterFile: string,
  scenarios: LoadedScenario[],
  workers: number,
): Promise<{ seconds: number; report: Report }> {
  const started = performance.now();
  const report = await runScenarios(
    runOptions({ adapter: loadAdapter(adapterFile), scenarios, requirements, workers }),
  );
  return { seconds: (performance.now() - started) / 1000, report };
}

async function overhead(adapterFile: string, plays: number): Promise<number> {
  const seconds: number[] = [];
  for (let i = 0; i < plays; i++) {
    const { seconds: s, report } = await timed(adapterFile, [OVERHEAD], 1);
    if (report.scenarios[0]?.verdicts.transport.status !== 'pass')
      throw new Error(`${adapterFile}: the overhead scenario did not pass`);
    seconds.push(s);
  }
  return quantile(seconds, 0.5)!;
}

const verdicts = (r: Report) =>
  JSON.stringify(r.scenarios.map((s) => [s.id, LAYERS.map((l) => s.verdicts[l].status)]));

/**
 * The kit's per-scenario overhead against an implementation ready at once that answers nothing, and the
 * corpus against the reference with 1 and 2 workers, which must give the same verdicts.
 */
export async function corpus(
  sizes: CorpusSizes,
  progress: (line: string) => void,
  fail: (message: string) => void,
): Promise<Row[]> {
  progress(`per-scenario overhead: ${sizes.overheadPlays} plays each of a one-message scenario`);
  const floorOverhead = await overhead(FLOOR_ADAPTER, sizes.overheadPlays);
  const referenceOverhead = await overhead(REFERENCE_ADAPTER, sizes.overheadPlays);
  const all = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
  const scenarios = sizes.scenarios ? selectScenarios(all, { scenario: sizes.scenarios }) : all;
  progress(`the corpus (${scenarios.length} scenarios) against the reference with 1 worker`);
  const serial = await timed(REFERENCE_ADAPTER, scenarios, 1);
  progress(`the corpus with 2 workers`);
  const parallel = await timed(REFERENCE_ADAPTER, scenarios, 2);
  if (verdicts(serial.report) !== verdicts(parallel.report))
    fail('the corpus gave other verdicts with 2 workers than with 1');
  const failing = serial.report.scenarios
    .filter((s) => LAYERS.some((l) => s.verdicts[l].status === 'fail'))
    .map((s) => s.id);
  if (failing.length > 0) fail(`the reference failed ${failing.join(', ')}`);
  const kitAlone = scenarios.length * floorOverhead;
  return [
    row({
      id: 'corpus/overhead-per-scenario',
      title: 'one scenario around its steps: doubles, launch, readiness, teardown',
      unit: 's',
      floorIs: 'an implementation ready at once that answers nothing (the bare SDK WSClient)',
      floor: floorOverhead,
      value: referenceOverhead,
      note: `median of ${sizes.overheadPlays} plays; the reference runs from its TypeScript sources through tsx in a checkout`,
    }),
    row({
      id: 'corpus/1-worker',
      title: `the corpus, ${scenarios.length} scenarios, 1 worker`,
      unit: 's',
      floorIs: "the kit's overhead alone: the scenarios × the floor's per-scenario overhead",
      floor: kitAlone,
      value: serial.seconds,
    }),
    row({
      id: 'corpus/2-workers',
      title: `the corpus, ${scenarios.length} scenarios, 2 workers`,
      unit: 's',
      floorIs: 'the 1-worker time halved',
      floor: serial.seconds / 2,
      value: parallel.seconds,
      note:
        verdicts(serial.report) === verdicts(parallel.report)
          ? 'the same verdicts as 1 worker'
          : 'OTHER verdicts than 1 worker',
    }),
  ];
}
