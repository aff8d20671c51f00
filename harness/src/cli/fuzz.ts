import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Report } from '../../../generated/types/index.ts';
import { ClusterDatabases, ServerDatabases, type DatabaseSource } from '../postgres/databases.ts';
import { UsageError } from '../runner/errors.ts';
import { checkLaunchable } from '../runner/launchable.ts';
import { loadAdapter, loadRequirements, PACKAGE_ROOT, type LoadedAdapter } from '../runner/load.ts';
import { ConsoleReporter } from '../report/console.ts';
import type { Reporter } from '../report/reporter.ts';
import { defaultCasesDir, loadCase } from '../fuzz/cases.ts';
import { runCampaign, runId, type Found } from '../fuzz/campaign.ts';
import { DEFAULT_GENERATE, generatePlan } from '../fuzz/generate.ts';
import { describeSize } from '../fuzz/plan.ts';
import { replayCase } from '../fuzz/replay.ts';
import { tallyLine } from '../fuzz/tally.ts';
import {
  checkReportPaths,
  exitOnHarnessError,
  parseFlags,
  REPORT_FLAGS,
  reportersFor,
} from './report-flags.ts';

/** Past these a run would take hours to generate or to play: a typo, not a plan. */
const MOST = { messages: 2000, chats: 200, kills: 500, faults: 20_000 } as const;

export const FUZZ_USAGE = `Usage: larkspur fuzz --impl <file.impl.json> [--seed S] [--runs N | --seconds S] [options]
       larkspur fuzz --replay <id> [--impl <file.impl.json>]

Seeded fault fuzzing. From a seed, each run generates a conversation load — messages over several
private chats and groups, follow-ups while a chat is busy, a /stop now and then — and a fault plan over
every call and event: answers dropped after the call applied (a lost acknowledgement), 5xx, resets,
Lark's rate-limit codes (230020, 99991400), delays past the client's timeout (knob providerTimeoutMs),
lost, duplicated, reordered and delayed ACKs on the long connection, redeliveries under the same and a
new event id, and kill -9 of the implementation with a restart over the same data directory — with an
adapter of several instances (instances.count 2 or more), the load spread over them and each kill of
one instance, drawn from the seed, while the others go on over the shared store. Instead
of a script, invariants judge each run, per layer:
  transport  every push acknowledged with 200 inside the deadline (a programmed ACK delay not counted)
  admission  no acknowledged request dropped before its turn
  host       no request's input in two turn/starts (no duplicate model run); nothing starts after a /stop
  delivery   every request answered exactly once, or refused, or failed visibly; no draft left provisional
A failure is shrunk by delta debugging over the plan's sends, faults, kills and redeliveries, played
again, saved under --cases for --replay, and (with --write-scenarios) written as a scenario that
\`larkspur run\` plays the same way — so a found bug becomes a corpus scenario.

Options:
  --impl FILE            the implementation's adapter file (with --replay: default, the case's)
  --seed N               the campaign seed (default: random, printed); run n plays plan (seed, n)
  --runs N               runs at most (default 3 when no --seconds)
  --seconds S            start no run after S seconds (the run under way finishes)
  --messages N           messages per run, /stop included (default ${DEFAULT_GENERATE.messages}, at most ${MOST.messages})
  --chats N              conversations: private chats, a group, a group topic (default ${DEFAULT_GENERATE.chats}, at most ${MOST.chats})
  --kills N              kill -9 and restart per run (default ${DEFAULT_GENERATE.kills}, at most ${MOST.kills})
  --faults N             faults per run, at least (default ${DEFAULT_GENERATE.faults}, at most ${MOST.faults})
  --keep-going           go on after a failure (each new kind of failure is shrunk once)
  --no-shrink            save a failing plan as it is
  --shrink-runs N        plays the shrinking may take (default 60)
  --shrink-seconds S     time the shrinking may take (default 900)
  --replays N            plays of a shrunk plan, or of a --replay case (default 3; 1 with --replay)
  --replay ID|FILE       play a saved case again and say whether it fails the same way
  --shrink               with --replay: shrink the case if it fails (one saved with --no-shrink)
  --cases DIR            where cases are saved and read (default .larkspur/fuzz)
  --write-scenarios DIR  write each found case as DIR/fuzz/<id>.json (a corpus scenario)
  --list                 print the plans the seed makes, and exit, running nothing
  --json FILE, --junit FILE, --summary FILE, --html FILE
                         the reports of larkspur run; each run is a scenario, the manifest holds the
                         seed, the budget, every plan and what was found
  --startup-timeout MS   readiness deadline (default: the adapter's, else 20000)
  --keep-data            keep each run's data directory
  --postgres-url URL     with an adapter's instances: make each run's database in this server (a role
                         that may CREATE DATABASE); default: a throwaway cluster the fuzz starts
  --verbose              show expected and actual of every failed check
  -h, --help             this text

Exit codes: 0 every run held every invariant, 1 a run (or the replay) failed, 2 nothing ran,
3 the harness broke or an input is invalid.
`;

function whole(
  name: string,
  value: string | undefined,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} takes a whole number ${range}, not "${value}"`);
  }
  return Number(value);
}

function parse(argv: string[]) {
  return parseFlags(argv, {
    impl: { type: 'string' },
    seed: { type: 'string' },
    runs: { type: 'string' },
    seconds: { type: 'string' },
    messages: { type: 'string' },
    chats: { type: 'string' },
    kills: { type: 'string' },
    faults: { type: 'string' },
    'keep-going': { type: 'boolean' },
    'no-shrink': { type: 'boolean' },
    shrink: { type: 'boolean' },
    'shrink-runs': { type: 'string' },
    'shrink-seconds': { type: 'string' },
    replays: { type: 'string' },
    replay: { type: 'string' },
    cases: { type: 'string' },
    'write-scenarios': { type: 'string' },
    'startup-timeout': { type: 'string' },
    'keep-data': { type: 'boolean' },
    'postgres-url': { type: 'string' },
    ...REPORT_FLAGS,
  });
}

/** The console table only at the end: the fuzz prints its own line per run. */
function endOnly(reporters: Reporter[]): Reporter[] {
  return reporters.map((r) =>
    r instanceof ConsoleReporter ? { onRunEnd: (report) => r.onRunEnd(report) } : r,
  );
}

type Args = ReturnType<typeof parse>;

/** A case names its adapter as a report does: relative to the kit when it is the kit's, else to the cwd it ran in. */
function savedAdapter(file: string): string {
  const inKit = join(PACKAGE_ROOT, file);
  return isAbsolute(file) || !existsSync(inKit) ? file : inKit;
}

function shrinkOptions(args: Args) {
  return {
    enabled: !args['no-shrink'],
    budget: {
      runs: whole('shrink-runs', args['shrink-runs']) ?? 60,
      ms: (whole('shrink-seconds', args['shrink-seconds']) ?? 900) * 1000,
    },
    replays: whole('replays', args.replays, 0) ?? 3,
  };
}

function scenariosOption(args: Args): { writeScenarios?: string } {
  return args['write-scenarios'] ? { writeScenarios: args['write-scenarios'] } : {};
}

function replayCommand(impl: string, cases: string | undefined): (id: string) => string {
  return (id) => `larkspur fuzz --impl ${impl} --replay ${id}${cases ? ` --cases ${cases}` : ''}`;
}

/** Each found case: how it failed, how far it shrank, and the commands that play it again. */
function printFound(
  out: NodeJS.WritableStream,
  found: readonly Found[],
  impl: string,
  scenarios: string | undefined,
): void {
  for (const f of found) {
    out.write(
      `found ${f.id}: ${f.failure.join(', ')} — ${f.units.before} → ${f.units.after} units; replayed ${f.replays.failed}/${f.replays.played} the same way\n`,
    );
    out.write(`  replay:   ${f.replay}\n`);
    if (f.scenarioFile)
      out.write(
        `  scenario: ${f.scenarioFile}  (larkspur run --impl ${impl} --scenarios ${scenarios} --scenario 'fuzz/${f.id}')\n`,
      );
  }
}

async function finish(reporters: Reporter[], report: Report): Promise<void> {
  for (const r of reporters) await r.onRunEnd?.(report);
}

/** The shared store of each run, for an adapter of several instances: --postgres-url's server, else a cluster of its own. */
function databasesFor(adapter: LoadedAdapter, args: Args): DatabaseSource | undefined {
  const url = args['postgres-url'];
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url))
    throw new UsageError(`--postgres-url takes postgres://user@host:port/database, not "${url}"`);
  if (!adapter.adapter.instances) return undefined;
  return url !== undefined ? new ServerDatabases(url) : new ClusterDatabases();
}

export async function main(argv: string[], out: NodeJS.WriteStream = process.stdout): Promise<number> {
  let databases: DatabaseSource | undefined;
  try {
    const args = parse(argv);
    if (args.help) {
      out.write(FUZZ_USAGE);
      return 0;
    }
    if (args.seed !== undefined && !/^-?[0-9]+$/.test(args.seed))
      throw new UsageError(`--seed takes a whole number, not "${args.seed}"`);
    // The reports are written at the end of a long campaign: a path that cannot take them is said now.
    checkReportPaths(args);
    const casesDir = args.cases ?? defaultCasesDir();
    const progress = (line: string) => out.write(`${line}\n`);
    const requirements = loadRequirements();
    const startupTimeoutMs = whole('startup-timeout', args['startup-timeout']);
    const common = {
      requirements,
      progress,
      today: new Date().toISOString().slice(0, 10),
      ...(startupTimeoutMs !== undefined ? { startupTimeoutMs } : {}),
      ...(args['keep-data'] ? { keepData: true } : {}),
    };
    if (args.replay !== undefined) {
      const { plan, file } = loadCase(casesDir, args.replay);
      const adapterFile = args.impl ?? (plan.found ? savedAdapter(plan.found.adapter) : undefined);
      if (!adapterFile) throw new UsageError(`${file} names no adapter: pass --impl`);
      const adapter = loadAdapter(adapterFile);
      checkLaunchable(adapter);
      databases = databasesFor(adapter, args);
      out.write(
        `larkspur fuzz: replaying ${file} against ${adapter.adapter.name}${plan.found ? `; it failed ${plan.found.failure.join(', ')}` : ''}\n`,
      );
      const outcome = await replayCase(plan, file, {
        ...common,
        adapter,
        ...(databases ? { databases } : {}),
        plays: whole('replays', args.replays) ?? 1,
        ...scenariosOption(args),
        ...(args.shrink
          ? {
              minimize: {
                adapter,
                shrink: shrinkOptions(args),
                casesDir,
                ...scenariosOption(args),
                replayCommand: replayCommand(adapterFile, args.cases),
                progress,
              },
            }
          : {}),
      });
      out.write(`\nreplay: ${outcome.same}/${outcome.plays.length} failed the same way\n`);
      if (outcome.scenarioFile) out.write(`scenario: ${outcome.scenarioFile}\n`);
      printFound(out, outcome.found, adapterFile, args['write-scenarios']);
      await finish(endOnly(reportersFor(args, out)), outcome.report);
      return outcome.report.exitCode;
    }
    if (!args.impl)
      throw new UsageError('--impl is required: the adapter file of the implementation to fuzz');
    const adapter: LoadedAdapter = loadAdapter(args.impl);
    checkLaunchable(adapter);
    databases = databasesFor(adapter, args);
    const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
    const runs = whole('runs', args.runs);
    const seconds = whole('seconds', args.seconds, 0);
    const generate = {
      intake: adapter.adapter.intake ?? 'ws',
      longConnection: adapter.adapter.capabilities.includes('long-connection'),
      messages: whole('messages', args.messages, 1, MOST.messages) ?? DEFAULT_GENERATE.messages,
      chats: whole('chats', args.chats, 1, MOST.chats) ?? DEFAULT_GENERATE.chats,
      kills: whole('kills', args.kills, 0, MOST.kills) ?? DEFAULT_GENERATE.kills,
      faults: whole('faults', args.faults, 0, MOST.faults) ?? DEFAULT_GENERATE.faults,
      instances: adapter.adapter.instances?.count ?? 1,
    } as const;
    const budget = {
      ...(runs !== undefined || seconds === undefined ? { runs: runs ?? 3 } : {}),
      ...(seconds !== undefined ? { seconds } : {}),
    };
    if (args.list) {
      for (let run = 1; run <= (budget.runs ?? 1); run++) {
        out.write(`${runId(seed, run)}: ${describeSize(generatePlan(seed, run, generate))}\n`);
      }
      return 0;
    }
    out.write(
      `larkspur fuzz: seed ${seed} against ${adapter.adapter.name}; ${budget.runs !== undefined ? `${budget.runs} run(s)` : ''}${budget.runs !== undefined && budget.seconds !== undefined ? ', ' : ''}${budget.seconds !== undefined ? `${budget.seconds} s` : ''}\n`,
    );
    const { report, found } = await runCampaign({
      ...common,
      adapter,
      ...(databases ? { databases } : {}),
      seed,
      budget,
      generate,
      shrink: shrinkOptions(args),
      keepGoing: args['keep-going'] ?? false,
      casesDir,
      ...scenariosOption(args),
      replayCommand: replayCommand(args.impl, args.cases),
    });
    const runsDone = report.manifest.fuzz?.runs ?? [];
    const fired = runsDone.reduce(
      (n, r) => ({
        faults: n.faults + r.fired.faults,
        kills: n.kills + r.fired.kills,
        redeliveries: n.redeliveries + r.fired.redeliveries,
      }),
      { faults: 0, kills: 0, redeliveries: 0 },
    );
    out.write(
      `\nfuzz: seed ${seed}, ${runsDone.length} run(s) in ${(report.manifest.durationMs / 1000).toFixed(0)} s — ${fired.faults} faults fired, ${fired.kills} kills, ${fired.redeliveries} redeliveries\n` +
        `invariants: ${tallyLine(report.scenarios)}\n`,
    );
    printFound(out, found, args.impl, args['write-scenarios']);
    await finish(endOnly(reportersFor(args, out)), report);
    return report.exitCode;
  } catch (error) {
    return exitOnHarnessError('fuzz', error);
  } finally {
    await databases?.close();
  }
}
