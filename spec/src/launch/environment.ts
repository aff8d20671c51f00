import Type from 'typebox';
import { defineSchema } from '../define.ts';

const text = (description: string, pattern?: string) =>
  Type.String(pattern === undefined ? { description } : { description, pattern });

export const LaunchEnvironment = defineSchema(
  'launch/environment',
  Type.Object(
    {
      LARKSPUR_LARK_DOMAIN: text(
        'Base URL of the provider, without a trailing slash: the Lark Open Platform in production, the provider double (http://127.0.0.1:PORT) under the harness. The implementation calls ${domain}/open-apis/... and discovers the long connection at ${domain}/callback/ws/endpoint.',
        '^https?://[^/]+$',
      ),
      LARKSPUR_LARK_APP_ID: text('The bot app id (cli_ followed by 16 hex digits).', '^cli_[0-9a-fA-F]{16}$'),
      LARKSPUR_LARK_APP_SECRET: text('The app secret. Never logged, never in a projection or state file.'),
      LARKSPUR_LARK_INTAKE: Type.Union([Type.Literal('ws'), Type.Literal('webhook')], {
        description: 'ws: open the long connection. webhook: listen for pushes on LARKSPUR_WEBHOOK_PORT.',
      }),
      LARKSPUR_WEBHOOK_PORT: Type.Optional(
        text('With intake webhook: the port to listen on (127.0.0.1).', '^[0-9]+$'),
      ),
      LARKSPUR_LARK_ENCRYPT_KEY: Type.Optional(
        text('With intake webhook: the encrypt key for signature and decryption.'),
      ),
      LARKSPUR_LARK_VERIFICATION_TOKEN: Type.Optional(
        text(
          'The verification token of the app (Events and callbacks → Encryption strategy), on either intake: every event ' +
            'and card callback carries it in header.token, and one that does not is not trusted (TR-007, HO-008).',
        ),
      ),
      LARKSPUR_HOST_COMMAND: text(
        'A POSIX shell command line the implementation runs as its agent host, speaking the host protocol ' +
          '(JSON-RPC lines, Codex app-server v2 subset) on stdin/stdout. In production: codex app-server.',
      ),
      LARKSPUR_CONTROL_PORT: text('Port of the control API on 127.0.0.1.', '^[0-9]+$'),
      LARKSPUR_CONTROL_TOKEN: text('Bearer token every control API request must carry.'),
      LARKSPUR_DATA_DIR: text(
        'Directory for all durable state. Fresh for each scenario, kept across a restart inside one scenario.',
      ),
      LARKSPUR_INSTALLATION: text(
        'The installation this instance belongs to. Instances of one installation over one store serve the bot together ' +
          "(multi-instance); an instance of another installation finds the app's consumer lease held and must not consume (TR-006).",
        '^[a-z0-9][a-z0-9-]*$',
      ),
      LARKSPUR_STORE_URL: Type.Optional(
        text(
          "With the adapter's instances: the shared store of every instance, a fresh PostgreSQL database per scenario " +
            '(postgres://user@127.0.0.1:PORT/NAME).',
          '^postgres(ql)?://',
        ),
      ),
      LARKSPUR_KNOBS: text('Path of a JSON file of timing knobs (launch/knobs.schema.json).'),
      LARKSPUR_MODEL_PROVIDER: Type.Optional(
        text(
          'The model provider every host thread must read back on thread/start and thread/resume (HO-002); a ' +
            'missing or different one fails the turn. Set only for an implementation that declares model-provider.',
        ),
      ),
      LARKSPUR_EVENT_TIMING: Type.Optional(
        Type.Union([Type.Literal('0'), Type.Literal('1')], {
          description:
            '1: print one content-free timing line per stage on stdout (launch/timing-line.schema.json).',
        }),
      ),
    },
    { additionalProperties: true },
  ),
  {
    name: 'LaunchEnvironment',
    title: 'Launch environment',
    description:
      'The environment the harness gives an implementation. Readiness: GET /v1/ready says providerReady; an ' +
      'implementation that declares no control capability is ready when its long connection to the provider ' +
      'double is up (or, with webhook intake, when it answers the URL challenge). Stop: SIGTERM to the process ' +
      'group, then SIGKILL after the adapter stopGraceMs; a crash test sends SIGKILL directly. A restart ' +
      "starts the same command with the same environment and data directory. An instance that finds the app's " +
      'consumer lease held by another installation (TR-006) stays off the provider and says so: it exits with code 75, ' +
      'or its GET /v1/ready answers consumerLease.state held-elsewhere.',
  },
);
