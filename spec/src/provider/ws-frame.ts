import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderWsFrame = defineSchema(
  'provider/ws-frame',
  Type.Object({
    SeqID: Type.Integer({
      minimum: 0,
      maximum: 9007199254740991,
      description: 'uint64 on the wire; kept below 2^53.',
    }),
    LogID: Type.Integer({ minimum: 0, maximum: 9007199254740991 }),
    service: Type.Integer({ description: 'The service_id of the socket URL.' }),
    method: Type.Union([
      Type.Literal(0, { description: 'control' }),
      Type.Literal(1, { description: 'data' }),
    ]),
    headers: Type.Array(Type.Object({ key: Type.String(), value: Type.String() }), {
      description:
        'type (event | card | ping | pong), message_id, sum, seq, trace_id; biz_rt on an acknowledgement. ' +
        'An event frame needs sum and seq even when it is whole (sum 1, seq 0): the SDK drops it otherwise.',
    }),
    payload_encoding: Type.Optional(Type.String()),
    payload_type: Type.Optional(Type.String()),
    payload: Type.Optional(
      Type.String({ contentEncoding: 'base64', description: 'The payload bytes, base64 in this JSON form.' }),
    ),
    LogIDNew: Type.Optional(Type.String()),
  }),
  {
    name: 'ProviderWsFrame',
    title: 'Long-connection frame',
    description:
      'The protobuf (proto2) message pbbp2.Frame in its JSON form: Frame{SeqID=1 uint64, LogID=2 uint64, ' +
      'service=3 int32, method=4 int32, headers=5 repeated Header{key=1, value=2}, payload_encoding=6, ' +
      'payload_type=7, payload=8 bytes, LogIDNew=9}; the first four, and both Header fields, are required. ' +
      'One frame per binary WebSocket message. The client pings (method 0, type=ping) at once and every ' +
      'PingInterval; the server answers type=pong with a provider/ws-client-config payload. Events are ' +
      'method 1, type=event, with a provider/event-envelope payload, split into parts sharing message_id ' +
      '(sum > 0, 0 ≤ seq < sum) when large. The client acknowledges by echoing the frame that completed an ' +
      'event with a biz_rt header and a provider/ws-ack payload.',
  },
);
