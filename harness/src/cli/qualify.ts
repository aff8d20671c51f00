import { UsageError } from '../runner/errors.ts';
import { exitOnHarnessError, parseFlags, REPORT_FLAGS, reportersFor } from './report-flags.ts';
import { DEFAULT_SCENARIO_DIR, loadRequirements, loadScenarios } from '../runner/load.ts';
import type { RunFilters } from '../runner/run.ts';
import { loadProfile } from '../qualify/profile.ts';
import { DEFAULT_PERSON_WAIT_MS } from '../qualify/person.ts';
import {
  DEFAULT_POLL_MS,
  DEFAULT_TIMEOUT_SCALE,
  qualify,
  selectForQualification,
} from '../qualify/qualify.ts';

export const QUALIFY_USAGE = `Usage: larkspur qualify --profile <live.json> [options]

Drills a pinned install that is already running as your Lark bot, with synthetic content, through
the real Lark API only: it writes as the drill user (user access token) and reads the chat back.
Nothing is launched and no double is used. Only checks marked "mode": "structural" are measured;
exact checks (scripted answers, acknowledgements, host calls, control projections) and actions
that need the doubles (faults, redelivery, restarts) are reported untested (live). A step only a
person can do — click a button of the bot's card, send an image or a file — is printed as a
"[person]" line saying what to do where, and the drill waits for it, bounded.

The profile (spec/schemas/qualify/profile.schema.json) names the install and its pinned version,
the Lark domain, the bot's app id, the drill user's private chat with the bot, optionally the
control API, and the NAMES of the environment variables holding the secrets.

Options:
  --profile FILE         the qualification profile (required)
  --scenario GLOB        only scenarios whose id matches; repeatable (replaces the profile's ids)
  --tag TAG              only scenarios with this tag; repeatable (replaces the profile's tags)
  --scenarios DIR        the scenario corpus (default: the bundled scenarios/)
  --timeout-scale N      multiply every check window by N (default: the profile's, else ${DEFAULT_TIMEOUT_SCALE})
  --poll-ms MS           list the chat this often while a check waits (default: the profile's, else ${DEFAULT_POLL_MS})
  --person-wait-ms MS    how long a step only a person can do live may take (default: the profile's, else
                         ${DEFAULT_PERSON_WAIT_MS / 1000} s): the drill prints "[person] …" — click this button on that card,
                         send an image to that chat — and waits; past it the rest of the scenario is untested
  --json FILE            write the JSON report (spec/schemas/report/report.schema.json)
  --junit FILE           write JUnit XML
  --summary FILE         write a Markdown summary; '-' appends to $GITHUB_STEP_SUMMARY (or prints)
  --html FILE            write a self-contained HTML report
  --list                 list the scenarios that would be drilled and exit
  --verbose              show expected and actual of every failed check
  -h, --help             this text

Exit codes: 0 every structural check passed, 1 a failure (or the install runs another version),
2 nothing was measured, 3 a bad profile, a missing secret or a broken harness.
`;

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`--${name} takes a positive number, not "${value}"`);
  return n;
}

function parse(argv: string[]) {
  return parseFlags(argv, {
    profile: { type: 'string' },
    scenario: { type: 'string', multiple: true },
    tag: { type: 'string', multiple: true },
    scenarios: { type: 'string' },
    'timeout-scale': { type: 'string' },
    'poll-ms': { type: 'string' },
    'person-wait-ms': { type: 'string' },
    ...REPORT_FLAGS,
  });
}

export async function main(argv: string[], out: NodeJS.WriteStream = process.stdout): Promise<number> {
  try {
    const args = parse(argv);
    if (args.help) {
      out.write(QUALIFY_USAGE);
      return 0;
    }
    if (!args.profile)
      throw new UsageError('--profile is required: the qualification profile of the install to drill');
    const timeoutScale = positive('timeout-scale', args['timeout-scale']);
    const pollMs = positive('poll-ms', args['poll-ms']);
    const personWaitMs = positive('person-wait-ms', args['person-wait-ms']);
    const loaded = loadProfile(args.profile);
    const requirements = loadRequirements();
    const scenarios = loadScenarios(args.scenarios ?? DEFAULT_SCENARIO_DIR, requirements);
    const ids = args.scenario ?? loaded.profile.scenarios?.ids;
    const tags = args.tag ?? loaded.profile.scenarios?.tags;
    const filters: RunFilters = { ...(ids ? { scenario: ids } : {}), ...(tags ? { tag: tags } : {}) };
    if (args.list) {
      const selected = selectForQualification(scenarios, filters);
      for (const { scenario } of selected)
        out.write(`${scenario.id}  ${scenario.requirements.join(' ')}\n    ${scenario.title}\n`);
      out.write(`${selected.length} scenario(s)\n`);
      return selected.length > 0 ? 0 : 2;
    }
    const reporters = reportersFor(args, out);
    const report = await qualify({
      loaded,
      scenarios,
      requirements,
      filters,
      reporters,
      today: new Date().toISOString().slice(0, 10),
      ...(timeoutScale !== undefined ? { timeoutScale } : {}),
      ...(pollMs !== undefined ? { pollMs } : {}),
      ...(personWaitMs !== undefined ? { personWaitMs } : {}),
      say: (line) => out.write(`${line}\n`),
    });
    return report.exitCode;
  } catch (error) {
    return exitOnHarnessError('qualify', error);
  }
}
