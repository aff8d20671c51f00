import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ControlError = defineSchema(
  'control/error',
  Type.Object(
    {
      error: Type.Object(
        {
          code: Type.String({
            pattern: '^[A-Z][A-Z0-9_]*$',
            description: 'Stable code, e.g. UNAUTHORIZED, NOT_FOUND, BAD_REQUEST, CONFLICT.',
          }),
          message: Type.String({
            description: 'One line for a person. Carries no message content or credentials.',
          }),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlError',
    title: 'Control API error',
    description: 'The body of every non-2xx control API answer.',
  },
);
