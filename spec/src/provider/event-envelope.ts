import Type, { type TSchema } from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

/** The v2 header; `eventType` narrows event_type to a const where a schema is about one event. */
export function eventHeader(eventType: TSchema) {
  return Type.Object({
    event_id: Type.String({ minLength: 1, description: 'Unique per event; the same on a redelivery.' }),
    event_type: eventType,
    create_time: FIELD.msTimestamp,
    token: Type.String({ description: 'The verification token of the app. The SDK does not check it.' }),
    app_id: FIELD.appId,
    tenant_key: Type.String({ minLength: 1 }),
  });
}

export function eventEnvelope(eventType: TSchema, event: TSchema) {
  return Type.Object({
    schema: Type.Literal('2.0'),
    header: eventHeader(eventType),
    event,
  });
}

export const ProviderEventEnvelope = defineSchema(
  'provider/event-envelope',
  eventEnvelope(Type.String({ minLength: 1 }), Type.Object({})),
  {
    name: 'ProviderEventEnvelope',
    title: 'Event envelope v2',
    description:
      'Every event Lark pushes, over the long connection or by webhook. The SDK EventDispatcher hands a ' +
      'handler `{schema, ...header, ...event}` and does not deduplicate.',
  },
);
