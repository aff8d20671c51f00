import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderWsEndpointRequest = defineSchema(
  'provider/ws-endpoint-request',
  Type.Object({ AppID: FIELD.appId, AppSecret: Type.String({ minLength: 1 }) }),
  {
    name: 'ProviderWsEndpointRequest',
    title: 'Long-connection endpoint request',
    description: 'POST /callback/ws/endpoint, sent by the SDK WSClient before every connect and reconnect.',
  },
);
