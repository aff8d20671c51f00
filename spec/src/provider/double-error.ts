import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleError = defineSchema(
  'provider/double-error',
  Type.Object(
    {
      error: Type.Object(
        {
          code: Type.String({
            pattern: '^[A-Z][A-Z0-9_]*$',
            description: 'e.g. BAD_REQUEST, NOT_FOUND, NO_CLIENT.',
          }),
          message: Type.String(),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleError',
    title: 'Side channel: error',
    description: 'Every non-2xx answer under /__double/.',
  },
);
