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
      LARKSPUR_HOST_INTERFACE: Type.Union(
        [Type.Literal('codex-app-server'), Type.Literal('claude-code'), Type.Literal('model-api')],
        {
          description:
            "The host interface of this run (the adapter's host, or --host): which of the variables below are set.",
        },
      ),
      LARKSPUR_HOST_COMMAND: Type.Optional(
        text(
          'With codex-app-server: a POSIX shell command line the implementation runs as its agent host, speaking the ' +
            'host protocol (JSON-RPC lines, Codex app-server v2 subset) on stdin/stdout. In production: codex app-server.',
        ),
      ),
      LARKSPUR_CLAUDE_PATH: Type.Optional(
        text(
          "With claude-code: the path of the kit's `claude` (the pinned Claude Code, which the kit records), for a bridge " +
            "that takes an executable path (the Agent SDK's pathToClaudeCodeExecutable). The same `claude` is first on PATH.",
        ),
      ),
      ANTHROPIC_BASE_URL: Type.Optional(
        text(
          "With claude-code and model-api: the model double's Messages API (http://127.0.0.1:PORT), as the Anthropic SDK " +
            'and Claude Code read it. Also as LARKSPUR_ANTHROPIC_BASE_URL.',
        ),
      ),
      ANTHROPIC_API_KEY: Type.Optional(
        text('Any key: the model double takes it. Also as LARKSPUR_ANTHROPIC_API_KEY.'),
      ),
      OPENAI_BASE_URL: Type.Optional(
        text(
          "With model-api: the model double's OpenAI APIs (http://127.0.0.1:PORT/v1: Responses, Chat Completions), as " +
            'the OpenAI SDK reads it. Also as LARKSPUR_OPENAI_BASE_URL.',
        ),
      ),
      OPENAI_API_KEY: Type.Optional(
        text('Any key: the model double takes it. Also as LARKSPUR_OPENAI_API_KEY.'),
      ),
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: Type.Optional(
        Type.Literal('1', { description: 'With claude-code: Claude Code calls nothing but the model.' }),
      ),
      CLAUDE_CONFIG_DIR: Type.Optional(
        text(
          "With claude-code: Claude Code's configuration and sessions, a directory of the scenario kept across restarts " +
            '(HOME is one too): a Claude Code the bridge starts after a restart finds its sessions there.',
        ),
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
