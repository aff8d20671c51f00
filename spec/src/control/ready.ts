import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

export const ControlReady = defineSchema(
  'control/ready',
  Type.Object(
    {
      implementation: Type.Object(
        { name: Type.String({ minLength: 1 }), version: Type.String({ minLength: 1 }) },
        { additionalProperties: false },
      ),
      versions: Type.Object(
        {
          spec: Type.String({ description: 'The spec version the implementation was built against.' }),
          control: Type.String(),
          host: Type.String(),
          provider: Type.String(),
          launch: Type.String(),
        },
        { additionalProperties: false, description: 'Contract versions the implementation speaks.' },
      ),
      capabilities: Type.Array(ref('control/capability'), { uniqueItems: true }),
      providerReady: Type.Boolean({
        description: 'The intake is connected to the provider and events can be acknowledged.',
      }),
      hostReady: Type.Boolean({ description: 'The host process is running and has answered initialize.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlReady',
    title: 'Readiness',
    description:
      'GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the ' +
      'provider connection is up is allowed; providerReady then says false.',
  },
);

defineRoute({
  operationId: 'getReady',
  method: 'GET',
  path: '/v1/ready',
  summary: 'Readiness, versions and declared capabilities',
  description: 'Answers as soon as the control API listens; providerReady and hostReady tell the rest.',
  responses: {
    200: { schema: 'control/ready', description: 'The implementation is up.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
  },
});
