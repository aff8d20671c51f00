import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoublePushFault = defineSchema(
  'provider/double-push-fault',
  Type.Object(
    {
      kind: Type.Union([
        Type.Literal('drop-ack', {
          description:
            'The acknowledgement (a frame, or the webhook answer) is lost: recorded with the fault, never as an ack; the deadline then redelivers.',
        }),
        Type.Literal('delay-ack', {
          description: 'Long connection only: the acknowledgement reaches Lark ms later.',
        }),
        Type.Literal('close-socket', {
          description:
            'Long connection only: the server closes the connection right after pushing the event.',
        }),
        Type.Literal('deliver-twice', { description: 'The event frames go out twice, same message_id.' }),
        Type.Literal('out-of-order', {
          description: 'Long connection only: the event is held back and goes out after the next one.',
        }),
        Type.Literal('bad-signature', {
          description:
            'Webhook only: the push carries a wrong X-Lark-Signature, one hex digit off: the first, or the last with at: end.',
        }),
        Type.Literal('unsigned', {
          description:
            'Webhook only: the push carries no X-Lark-Signature, X-Lark-Request-Timestamp or X-Lark-Request-Nonce at all.',
        }),
        Type.Literal('future-timestamp', {
          description:
            'Webhook only: the push is signed correctly, but with a timestamp ms ahead (default one hour).',
        }),
        Type.Literal('stale-timestamp', {
          description:
            'Webhook only: the push is signed correctly, but ms ago (default one hour), as a replay of a captured push is.',
        }),
      ]),
      ms: Type.Optional(
        Type.Integer({
          minimum: 0,
          description:
            'For delay-ack: the delay; for stale-timestamp: the age of the signature; for future-timestamp: how far ahead.',
        }),
      ),
      at: Type.Optional(
        Type.Union([Type.Literal('start'), Type.Literal('end')], {
          description: 'For bad-signature: which end of the signature is wrong. Default start.',
        }),
      ),
      messageId: Type.Optional(Type.String({ description: 'Only for events about this IM message.' })),
      times: Type.Optional(
        Type.Integer({ minimum: 0, description: 'How many times it fires; default 1; 0 until cleared.' }),
      ),
      skip: Type.Optional(
        Type.Integer({
          minimum: 0,
          description:
            'Matching pushes (or acknowledgements) it lets through before it fires: 1 shapes the second. Default 0.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoublePushFault',
    title: 'Side channel: a push fault',
    description:
      'POST /__double/faults/push. Applies to the next event pushes (or their acknowledgements) that match.',
  },
);
