import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderError = defineSchema(
  'provider/error',
  Type.Object({
    code: Type.Integer({
      not: { const: 0 },
      description: 'Lark error code, e.g. 230001 bad parameter, 99991663 token invalid.',
    }),
    msg: Type.String(),
    error: Type.Optional(
      Type.Object(
        { log_id: Type.Optional(Type.String()) },
        { description: 'Diagnostics; log_id names the request in Lark support.' },
      ),
    ),
  }),
  {
    name: 'ProviderError',
    title: 'Lark error envelope',
    description:
      'Every refused Open API call: HTTP 400 for parameter, content and auth errors (HTTP 200 on the endpoint ' +
      'discovery and token calls), with a non-zero code. The SDK resolves HTTP 200 answers and throws on any other status.',
  },
);
