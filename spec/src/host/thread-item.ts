import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { pinned } from './pin.ts';

const KNOWN = ['userMessage', 'agentMessage', 'reasoning', 'commandExecution', 'fileChange'];

const progress = Type.Union([
  Type.Literal('inProgress'),
  Type.Literal('completed'),
  Type.Literal('failed'),
  Type.Literal('declined'),
]);

export const HostThreadItem = defineSchema(
  'host/thread-item',
  Type.Union([
    Type.Object({
      type: Type.Literal('userMessage'),
      id: Type.String(),
      content: Type.Array(ref('host/user-input')),
    }),
    Type.Object(
      { type: Type.Literal('agentMessage'), id: Type.String(), text: Type.String() },
      {
        description: 'Text the user sees. In item/completed, text is final; deltas concatenate per item id.',
      },
    ),
    Type.Object({
      type: Type.Literal('reasoning'),
      id: Type.String(),
      summary: Type.Optional(Type.Array(Type.String())),
      content: Type.Optional(Type.Array(Type.String())),
    }),
    Type.Object({
      type: Type.Literal('commandExecution'),
      id: Type.String(),
      command: Type.String(),
      cwd: Type.String(),
      status: progress,
    }),
    Type.Object({
      type: Type.Literal('fileChange'),
      id: Type.String(),
      changes: Type.Array(Type.Object({ path: Type.String(), diff: Type.String() })),
      status: progress,
    }),
    Type.Unsafe<{ type: string; id: string }>({
      type: 'object',
      required: ['type', 'id'],
      properties: { type: { type: 'string', not: { enum: KNOWN } }, id: { type: 'string' } },
      description:
        'Any other item type (mcpToolCall, webSearch, plan, …): outside the subset, passed over by clients.',
    }),
  ]),
  {
    name: 'HostThreadItem',
    title: 'Thread item',
    description: pinned('One item of a turn, discriminated by type.'),
  },
);
