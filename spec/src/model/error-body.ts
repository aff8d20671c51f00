import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { observed } from './pin.ts';

export const ModelErrorBody = defineSchema(
  'model/error-body',
  Type.Object(
    {
      error: Type.Object(
        {
          message: Type.String({ description: 'Upstream prose; Codex passes some of it on in turn errors.' }),
          type: Type.String(),
          param: Type.Union([Type.String(), Type.Null()]),
          code: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelErrorBody',
    title: 'An HTTP error of the model service',
    description: observed(
      'The JSON body of an HTTP error answer. Codex 0.171.0 reports 401 and other 4xx/5xx as ' +
        'httpConnectionFailed{httpStatusCode}, 500 as internalServerError, 400 as other, 429 as ' +
        'responseTooManyFailedAttempts{429} (no retry when request_max_retries is 0).',
    ),
  },
);
