import type { Layer } from '../../../generated/types/index.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Expectations, GatePolicy } from '../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { UsageError } from '../runner/errors.ts';
import { exitOnHarnessError, parseFlags, REPORT_FLAGS, reportersFor } from './report-flags.ts';
import {
  DEFAULT_SCENARIO_DIR,
  loadAdapter,
  loadKnobs,
  loadRequirements,
  loadScenarios,
  loadValidated,
  fromCwd,
} from '../runner/load.ts';
import { runScenarios, selectScenarios, type RunFilters } from '../runner/run.ts';
import { ServerDatabases } from '../postgres/databases.ts';
import { LAYERS } from '../runner/model.ts';
import { RunRecorder, runsDir } from '../report/recorded-runs.ts';
import { checkOutputPath } from '../report/output-path.ts';
import { HOST_MODES, hostModeFor, type HostMode } from '../runner/host-mode.ts';

export const RUN_USAGE = `Usage: larkspur run --impl <file.impl.json> [options]

Plays the scenario corpus against an implementation: starts it fresh for every scenario with a
provider double (fake Lark) and an agent host, and reports pass / fail / untested per layer
(transport, admission, host, delivery).

Options:
  --impl FILE            the implementation's adapter file (required)
  --host MODE            the agent host (default: the adapter's "host"): for a bridge that spawns
                         LARKSPUR_HOST_COMMAND (codex-app-server), double (the default: the host double,
                         every host fault scriptable) or codex (a real codex app-server, the pinned
                         @openai/codex); claude-code: the real Claude Code (the pinned
                         @anthropic-ai/claude-code), a \`claude\` first on PATH and in
                         LARKSPUR_CLAUDE_PATH; model-api: the bridge calls a model itself, the model
                         double in OPENAI_BASE_URL and ANTHROPIC_BASE_URL. Real agents run with the model
                         double behind them, no login, no network. What a mode cannot play or see is
                         untested (host-mode), never a pass; the run lists each reason once
  --scenario GLOB        only scenarios whose id matches (e.g. 'admission/*'); repeatable
  --tag TAG              only scenarios with this tag; repeatable
  --layer LAYER          report only these layers (transport|admission|host|delivery); repeatable
  --requirement ID       only scenarios that check this requirement (e.g. TR-002); repeatable
  --scenarios DIR        the scenario corpus (default: the bundled scenarios/)
  --knobs FILE           timing knobs for every scenario (a scenario's own knobs win)
  --json FILE            write the JSON report (spec/schemas/report/report.schema.json)
  --junit FILE           write JUnit XML (a testcase per scenario and layer)
  --summary FILE         write a Markdown summary; '-' appends to $GITHUB_STEP_SUMMARY (or prints)
  --html FILE            write a self-contained HTML report with each failure's transcript
  --gate FILE            gate policy: which failures block (spec/schemas/report/gate-policy.schema.json)
  --workers N            scenarios in parallel, each with its own doubles and data (default 1)
  --shard I/N            run the I-th of N shards of the selection
  --repeat N             run every scenario N times (flake hunting)
  --until-fail           with --repeat: stop at the first failure
  --seed N               recorded in the report, for replay (default: random)
  --startup-timeout MS   readiness deadline (default: the adapter's, else 20000)
  --scenario-timeout MS  budget per scenario (default: the scenario's, else 60000)
  --list                 list the selected scenarios and exit, running nothing
  --keep-data            keep each scenario's data directory
  --postgres-url URL     with an adapter's instances: make each scenario's database in this server
                         (a role that may CREATE DATABASE); default: a throwaway cluster the run starts
  --verbose              show expected and actual of every failed check
  -h, --help             this text

Exit codes: 0 every required check passed (known divergences allowed), 1 a failure,
2 nothing was measured (e.g. a filter that matches nothing), 3 the harness broke or an input is invalid.
`;

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1)
    throw new UsageError(`--${name} takes a positive whole number, not "${value}"`);
  return Number(value);
}

/** `larkspur run`'s flags, parsed strictly: an unknown or malformed one is a usage error. */
export function parseRunFlags(argv: string[]) {
  return parseFlags(argv, {
    impl: { type: 'string' },
    host: { type: 'string' },
    scenario: { type: 'string', multiple: true },
    tag: { type: 'string', multiple: true },
    layer: { type: 'string', multiple: true },
    requirement: { type: 'string', multiple: true },
    scenarios: { type: 'string' },
    knobs: { type: 'string' },
    gate: { type: 'string' },
    workers: { type: 'string' },
    shard: { type: 'string' },
    repeat: { type: 'string' },
    'until-fail': { type: 'boolean' },
    seed: { type: 'string' },
    'startup-timeout': { type: 'string' },
    'scenario-timeout': { type: 'string' },
    'keep-data': { type: 'boolean' },
    'postgres-url': { type: 'string' },
    ...REPORT_FLAGS,
  });
}

/** The filters as they were given on the command line. */
function describeFilters(filters: RunFilters): string {
  const flags = [
    ...(filters.scenario ?? []).map((g) => `--scenario '${g}'`),
    ...(filters.tag ?? []).map((t) => `--tag ${t}`),
    ...(filters.requirement ?? []).map((r) => `--requirement ${r}`),
    ...(filters.layer ?? []).map((l) => `--layer ${l}`),
    ...(filters.shard ? [`--shard ${filters.shard}`] : []),
  ];
  return flags.length > 0 ? flags.join(' ') : 'the corpus (it is empty)';
}

/**
 * Ctrl-C (or SIGTERM) during a run: the first stops the running scenarios — their processes killed, their
 * temporary folders removed — and the run ends with the report of what finished, marked interrupted
 * (exit 130); a second quits at once.
 */
function onInterrupt(out: NodeJS.WritableStream): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const on = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort(name);
    out.write(
      `\nlarkspur run: interrupted (${name}) — stopping the running scenarios and writing the report of those that finished; again to quit at once\n`,
    );
  };
  process.on('SIGINT', on);
  process.on('SIGTERM', on);
  return {
    signal: controller.signal,
    done: () => {
      process.off('SIGINT', on);
      process.off('SIGTERM', on);
    },
  };
}

export async function main(argv: string[], out: NodeJS.WriteStream = process.stdout): Promise<number> {
  try {
    const args = parseRunFlags(argv);
    if (args.help) {
      out.write(RUN_USAGE);
      return 0;
    }
    // Every option is checked before anything is loaded or said: a mistake costs one line, whatever else.
    if (!args.impl)
      throw new UsageError('--impl is required: the adapter file of the implementation to test');
    const layers = args.layer as Layer[] | undefined;
    const badLayer = layers?.find((l) => !(LAYERS as readonly string[]).includes(l));
    if (badLayer) throw new UsageError(`--layer ${badLayer}: use one of ${LAYERS.join(', ')}`);
    if (args.shard !== undefined) {
      const m = /^([0-9]+)\/([0-9]+)$/.exec(args.shard);
      if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2]))
        throw new UsageError(`--shard takes I/N with 1 <= I <= N, not "${args.shard}"`);
    }
    if (args.seed !== undefined && !/^-?[0-9]+$/.test(args.seed))
      throw new UsageError(`--seed takes a whole number, not "${args.seed}"`);
    if (args.host !== undefined && !(HOST_MODES as readonly string[]).includes(args.host)) {
      throw new UsageError(`--host takes ${HOST_MODES.join(', ')}, not "${args.host}"`);
    }
    const postgresUrl = args['postgres-url'];
    if (postgresUrl !== undefined && !/^postgres(ql)?:\/\//.test(postgresUrl)) {
      throw new UsageError(`--postgres-url takes postgres://user@host:port/database, not "${postgresUrl}"`);
    }
    const workers = positiveInt('workers', args.workers) ?? 1;
    const repeat = positiveInt('repeat', args.repeat) ?? 1;
    const startupTimeoutMs = positiveInt('startup-timeout', args['startup-timeout']);
    const scenarioTimeoutMs = positiveInt('scenario-timeout', args['scenario-timeout']);
    const filters: RunFilters = {
      ...(args.scenario ? { scenario: args.scenario } : {}),
      ...(args.tag ? { tag: args.tag } : {}),
      ...(layers ? { layer: layers } : {}),
      ...(args.requirement ? { requirement: args.requirement } : {}),
      ...(args.shard ? { shard: args.shard } : {}),
    };
    const adapter = loadAdapter(args.impl);
    const requirements = loadRequirements();
    const scenarios = loadScenarios(args.scenarios ?? DEFAULT_SCENARIO_DIR, requirements);
    const selected = selectScenarios(scenarios, filters);
    if (selected.length === 0) {
      // Nothing to run, nothing to report: one line, and exit 2 (nothing was measured).
      out.write(
        `larkspur run: no scenario matches ${describeFilters(filters)} (${scenarios.length} in the corpus) — list them with --list; exit 2: nothing was measured\n`,
      );
      return 2;
    }
    if (args.list) {
      for (const { scenario } of selected) {
        const needs = scenario.capabilities?.length ? `  [needs ${scenario.capabilities.join(', ')}]` : '';
        out.write(`${scenario.id}  ${scenario.requirements.join(' ')}${needs}\n    ${scenario.title}\n`);
      }
      out.write(`${selected.length} scenario(s)\n`);
      return 0;
    }
    const baseKnobs = args.knobs ? loadKnobs(args.knobs) : {};
    const gate = args.gate ? loadValidated<GatePolicy>(args.gate, SCHEMA_IDS.GatePolicy) : undefined;
    const expectationsFile = adapter.expectationsFile;
    const warnings: string[] = [];
    if (expectationsFile && !existsSync(expectationsFile)) {
      // A new implementation has no known divergences yet; `expectations update` writes the file from a run.
      warnings.push(
        `the adapter's expectations file ${fromCwd(expectationsFile)} does not exist: no known divergences apply (larkspur expectations update --impl ${args.impl} writes it)`,
      );
    }
    const expectations =
      expectationsFile && existsSync(expectationsFile)
        ? {
            file: expectationsFile,
            content: loadValidated<Expectations>(expectationsFile, SCHEMA_IDS.Expectations),
          }
        : undefined;
    // Every run is kept for `larkspur expectations update`, in a file of its own.
    checkOutputPath(
      'the record of this run,',
      fromCwd(join(runsDir(adapter.file), 'run.json')),
      'run from a folder you can write: runs are kept in .larkspur/ there',
    );
    const reporters = reportersFor(args, out, [new RunRecorder(adapter.file)]);
    const host = await hostModeFor(adapter.adapter.host, args.host as HostMode['mode'] | undefined);
    const interrupt = onInterrupt(out);
    const report = await runScenarios({
      adapter,
      scenarios,
      requirements,
      filters,
      baseKnobs,
      seed: args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31),
      repeat,
      untilFail: args['until-fail'] ?? false,
      workers,
      reporters,
      ...(expectations ? { expectations } : {}),
      ...(gate ? { gate } : {}),
      ...(startupTimeoutMs !== undefined ? { startupTimeoutMs } : {}),
      ...(scenarioTimeoutMs !== undefined ? { scenarioTimeoutMs } : {}),
      ...(args['keep-data'] ? { keepData: true } : {}),
      host,
      ...(postgresUrl !== undefined ? { databases: new ServerDatabases(postgresUrl) } : {}),
      warnings,
      today: new Date().toISOString().slice(0, 10),
      signal: interrupt.signal,
    }).finally(interrupt.done);
    return report.exitCode;
  } catch (error) {
    return exitOnHarnessError('run', error);
  }
}
