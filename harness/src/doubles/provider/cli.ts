import { parseArgs } from 'node:util';
import { ProviderDouble, type ProviderDoubleOptions } from './double.ts';
import { UsageError } from './errors.ts';

/** The user whose token is printed: the user the guides' side-channel examples write as. */
const DEMO_USER = 'alice';

const USAGE = `Usage: larkspur doubles provider [options]

The fake Lark Open Platform on 127.0.0.1: tenant token, long-connection discovery and protobuf
frames, the IM message calls, and a side channel under /__double/ to drive it by hand (inject a
message, redeliver, read records and messages; see docs/implementing-a-bridge.md, "The doubles, by hand").

Options:
  --port N               listen on this port for the Lark wire (default 0: a free one)
  --side-port N          listen on this port for the side channel /__double/ (default 0: a free
                         one); a bot is never told it, so it cannot program faults or read records
  --app-id ID            the app id to accept (default: a generated cli_ + 16 hex)
  --app-secret SECRET    the app secret to accept (default: generated)
  --ack-deadline-ms MS   push an event again when not acknowledged within MS (default 3000)
  --ping-interval S      PingInterval sent to clients, in seconds (default 120)
  --seed TEXT            seed fresh ids, to replay a session
  --records              print every record as one JSON line on stdout
  -h, --help             this help

It prints the domain and credentials to give a bot, and a user access token of the demo user
'${DEMO_USER}' with the id of their private chat with the bot (for 'larkspur qualify'), then runs
until interrupted.
`;

function integer(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} needs an integer ≥ ${min}, got '${value}'`);
  return n;
}

interface Parsed {
  port: number;
  sidePort: number;
  records: boolean;
  options: ProviderDoubleOptions;
}

function parse(argv: string[]): Parsed | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'side-port': { type: 'string' },
        'app-id': { type: 'string' },
        'app-secret': { type: 'string' },
        'ack-deadline-ms': { type: 'string' },
        'ping-interval': { type: 'string' },
        seed: { type: 'string' },
        records: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
  if (values.help) return 'help';
  const port = integer('port', values.port, 0) ?? 0;
  if (port > 65535) throw new UsageError(`--port ${port} is out of range`);
  const sidePort = integer('side-port', values['side-port'], 0) ?? 0;
  if (sidePort > 65535) throw new UsageError(`--side-port ${sidePort} is out of range`);
  const ackDeadlineMs = integer('ack-deadline-ms', values['ack-deadline-ms'], 1);
  const pingInterval = integer('ping-interval', values['ping-interval'], 1);
  const options: ProviderDoubleOptions = {
    ...(values['app-id'] !== undefined ? { appId: values['app-id'] } : {}),
    ...(values['app-secret'] !== undefined ? { appSecret: values['app-secret'] } : {}),
    ...(ackDeadlineMs !== undefined ? { ackDeadlineMs } : {}),
    ...(pingInterval !== undefined ? { clientConfig: { PingInterval: pingInterval } } : {}),
    ...(values.seed !== undefined ? { seed: values.seed } : {}),
  };
  return { port, sidePort, records: values.records ?? false, options };
}

function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}

/** `larkspur doubles provider`: run the provider double alone until interrupted. */
export async function main(argv: string[]): Promise<number> {
  let parsed: Parsed | 'help';
  let double: ProviderDouble;
  try {
    parsed = parse(argv);
    if (parsed === 'help') {
      process.stdout.write(USAGE);
      return 0;
    }
    double = new ProviderDouble(parsed.options);
    await double.start(parsed.port, parsed.sidePort);
  } catch (error) {
    process.stderr.write(`larkspur doubles provider: ${(error as Error).message}\n`);
    return 3;
  }
  const { url, app, bot } = double;
  const drill = double.issueUserToken(DEMO_USER);
  process.stdout.write(
    [
      `provider double listening on ${url}`,
      `LARKSPUR_LARK_DOMAIN=${url}`,
      `LARKSPUR_LARK_APP_ID=${app.appId}`,
      `LARKSPUR_LARK_APP_SECRET=${app.appSecret}`,
      `LARKSPUR_LARK_VERIFICATION_TOKEN=${double.verificationToken}`,
      `bot: ${bot.name} (${bot.openId})`,
      `LARKSPUR_DRILL_USER_TOKEN=${drill.userAccessToken}`,
      `drill user: ${drill.user} (${drill.openId}), private chat with the bot: ${drill.p2pChatId}`,
      `side channel: ${double.sideChannelUrl}/__double/info`,
      '',
    ].join('\n'),
  );
  if (parsed.records)
    double.recorder.subscribe((record) => process.stdout.write(`${JSON.stringify(record)}\n`));
  await untilInterrupted();
  await double.stop();
  return 0;
}
