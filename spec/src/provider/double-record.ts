import Type from 'typebox';
import { defineSchema } from '../define.ts';

const base = {
  seq: Type.Integer({ minimum: 1, description: 'Increasing across all records of one double.' }),
  at: Type.Number({ minimum: 0, description: 'Monotonic milliseconds since the double started.' }),
};
const wireError = Type.Optional(
  Type.Object(
    { code: Type.Integer(), msg: Type.String() },
    {
      additionalProperties: false,
      description:
        'Set when the implementation broke the wire contract; code is the Lark code it was refused with.',
    },
  ),
);
const stringMap = Type.Record(Type.String(), Type.String());
const closed = { additionalProperties: false } as const;

export const ProviderDoubleRecord = defineSchema(
  'provider/double-record',
  Type.Union([
    Type.Object(
      {
        kind: Type.Literal('http'),
        ...base,
        api: Type.String({
          description:
            "The SDK's dotted name, e.g. im.message.reply; `documented METHOD /open-apis/…` for a call Lark documents that the double does not implement (answered with success and no data, never the implementation's wire error); unknown for a path Lark does not know.",
        }),
        method: Type.String(),
        path: Type.String(),
        params: stringMap,
        query: stringMap,
        body: Type.Unknown(),
        response: Type.Object(
          { status: Type.Integer({ minimum: 0 }), body: Type.Unknown() },
          {
            ...closed,
            description:
              'status 0: the connection was reset and nothing was applied. After a drop-response fault it is the answer that was applied but never delivered.',
          },
        ),
        wireError,
        fault: Type.Optional(Type.String({ description: 'The programmed fault that shaped this answer.' })),
      },
      {
        ...closed,
        description: 'An Open API call. body is the parsed JSON request body, null when there was none.',
      },
    ),
    Type.Object(
      {
        kind: Type.Literal('frame'),
        ...base,
        direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
        connectionId: Type.String(),
        frame: Type.Object(
          {
            seqId: Type.Integer(),
            logId: Type.Integer(),
            service: Type.Integer(),
            method: Type.Integer(),
            headers: stringMap,
            payload: Type.Optional(Type.Unknown()),
          },
          {
            ...closed,
            description: 'The decoded frame; payload is parsed JSON when it is JSON, else the text.',
          },
        ),
        wireError,
        fault: Type.Optional(
          Type.String({
            description:
              'The programmed fault that shaped this frame (a dropped or delayed acknowledgement).',
          }),
        ),
      },
      closed,
    ),
    Type.Object(
      {
        kind: Type.Literal('event'),
        ...base,
        eventId: Type.String(),
        messageId: Type.String({
          description: 'The IM message id the event is about (the open_message_id for a card action).',
        }),
        eventType: Type.String(),
        attempt: Type.Integer({ minimum: 1 }),
        via: Type.Union([Type.Literal('ws'), Type.Literal('webhook')]),
        connectionId: Type.Optional(Type.String()),
        fault: Type.Optional(Type.String({ description: 'The programmed fault that shaped this push.' })),
      },
      closed,
    ),
    Type.Object(
      {
        kind: Type.Literal('ack'),
        ...base,
        eventId: Type.String(),
        messageId: Type.String(),
        code: Type.Integer({
          description: '200 handled; 500 the handler threw. For a webhook, the HTTP status.',
        }),
        latencyMs: Type.Number({ minimum: 0 }),
        attempt: Type.Integer({ minimum: 1 }),
        connectionId: Type.String({ description: 'The long connection, or "webhook".' }),
        response: Type.Optional(Type.Unknown()),
        wireError,
      },
      {
        ...closed,
        description:
          "An acknowledgement; response is the handler's answer, decoded (a card callback's toast and card).",
      },
    ),
    Type.Object(
      {
        kind: Type.Literal('connection'),
        ...base,
        event: Type.Union([Type.Literal('open'), Type.Literal('close')]),
        connectionId: Type.String(),
        reason: Type.Optional(Type.String()),
      },
      closed,
    ),
    Type.Object(
      {
        kind: Type.Literal('harness-error'),
        ...base,
        message: Type.String({
          description:
            'The double itself broke the contract or failed: a harness bug, never the implementation’s.',
        }),
        detail: Type.Optional(Type.Unknown()),
      },
      closed,
    ),
  ]),
  {
    name: 'ProviderDoubleRecord',
    title: 'Side channel: one recorded exchange',
    description:
      'What the provider double saw and did, in order: HTTP calls with their answers, frames in and out, ' +
      'event deliveries, acknowledgements, connections, and the double’s own failures. Scenarios match ' +
      'these by dot path (params.message_id, body.content, response.body.data.message_id).',
  },
);
