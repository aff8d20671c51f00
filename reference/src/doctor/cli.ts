import { LaunchError } from '../launch/launch-error.ts';
import { readServeConfig } from '../launch/serve-config.ts';
import {
  hostChecks,
  localChecks,
  variablesCheck,
  providerChecks,
  runningChecks,
  type DoctorConfig,
  type DoctorLine,
} from './checks.ts';
import { journalCheck } from './journal-check.ts';

const HELP = `Usage: larkspur doctor [--chat CHAT_ID]... [serve options]

Checks a configured install of the reference server without changing anything at the provider: reads
of the Lark API only, the host command started and closed again, the data directory looked at.
It takes the settings of 'larkspur serve' (its environment and flags; see 'larkspur serve --help'):
give it those of the serve it checks — the data directory above all (--data-dir or LARKSPUR_DATA_DIR,
default ~/.larkspur), or it checks another folder than the one serve runs on. Its lines name the folder.

Checks, one line each:
  variables       no LARKSPUR_ variable is a slip away from one serve reads (it would be ignored)
  credentials     the app id and secret get a tenant token
  bot identity    the bot capability is on: bot info names the bot
  chat CHAT_ID    the bot is in each chat given with --chat (or LARKSPUR_DOCTOR_CHATS=oc_a,oc_b)
  host            the host command starts and its initialize user agent has the pinned version
  model provider  with --model-provider: a thread started on the host reads it back (HO-002)
  data directory  the data directory is owner-only (absent is fine: serve creates it so)
  consumer lease  no running instance holds the data directory's consumer lease (skip: no data directory)
  running serve   where a serve runs on the data directory, its /v1/ready answers (skip: none runs)
  store now       that serve's store answers now, or since when it fails and why
  host now        that serve's host process runs, or since when it is stopped or gone
  intake journal  nothing acknowledged waits in the data directory outside the store: a serve that stopped
                  by a crash leaves what it did not move, only there (fail: start serve on it once)

Options:
  --chat CHAT_ID   a chat the bot must be in; repeat for more
  --timeout-ms N   per provider call and host request (default 10000)
  -h, --help       this text

Exit codes: 0 every check ok (or skipped for want of configuration), 1 a check failed, 3 a setting is
missing or wrong.
`;

/** Splits doctor's own flags from the serve settings it shares. */
function ownFlags(argv: string[]): { chats: string[]; timeoutMs: number; rest: string[] } {
  const chats: string[] = [];
  const rest: string[] = [];
  let timeoutMs = 10_000;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name !== '--chat' && name !== '--timeout-ms') {
      rest.push(argv[i]!);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined)
      throw new LaunchError('BAD_SETTING', `${name} needs a value — run 'larkspur doctor --help'`);
    if (name === '--chat') chats.push(value);
    else if (/^[1-9][0-9]*$/.test(value)) timeoutMs = Number(value);
    else
      throw new LaunchError('BAD_SETTING', `--timeout-ms '${value}' is not a whole number of milliseconds`);
  }
  return { chats, timeoutMs, rest };
}

function format(lines: DoctorLine[]): string {
  const width = Math.max(...lines.map((l) => l.check.length));
  return lines.map((l) => `${l.status.padEnd(4)}  ${l.check.padEnd(width)}  ${l.detail}\n`).join('');
}

/** `larkspur doctor`: one line per check, exit 0 when none failed. */
export async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  let config: DoctorConfig;
  let timeoutMs: number;
  try {
    const own = ownFlags(argv);
    const fromEnv = (process.env.LARKSPUR_DOCTOR_CHATS ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    config = { ...readServeConfig(process.env, own.rest), chats: [...new Set([...own.chats, ...fromEnv])] };
    timeoutMs = own.timeoutMs;
  } catch (error) {
    if (!(error instanceof LaunchError)) throw error;
    process.stderr.write(
      `larkspur doctor: ${error.message.replace('larkspur serve --help', 'larkspur doctor --help')}\n`,
    );
    return 3;
  }
  const lines = [
    variablesCheck(process.env),
    ...(await providerChecks(config, timeoutMs)),
    ...(await hostChecks(config, timeoutMs)),
    ...localChecks(config),
    ...(await runningChecks(config, timeoutMs)),
    await journalCheck(config, timeoutMs),
  ];
  process.stdout.write(format(lines));
  return lines.some((l) => l.status === 'fail') ? 1 : 0;
}
