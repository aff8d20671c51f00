import Type from 'typebox';
import { defineSchema } from '../define.ts';

const closed = { additionalProperties: false } as const;

export const ProviderDoubleHttpFault = defineSchema(
  'provider/double-http-fault',
  Type.Object(
    {
      match: Type.Object(
        {
          api: Type.Optional(Type.String({ description: "The SDK's dotted name, e.g. im.message.create." })),
          method: Type.Optional(Type.String()),
          path: Type.Optional(Type.String({ description: 'The exact request path.' })),
          params: Type.Optional(
            Type.Record(Type.String(), Type.String(), { description: 'Path parameters that must be equal.' }),
          ),
          body: Type.Optional(
            Type.Record(Type.String(), Type.Unknown(), {
              description: 'A partial match of the JSON body by dot path keys.',
            }),
          ),
          about: Type.Optional(
            Type.String({
              description:
                'Only calls about this message: a reply to it, or a call on it or on a bot message that replies to it ' +
                '(an edit, a readback, a reaction). Faults about one source stay on it however many other chats are busy.',
            }),
          ),
        },
        { ...closed, description: 'Every given field must match; an empty match takes any Open API call.' },
      ),
      action: Type.Union([
        Type.Object(
          {
            kind: Type.Literal('error', {
              description: "Answer with Lark's error envelope; nothing is applied.",
            }),
            code: Type.Integer(),
            msg: Type.Optional(Type.String()),
            status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599, description: 'Default 400.' })),
          },
          closed,
        ),
        Type.Object(
          {
            kind: Type.Literal('status', {
              description: 'Answer with this HTTP status and body; nothing is applied.',
            }),
            status: Type.Integer({ minimum: 100, maximum: 599 }),
            body: Type.Optional(Type.Unknown()),
          },
          closed,
        ),
        Type.Object(
          {
            kind: Type.Literal('delay', { description: 'Answer normally after ms.' }),
            ms: Type.Integer({ minimum: 0 }),
          },
          closed,
        ),
        Type.Object(
          {
            kind: Type.Literal('drop-response', {
              description: 'Apply the call, then close the socket without an answer: a lost acknowledgement.',
            }),
          },
          closed,
        ),
        Type.Object(
          { kind: Type.Literal('reset', { description: 'Reset the connection without applying the call.' }) },
          closed,
        ),
        Type.Object(
          {
            kind: Type.Literal('cut', {
              description:
                'Apply the call and start its answer — the status, the headers with the full content-length, the ' +
                'first half of the body — then, a second later, closes the connection: an answer (a resource download) ' +
                'that fails mid-way, after the client has had its first half.',
            }),
          },
          closed,
        ),
        Type.Object(
          {
            kind: Type.Literal('alter-content', {
              description:
                "Answer the call, but with one character of each message's visible text (the longest string of its " +
                'content) changed, at its start or its end: what Lark holds differs from what was sent early or late.',
            }),
            at: Type.Union([Type.Literal('start'), Type.Literal('end')]),
          },
          closed,
        ),
      ]),
      times: Type.Optional(
        Type.Integer({ minimum: 0, description: 'How many calls it takes; default 1; 0 until cleared.' }),
      ),
      skip: Type.Optional(
        Type.Integer({
          minimum: 0,
          description: 'Matching calls it lets through before it fires: 2 shapes the third. Default 0.',
        }),
      ),
    },
    closed,
  ),
  {
    name: 'ProviderDoubleHttpFault',
    title: 'Side channel: an Open API fault',
    description:
      'POST /__double/faults/http. The first programmed fault whose match fits a call shapes its answer; ' +
      'the call is recorded with fault set to the fault id, and never as the implementation’s wire error.',
  },
);
