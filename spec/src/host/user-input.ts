import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { pinned } from './pin.ts';

/** The kinds of input this subset spells out; any other kind is taken by the catch-all below. */
const KNOWN = ['text', 'image', 'localImage'];

const detail = Type.Optional(
  Type.Union(
    [Type.Literal('auto'), Type.Literal('low'), Type.Literal('high'), Type.Literal('original'), Type.Null()],
    {
      description: 'How closely the model looks at the image.',
    },
  ),
);

export const HostUserInput = defineSchema(
  'host/user-input',
  Type.Union([
    Type.Object({
      type: Type.Literal('text'),
      text: Type.String(),
      text_elements: Type.Optional(
        Type.Array(Type.Unknown(), {
          description: 'UI spans inside text; unused here. Snake case on the wire, unlike the rest.',
        }),
      ),
    }),
    Type.Object(
      { type: Type.Literal('image'), url: Type.String({ description: 'An http(s) or data: URL.' }), detail },
      { description: 'An image by URL.' },
    ),
    Type.Object(
      {
        type: Type.Literal('image'),
        fileId: Type.String({ description: 'A file uploaded to the model provider.' }),
        detail,
      },
      { description: 'An image by the id of an uploaded file.' },
    ),
    Type.Object({
      type: Type.Literal('localImage'),
      path: Type.String({ description: 'A path the host can read.' }),
      detail,
    }),
    Type.Unsafe<{ type: string }>({
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', not: { enum: KNOWN } } },
      description:
        'Any other kind (audio, localAudio, skill, mention in 0.171.0; more in a newer Codex): read back in thread ' +
        'items, passed over by clients.',
    }),
  ]),
  {
    name: 'HostUserInput',
    title: 'User input',
    description: pinned('One part of the input of a turn or a steer, or of a userMessage item read back.'),
  },
);
