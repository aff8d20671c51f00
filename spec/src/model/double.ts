import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ModelDoubleRecord = defineSchema(
  'model/double-record',
  Type.Object(
    {
      seq: Type.Integer({ minimum: 1 }),
      at: Type.Number({ minimum: 0, description: 'ms since the double started.' }),
      kind: Type.Union([Type.Literal('request'), Type.Literal('checkpoint'), Type.Literal('violation')]),
      api: Type.Optional(
        Type.Union(
          [
            Type.Literal('responses'),
            Type.Literal('chat'),
            Type.Literal('messages'),
            Type.Literal('count-tokens'),
          ],
          {
            description:
              'For request: POST /v1/responses, /v1/chat/completions, /v1/messages, /v1/messages/count_tokens.',
          },
        ),
      ),
      stream: Type.Optional(Type.Boolean({ description: 'For request: whether it asked for a stream.' })),
      turnId: Type.Optional(Type.String({ description: 'The Codex turn, from x-codex-turn-metadata.' })),
      client: Type.Optional(
        Type.String({
          description:
            "For request: the kit claude that made the call (c1, c2, …: the base URL's /c/<id>), when one did.",
        }),
      ),
      session: Type.Optional(
        Type.String({
          description:
            "For request: the conversation the call belongs to — Claude Code's x-claude-code-session-id, else the " +
            'first call of the conversation it continues (m<seq>).',
        }),
      ),
      userAgent: Type.Optional(
        Type.String({
          description:
            'For request: its user-agent header — which agent or SDK called, and its version (claude-cli/2.1.332 …).',
        }),
      ),
      retry: Type.Optional(
        Type.Integer({ minimum: 1, description: 'For request: x-stainless-retry-count, when above 0.' }),
      ),
      requestKind: Type.Optional(
        Type.String({
          description: 'request_kind of x-codex-turn-metadata; "turn" for a model call of a turn.',
        }),
      ),
      turn: Type.Optional(
        Type.Integer({ minimum: 1, description: 'Which scripted turn (1-based) this call belongs to.' }),
      ),
      call: Type.Optional(Type.Integer({ minimum: 1, description: 'Which call of that turn (1-based).' })),
      body: Type.Optional(
        Type.Unknown({
          description:
            'The request body as sent (model/responses-request, model/chat-request, model/messages-request).',
        }),
      ),
      answer: Type.Optional(
        Type.Union(
          [
            Type.Literal('completed'),
            Type.Literal('tool-call'),
            Type.Literal('failed'),
            Type.Literal('http'),
            Type.Literal('dropped'),
            Type.Literal('hung'),
            Type.Literal('client-gone'),
          ],
          {
            description:
              'How the answer ended; client-gone: the client closed the request first (an interrupt, a stop).',
          },
        ),
      ),
      checkpoint: Type.Optional(Type.String()),
      by: Type.Optional(
        Type.Union([Type.Literal('host'), Type.Literal('double'), Type.Literal('implementation')], {
          description:
            'For violation: whose message broke spec/schemas/model. host: the agent the kit runs (Codex, Claude Code) — ' +
            'the spec misreads it; double: the double itself — either way a fault of the kit. implementation: a bridge ' +
            'that calls the model API itself sent what the API would refuse, and got the 400 it would.',
        }),
      ),
      errors: Type.Optional(
        Type.Array(Type.String(), { description: 'For violation: what broke its schema.' }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelDoubleRecord',
    title: 'Model double record',
    description:
      'One thing the model double saw: a model call on any of its wires (recorded when its answer ended), a ' +
      'checkpoint reached, a schema violation.',
  },
);

export const ModelDoubleRecords = defineSchema(
  'model/double-records',
  Type.Object({ records: Type.Array(ref('model/double-record')) }, { additionalProperties: false }),
  {
    name: 'ModelDoubleRecords',
    title: 'Side channel: records',
    description: 'GET /__model/records[?since=SEQ]: the records after seq SEQ, oldest first.',
  },
);

export const ModelDoubleRelease = defineSchema(
  'model/double-release',
  Type.Object({ key: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
  {
    name: 'ModelDoubleRelease',
    title: 'Side channel: release',
    description:
      'POST /__model/release: responses blocked on key go on; a later block on key passes at once.',
  },
);

export const ModelDoubleInfo = defineSchema(
  'model/double-info',
  Type.Object(
    {
      baseUrl: Type.String({
        description: "What a model provider's base_url is set to: http://127.0.0.1:PORT/v1.",
      }),
      sideChannel: Type.String({ description: 'http://127.0.0.1:PORT/__model, on a port of its own.' }),
      configToml: Type.String({
        description:
          'A config.toml for a CODEX_HOME that points Codex at this double, with no login and no network.',
      }),
      envKey: Type.String({ description: 'The variable Codex reads the API key from; any value does.' }),
      env: Type.Object(
        {
          OPENAI_BASE_URL: Type.String({ description: 'For the openai client: http://127.0.0.1:PORT/v1.' }),
          OPENAI_API_KEY: Type.String(),
          ANTHROPIC_BASE_URL: Type.String({
            description: 'For @anthropic-ai/sdk and Claude Code: http://127.0.0.1:PORT (no /v1).',
          }),
          ANTHROPIC_API_KEY: Type.String(),
        },
        {
          additionalProperties: false,
          description:
            'The variables the official SDKs and Claude Code read, pointing at this double; any key does.',
        },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelDoubleInfo',
    title: 'Side channel: info',
    description: 'GET /__model/info, and the first line `larkspur doubles model` prints.',
  },
);
