import { parseArgs } from 'node:util';
import type { HostScript } from '../../../../generated/types/index.ts';
import { HostDoubleError, HostUsageError } from './errors.ts';
import { LineChannel } from '../../../../runtime/src/json-rpc/line-channel.ts';
import { runShim } from './shim.ts';

const USAGE = `Usage: larkspur doubles host <mode> [options]

The fake agent host: a pinned subset of the Codex app-server v2 protocol (JSON-RPC, one object a
line), playing a host script (spec/schemas/scenario/host-script.schema.json).

Modes:
  --stdio              speak the host protocol on this process's stdin/stdout: point a host driver
                       at \`larkspur doubles host --stdio\` to try it by hand. Contract violations go
                       to stderr, one line each.
  --listen             serve shims on 127.0.0.1 (port 0). Prints {"hostCommand": "..."} first, then
                       every record as a JSON line; reads "release KEY" lines on stdin. Ends at stdin EOF.
  --shim               the host command a harness gives an implementation: bridge stdio to a
                       listening double. Needs --port and --token; ends when its parent does.

Options:
  --script FILE        host script for --stdio and --listen (default: echo every turn's input)
  --port N             with --shim: the double's port
  --token T            with --shim: the double's token
  -h, --help           this help
`;

interface Parsed {
  mode: 'stdio' | 'listen' | 'shim';
  script?: string;
  port?: number;
  token?: string;
}

function parse(argv: string[]): Parsed | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        stdio: { type: 'boolean' },
        listen: { type: 'boolean' },
        shim: { type: 'boolean' },
        script: { type: 'string' },
        port: { type: 'string' },
        token: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new HostUsageError((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
  if (values.help) return 'help';
  const modes = (['stdio', 'listen', 'shim'] as const).filter((m) => values[m]);
  if (modes.length !== 1) throw new HostUsageError('give exactly one of --stdio, --listen, --shim');
  const mode = modes[0]!;
  if (mode === 'shim') {
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new HostUsageError('--shim needs --port N (1-65535)');
    if (!values.token) throw new HostUsageError('--shim needs --token T');
    if (values.script) throw new HostUsageError('--script goes with --stdio or --listen, not --shim');
    return { mode, port, token: values.token };
  }
  if (values.port || values.token) throw new HostUsageError('--port and --token go with --shim only');
  return { mode, script: values.script };
}

/** `larkspur doubles host`: exit 0 when done, 1 when the shim cannot reach its double, 3 on bad usage. */
export async function main(argv: string[]): Promise<number> {
  let parsed: Parsed | 'help';
  let script: HostScript = {};
  try {
    parsed = parse(argv);
    // The shim is spawned per host start: it must not pay for loading the double and its validators.
    if (parsed !== 'help' && parsed.script)
      script = (await import('./script-file.ts')).readHostScript(parsed.script);
  } catch (error) {
    if (!(error instanceof HostDoubleError)) throw error;
    process.stderr.write(`larkspur doubles host: ${error.message}\n`);
    return 3;
  }
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (parsed.mode === 'shim') return shim(parsed.port!, parsed.token!);
  return parsed.mode === 'stdio' ? stdio(script) : listen(script);
}

async function shim(port: number, token: string): Promise<number> {
  try {
    await runShim({
      port,
      token,
      input: process.stdin,
      output: process.stdout,
      parentPid: () => process.ppid,
    });
  } catch (error) {
    if (!(error instanceof HostDoubleError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  // stdin may still hold the loop open; the bridge is over.
  process.exit(0);
}

async function stdio(script: HostScript): Promise<number> {
  const { HostDouble } = await import('./host-double.ts');
  const double = new HostDouble({ script });
  double.recorder.subscribe((record) => {
    if (record.kind === 'violation') {
      process.stderr.write(`${record.by} broke the host contract: ${record.errors.join('; ')}\n`);
    }
  });
  const channel = new LineChannel(process.stdin, process.stdout, () => process.stdin.destroy());
  double.attach(channel);
  await new Promise<void>((resolve) => channel.onClose(resolve));
  await double.stop();
  return 0;
}

async function listen(script: HostScript): Promise<number> {
  const { HostDouble } = await import('./host-double.ts');
  const double = new HostDouble({ script });
  await double.start();
  process.stdout.write(`${JSON.stringify({ hostCommand: double.hostCommand() })}\n`);
  double.recorder.subscribe((record) => process.stdout.write(`${JSON.stringify(record)}\n`));
  const commands = new LineChannel(process.stdin, process.stdout, () => process.stdin.destroy());
  commands.onLine = (line) => {
    const [verb, key] = line.trim().split(/\s+/);
    if (verb === 'release' && key) double.release(key);
    else process.stderr.write(`larkspur doubles host: unknown command '${line.trim()}' (use: release KEY)\n`);
  };
  const ended = new Promise<void>((resolve) => commands.onClose(resolve));
  const signalled = new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  await Promise.race([ended, signalled]);
  await double.stop();
  return 0;
}
