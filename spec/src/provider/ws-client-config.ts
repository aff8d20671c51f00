import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderWsClientConfig = defineSchema(
  'provider/ws-client-config',
  Type.Object({
    PingInterval: Type.Integer({ minimum: 1, description: 'Seconds between client pings.' }),
    ReconnectCount: Type.Integer({
      minimum: -1,
      description: 'Reconnect attempts before giving up; −1 never gives up.',
    }),
    ReconnectInterval: Type.Integer({
      minimum: 0,
      description: 'Seconds between failed reconnect attempts.',
    }),
    ReconnectNonce: Type.Integer({
      minimum: 0,
      description: 'Upper bound, in seconds, of the random wait before a reconnect.',
    }),
  }),
  {
    name: 'ProviderWsClientConfig',
    title: 'Long-connection client config',
    description:
      'Sent in the discovery answer and as the payload of every pong. All four fields are required: the SDK ' +
      'multiplies a missing one into NaN and pings without pause.',
  },
);
