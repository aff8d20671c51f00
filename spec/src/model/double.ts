import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ModelDoubleRecord = defineSchema(
  'model/double-record',
  Type.Object(
    {
      seq: Type.Integer({ minimum: 1 }),
      at: Type.Number({ minimum: 0, description: 'ms since the double started.' }),
      kind: Type.Union([Type.Literal('request'), Type.Literal('checkpoint'), Type.Literal('violation')]),
      turnId: Type.Optional(Type.String({ description: 'The Codex turn, from x-codex-turn-metadata.' })),
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
        Type.Unknown({ description: 'The request body as sent (model/responses-request).' }),
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
            description: 'How the answer ended; client-gone: Codex closed the request first (an interrupt).',
          },
        ),
      ),
      checkpoint: Type.Optional(Type.String()),
      by: Type.Optional(
        Type.Union([Type.Literal('codex'), Type.Literal('double')], {
          description:
            'For violation: whose message broke spec/schemas/model — either way a fault of the kit, not of the implementation.',
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
      'One thing the model double saw: a model call (recorded when its answer ended), a checkpoint reached, a schema violation.',
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
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelDoubleInfo',
    title: 'Side channel: info',
    description: 'GET /__model/info, and the first line `larkspur doubles model` prints.',
  },
);
