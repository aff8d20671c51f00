import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleDone = defineSchema(
  'provider/double-done',
  Type.Object(
    { count: Type.Integer({ minimum: 0, description: 'How many things the command touched.' }) },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleDone',
    title: 'Side channel: done',
    description:
      'Answer to commands: DELETE /__double/faults (faults cleared), POST /__double/connections/close (long ' +
      'connections closed by the server), POST /__double/tokens/revoke (tokens revoked), POST /__double/resources (1).',
  },
);
