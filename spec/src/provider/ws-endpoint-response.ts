import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderWsEndpointResponse = defineSchema(
  'provider/ws-endpoint-response',
  Type.Object({
    code: Type.Literal(0),
    msg: Type.String(),
    data: Type.Object({
      URL: Type.String({
        pattern: '^wss?://[^?]+\\?(?!device_id=|service_id=)[^&=]+=',
        description:
          'The socket URL. Its query carries device_id and service_id, never as the first parameter: the SDK ' +
          'parses the whole URL as a query string and would lose the first one.',
      }),
      ClientConfig: ref('provider/ws-client-config'),
    }),
  }),
  {
    name: 'ProviderWsEndpointResponse',
    title: 'Long-connection endpoint',
    description:
      'Answer to discovery. On failure a provider/error with HTTP 200 and an empty data object: code ' +
      '1000040343 makes the SDK retry, 514 (auth failed) and any other code stop it. Without data, or with ' +
      'another status, the SDK takes the refusal for a network error and retries forever.',
  },
);
