import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  ControlClient,
  ControlProtocolError,
  type ControlResponse,
} from '../../../generated/clients/control.ts';
import { UsageError } from '../runner/errors.ts';
import { BROKER_COMMANDS, BROKER_FLAGS } from './ctl-broker.ts';

const USAGE = `Usage: larkspur ctl <command> [args] [--port N] [--token T] [--host H]

Calls the control API of a running implementation and prints the JSON answer.

Commands:
  ready                 GET /v1/ready — versions, capabilities, providerReady, hostReady
  sessions              GET /v1/sessions
  turns SESSION_ID      GET /v1/sessions/{id}/turns
  source MESSAGE_ID     GET /v1/sources/{providerMessageId} — the inbox state of one message
  stop TURN_ID          POST /v1/turns/{id}/stop
  send SESSION_ID MODE TEXT
                        POST /v1/sessions/{id}/inputs — input to a session; MODE is queue, inbox or steer
  inputs SESSION_ID     GET /v1/sessions/{id}/inputs — what was sent to the session, without its text
  trigger SESSION_ID --turn-key KEY INSTRUCTION
                        POST /v1/sessions/{id}/triggers — one turn per turn key; the same key returns its receipt
  trigger-status SESSION_ID KEY
                        GET /v1/sessions/{id}/triggers/{key} — the receipt; reading changes nothing
  triggers SESSION_ID   GET /v1/sessions/{id}/triggers

Attached sessions (an already-running host session answers the conversation):
  attached bind --goal-id G --agent-id A --executor-endpoint-id E --host-surface S --host-session-id H
                --chat-id oc_… [--topic-id om_…]      POST /v1/attached — prints the session
  attached claim --session-id ID --host-surface S --host-session-id H --claim-id C [--wait-seconds N]
                        POST /v1/attached/{id}/claim — the oldest queued input, or claimed: false after N s
  attached complete --session-id ID --turn-id T --host-surface S --host-session-id H --claim-id C
                --completion-id D --response-json FILE  (FILE: {"message": "…"})
                        POST /v1/attached/{id}/complete — delivered as the answer, once per completion id
  attached close --session-id ID --host-surface S --host-session-id H
                        POST /v1/attached/{id}/close — refused while a claim is active
  attached list         GET /v1/attached — content-free

Options:
  --port N    control port (default: $LARKSPUR_CONTROL_PORT)
  --token T   bearer token (default: $LARKSPUR_CONTROL_TOKEN)
  --host H    default 127.0.0.1
  -h, --help  this text

Exit codes: 0 a 2xx answer, 1 any other answer, 3 bad usage or no connection.
`;

const COMMANDS: Record<
  string,
  { args: number; call: (c: ControlClient, a: string[]) => Promise<ControlResponse<number, unknown>> }
> = {
  ready: { args: 0, call: (c) => c.getReady() },
  sessions: { args: 0, call: (c) => c.listSessions() },
  turns: { args: 1, call: (c, a) => c.listTurns(a[0]!) },
  source: { args: 1, call: (c, a) => c.getSource(a[0]!) },
  stop: { args: 1, call: (c, a) => c.stopTurn(a[0]!) },
  send: {
    args: 3,
    // A fresh client id per call: sending again is a new input, not a retry of the last one.
    call: (c, a) =>
      c.sendSessionInput(a[0]!, {
        clientInputId: `ctl-${randomUUID()}`,
        mode: a[1] as InputMode,
        text: a[2]!,
      }),
  },
  inputs: { args: 1, call: (c, a) => c.listSessionInputs(a[0]!) },
};

type InputMode = 'queue' | 'inbox' | 'steer';
const MODES: readonly string[] = ['queue', 'inbox', 'steer'] satisfies InputMode[];

function fail(message: string): number {
  process.stderr.write(`larkspur ctl: ${message}\n`);
  return 3;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        token: { type: 'string' },
        host: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(BROKER_FLAGS.map((f) => [f, { type: 'string' as const }])),
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message} — run 'larkspur ctl --help'`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [first, ...more] = positionals;
  const name = first === 'attached' && more[0] !== undefined ? `attached ${more.shift()}` : first;
  const rest = more;
  const flagged = name === undefined ? undefined : BROKER_COMMANDS[name];
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command && !flagged)
    return fail(
      `${name === undefined ? 'a command is needed' : `unknown command '${name}'`} — run 'larkspur ctl --help'`,
    );
  const args = flagged?.args ?? command!.args;
  if (rest.length !== args) return fail(`'${name}' takes ${args} argument(s)`);
  if (name === 'send' && !MODES.includes(rest[1]!))
    return fail(`mode '${rest[1]}' is not queue, inbox or steer`);
  const flags = values as Record<string, string | undefined>;
  const missing = (flagged?.needs ?? []).filter((f) => flags[f] === undefined);
  if (missing.length > 0) return fail(`'${name}' needs ${missing.map((f) => `--${f}`).join(', ')}`);
  const port = values.port ?? process.env.LARKSPUR_CONTROL_PORT;
  const token = values.token ?? process.env.LARKSPUR_CONTROL_TOKEN;
  if (!port) return fail('no port: pass --port or set LARKSPUR_CONTROL_PORT');
  if (!token) return fail('no token: pass --token or set LARKSPUR_CONTROL_TOKEN');
  try {
    const timeoutMs = flagged?.timeoutMs?.(flags);
    const client = new ControlClient({
      baseUrl: `http://${values.host ?? '127.0.0.1'}:${port}`,
      token,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    const res = flagged ? await flagged.call(client, flags, rest) : await command!.call(client, rest);
    process.stdout.write(`${JSON.stringify(res.body, null, 2)}\n`);
    return res.status >= 200 && res.status < 300 ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message);
    if (error instanceof ControlProtocolError) {
      process.stderr.write(`larkspur ctl: ${error.message}\n${error.rawBody}\n`);
      return 1;
    }
    return fail(`cannot reach the control API at port ${port}: ${(error as Error).message}`);
  }
}
