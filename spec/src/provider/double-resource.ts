import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleResource = defineSchema(
  'provider/double-resource',
  Type.Object(
    {
      key: Type.String({ minLength: 1, description: 'The image_key or file_key a message content names.' }),
      dataBase64: Type.String({ contentEncoding: 'base64' }),
      contentType: Type.Optional(Type.String({ description: 'Default application/octet-stream.' })),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleResource',
    title: 'Side channel: resource bytes',
    description:
      'POST /__double/resources. The bytes the resource call serves for this key; without one the double serves ' +
      'stand-in bytes that are stable per key.',
  },
);
