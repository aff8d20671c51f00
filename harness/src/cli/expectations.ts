import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Expectations, Report } from '../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { HarnessError } from '../runner/errors.ts';
import { loadAdapter, loadValidated } from '../runner/load.ts';
import { KEPT_RUNS, recordedRuns, runsDir } from '../report/recorded-runs.ts';
import { wrap } from '../report/console.ts';
import { writeAtomic } from '../report/write-atomic.ts';
import { updateExpectations } from '../expectations/update.ts';

const USAGE = `Usage: larkspur expectations update --impl <file.impl.json> [options]

Rewrites the implementation's expectations file (its known divergences) from one run against it:
every failing check becomes an entry, entries that now pass are removed, entries for scenarios the
run did not measure are kept. It takes the newest finished 'larkspur run' of the adapter, kept under
.larkspur/runs/ in the directory the run was started from (each run in a file of its own, the newest
${KEPT_RUNS}), and says which; --from takes another.

Options:
  --impl FILE        the adapter file; its "expectations" field names the file to rewrite
  --from FILE        the run to take: a report of 'larkspur run --json FILE', or one under .larkspur/runs/
  --reason TEXT      reason for new entries (default: "not yet explained")
  --tracking REF     tracking reference for new entries (default: "untracked")
  --expires DATE     YYYY-MM-DD expiry of new entries (default: 30 days from today)
  -h, --help         this text
`;

const fromCwd = (file: string) => relative(process.cwd(), file) || '.';

/** Which run the update takes, in one line: when it ended, what it ran, and where it is. */
function describeRun(report: Report, file: string): string {
  const { manifest } = report;
  const ended = new Date(Date.parse(manifest.startedAt) + manifest.durationMs).toISOString();
  const filters = Object.entries(manifest.filters)
    .map(([k, v]) => `--${k} ${Array.isArray(v) ? v.join(` --${k} `) : String(v)}`)
    .join(' ');
  return (
    `from the run that ended ${ended.slice(0, 19).replace('T', ' ')} UTC: ${report.scenarios.length} scenario(s)` +
    `${filters ? `, ${filters}` : ', no filter'}${report.interrupted ? `, interrupted (${report.interrupted.signal})` : ''} — ${fromCwd(file)}`
  );
}

function fail(message: string): number {
  process.stderr.write(`larkspur expectations: ${message}\n`);
  return 3;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        impl: { type: 'string' },
        from: { type: 'string' },
        reason: { type: 'string' },
        tracking: { type: 'string' },
        expires: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message} — run 'larkspur expectations --help'`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals[0] !== 'update' || positionals.length !== 1)
    return fail("the command is 'larkspur expectations update --impl FILE'");
  if (!values.impl) return fail('--impl is required');
  const expires = values.expires ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expires)) return fail(`--expires takes YYYY-MM-DD, not "${expires}"`);
  try {
    const adapter = loadAdapter(values.impl);
    if (!adapter.expectationsFile)
      return fail(`${adapter.file} names no expectations file: add "expectations": "<path>" to it`);
    const runs = recordedRuns(adapter.file);
    const chosen = values.from ?? runs.find((r) => !r.interrupted)?.file;
    if (!chosen)
      return fail(
        `no finished run of ${values.impl} is kept in ${fromCwd(runsDir(adapter.file))} — run 'larkspur run --impl ${values.impl}' first, or give a report with --from`,
      );
    const report = loadValidated<Report>(chosen, SCHEMA_IDS.Report);
    if (report.manifest.implementation.name !== adapter.adapter.name)
      return fail(
        `${chosen} is a run of ${report.manifest.implementation.name}, not of ${adapter.adapter.name}`,
      );
    process.stdout.write(`${wrap(describeRun(report, chosen))}\n`);
    if (Object.keys(report.manifest.filters).length > 0 || report.interrupted) {
      const others = runs.filter((r) => r.file !== resolve(chosen)).slice(0, 3);
      const listed = others.map((r) => `\n    ${fromCwd(r.file)}`).join('');
      process.stdout.write(
        `${wrap(`it ran ${report.scenarios.length} scenario(s): only their entries change; those of other scenarios are kept as they are${others.length > 0 ? '. To take another run, --from one of:' : ''}`, '  ')}${listed}\n`,
      );
    }
    const current: Expectations = existsSync(adapter.expectationsFile)
      ? loadValidated<Expectations>(adapter.expectationsFile, SCHEMA_IDS.Expectations)
      : { implementation: adapter.adapter.name, divergences: [] };
    const result = updateExpectations(current, report, {
      reason: values.reason ?? 'not yet explained',
      tracking: values.tracking ?? 'untracked',
      expires,
    });
    writeAtomic(adapter.expectationsFile, `${JSON.stringify(result.expectations, null, 2)}\n`);
    for (const t of result.added) process.stdout.write(`+ ${t}\n`);
    for (const t of result.removed) process.stdout.write(`- ${t} (now passes)\n`);
    process.stdout.write(
      `${adapter.expectationsFile}: ${result.added.length} added, ${result.removed.length} removed, ${result.kept.length} kept\n`,
    );
    if (result.added.length > 0 && !values.reason)
      process.stdout.write(
        'Give the new entries a reason and a tracking reference before you commit them.\n',
      );
    return 0;
  } catch (error) {
    if (error instanceof HarnessError) return fail(error.message);
    throw error;
  }
}
