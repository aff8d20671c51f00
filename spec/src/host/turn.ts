import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { pinned } from './pin.ts';

export const HostTurnError = defineSchema(
  'host/turn-error',
  Type.Object({
    message: Type.String({ description: 'Upstream prose. Never published to a user (HO-007).' }),
    codexErrorInfo: Type.Optional(Type.Union([ref('host/codex-error-info'), Type.Null()])),
    additionalDetails: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
  {
    name: 'HostTurnError',
    title: 'Turn error',
    description: pinned('Why a turn failed, or what went wrong while it runs (in the error notification).'),
  },
);

export const HostTurn = defineSchema(
  'host/turn',
  Type.Object({
    id: Type.String(),
    items: Type.Array(ref('host/thread-item'), {
      description:
        "Empty in turn/start and turn/started; turn/completed carries the turn's items (its agent messages); " +
        'thread/turns/list fills them.',
    }),
    status: Type.Union(
      [
        Type.Literal('inProgress'),
        Type.Literal('completed'),
        Type.Literal('interrupted'),
        Type.Literal('failed'),
      ],
      {
        description: 'inProgress while the turn runs; a turn is done only once it is one of the other three.',
      },
    ),
    error: Type.Optional(
      Type.Union([ref('host/turn-error'), Type.Null()], { description: 'Set when status is failed.' }),
    ),
    startedAt: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds.' })),
    completedAt: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'Unix seconds.' })),
    durationMs: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  }),
  {
    name: 'HostTurn',
    title: 'Turn',
    description: pinned('One turn of a thread: user input in, agent items out.'),
  },
);
