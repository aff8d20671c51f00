import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const Adapter = defineSchema(
  'launch/adapter',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      name: Type.String({
        pattern: '^[a-z0-9][a-z0-9._-]*$',
        description: 'Short name used in reports and expectations.',
      }),
      version: Type.Optional(
        Type.String({ description: 'Implementation version, recorded in the run manifest.' }),
      ),
      command: Type.Array(Type.String({ minLength: 1 }), {
        minItems: 1,
        description:
          'argv of the implementation. A first element "node" means the Node.js running the harness. ' +
          'It is started in its own process group and killed with it.',
      }),
      cwd: Type.Optional(
        Type.String({ description: 'Working directory, relative to the adapter file. Default: its folder.' }),
      ),
      env: Type.Optional(
        Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }), Type.String(), {
          description:
            "Extra environment: the implementation's own settings. A variable of the launch contract " +
            '(launch/environment.schema.json), or its LARKSPUR_ name, is refused: the harness sets those.',
        }),
      ),
      capabilities: Type.Array(ref('control/capability'), {
        uniqueItems: true,
        description:
          'What the implementation supports. Scenarios needing anything else are untested (capability).',
      }),
      host: Type.Optional(
        Type.Union(
          [
            Type.Literal('codex-app-server', {
              description:
                'It spawns LARKSPUR_HOST_COMMAND and speaks the Codex app-server protocol on its stdio. The kit gives it ' +
                'the host double (every host fault scriptable), or with --host codex the real pinned Codex.',
            }),
            Type.Literal('claude-code', {
              description:
                'It drives Claude Code: through the Claude Agent SDK, or its CLI in stream-json. The kit gives it the ' +
                'real pinned Claude Code (a `claude` first on PATH, its path in LARKSPUR_CLAUDE_PATH) pointed at the model ' +
                'double; a bridge whose Agent SDK runs its own bundled copy is pointed there by ANTHROPIC_BASE_URL.',
            }),
            Type.Literal('model-api', {
              description:
                'It calls a model API itself (OpenAI Responses or Chat Completions, Anthropic Messages). The kit gives it ' +
                "the model double in the SDKs' own variables (OPENAI_BASE_URL, ANTHROPIC_BASE_URL and their keys).",
            }),
          ],
          {
            default: 'codex-app-server',
            description:
              "How the implementation drives its agent: the host interface, and so the run's default host mode " +
              '(larkspur run --host overrides it). A host-layer check reads what that interface shows; one it cannot show is ' +
              'untested (host-mode), never a pass.',
          },
        ),
      ),
      intake: Type.Optional(
        Type.Union([Type.Literal('ws'), Type.Literal('webhook')], {
          default: 'ws',
          description: 'How the provider double delivers events: long connection or webhook push.',
        }),
      ),
      webhookPath: Type.Optional(
        Type.String({
          pattern: '^/',
          default: '/webhook/event',
          description:
            'With intake webhook: the path on 127.0.0.1:$LARKSPUR_WEBHOOK_PORT the double pushes to.',
        }),
      ),
      expectations: Type.Optional(
        Type.String({ description: 'Known-divergence file, relative to the adapter file.' }),
      ),
      redirectLarkHosts: Type.Optional(
        Type.Boolean({
          default: false,
          description:
            "For a Node.js bot that hard-codes Lark's hosts (Domain.Feishu, Domain.Lark): the harness starts it with " +
            'NODE_OPTIONS="--import <kit preload>", which sends every fetch, http(s) request and ws connection for ' +
            'open.feishu.cn or open.larksuite.com to LARKSPUR_LARK_DOMAIN instead.',
        }),
      ),
      instances: Type.Optional(
        Type.Object(
          {
            count: Type.Integer({
              minimum: 1,
              maximum: 8,
              description:
                "How many instances every scenario starts: 1 tests one instance over the kit's store, 2 or more also need capability multi-instance.",
            }),
            store: Type.Literal('postgres', {
              description:
                'The shared store the kit provides: a fresh PostgreSQL database per scenario, its URL in LARKSPUR_STORE_URL for every instance.',
            }),
          },
          {
            additionalProperties: false,
            description:
              'Several instances of the command serve the bot together (capability multi-instance, which needs control). Each ' +
              'instance gets its own data directory and control port and the same LARKSPUR_STORE_URL and LARKSPUR_INSTALLATION; ' +
              'restarts and kills without an instance apply to all of them.',
          },
        ),
      ),
      startupTimeoutMs: Type.Optional(
        Type.Integer({ minimum: 100, default: 20_000, description: 'Readiness deadline after each start.' }),
      ),
      stopGraceMs: Type.Optional(
        Type.Integer({
          minimum: 0,
          default: 2_000,
          description: 'On a graceful stop: SIGTERM, then SIGKILL to the group after this long.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'Adapter',
    title: 'Implementation adapter',
    description:
      'The file (*.impl.json) by which an implementation joins the harness: how to start it, what it ' +
      'supports and where its known divergences are.',
  },
);
