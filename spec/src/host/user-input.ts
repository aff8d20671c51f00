import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { pinned } from './pin.ts';

export const HostUserInput = defineSchema(
  'host/user-input',
  Type.Union([
    Type.Object({
      type: Type.Literal('text'),
      text: Type.String(),
      textElements: Type.Optional(Type.Array(Type.Unknown(), { description: 'UI spans inside text; unused here.' })),
    }),
    Type.Object({ type: Type.Literal('image'), url: Type.String({ description: 'An http(s) or data: URL.' }) }),
    Type.Object({ type: Type.Literal('localImage'), path: Type.String({ description: 'A path the host can read.' }) }),
  ]),
  {
    name: 'HostUserInput',
    title: 'User input',
    description: pinned('One part of the input of a turn or a steer.'),
  },
);
