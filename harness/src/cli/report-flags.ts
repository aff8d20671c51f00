import { parseArgs, type ParseArgsConfig } from 'node:util';
import { HarnessError, UsageError } from '../runner/errors.ts';
import type { Reporter } from '../report/reporter.ts';
import { ConsoleReporter } from '../report/console.ts';
import { JsonReporter } from '../report/json.ts';
import { JunitReporter } from '../report/junit.ts';
import { MarkdownReporter } from '../report/markdown.ts';
import { HtmlReporter } from '../report/html.ts';
import { checkOutputPath } from '../report/output-path.ts';

/** The flags every command that reports per layer shares: `run` and `qualify` write the same reports. */
export const REPORT_FLAGS = {
  json: { type: 'string' },
  junit: { type: 'string' },
  summary: { type: 'string' },
  html: { type: 'string' },
  list: { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

export interface ReportFlags {
  json?: string | undefined;
  junit?: string | undefined;
  summary?: string | undefined;
  html?: string | undefined;
  verbose?: boolean | undefined;
}

/** Parses strictly; an unknown or malformed flag is a usage error. */
export function parseFlags<O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    // node's parseArgs explains some mistakes over several lines; a CLI error is one.
    throw new UsageError((error as Error).message.replace(/\s*\n\s*/g, ' '));
  }
}

/** Every report file the flags ask for can be written: checked before anything runs. */
export function checkReportPaths(flags: ReportFlags): void {
  for (const flag of ['json', 'junit', 'summary', 'html'] as const) {
    const file = flags[flag];
    if (file !== undefined && !(flag === 'summary' && file === '-')) checkOutputPath(`--${flag}`, file);
  }
}

/** The console table, then a file reporter for each report flag given (their paths checked first). */
export function reportersFor(
  flags: ReportFlags,
  out: NodeJS.WriteStream,
  extra: Reporter[] = [],
): Reporter[] {
  checkReportPaths(flags);
  const reporters: Reporter[] = [new ConsoleReporter({ out, verbose: flags.verbose ?? false }), ...extra];
  if (flags.json) reporters.push(new JsonReporter(flags.json));
  if (flags.junit) reporters.push(new JunitReporter(flags.junit));
  if (flags.summary) reporters.push(new MarkdownReporter(flags.summary));
  if (flags.html) reporters.push(new HtmlReporter(flags.html));
  return reporters;
}

/** A usage error is one line that points to --help; any other harness error is one line; both exit 3. Anything else is a bug. */
export function exitOnHarnessError(command: string, error: unknown): 3 {
  if (error instanceof UsageError) {
    process.stderr.write(`larkspur ${command}: ${error.message} — see 'larkspur ${command} --help'\n`);
    return 3;
  }
  if (error instanceof HarnessError) {
    process.stderr.write(`larkspur ${command}: ${error.message}\n`);
    return 3;
  }
  throw error;
}
