import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { pinned } from './pin.ts';

export const HostThreadStatus = defineSchema(
  'host/thread-status',
  Type.Union([
    Type.Object(
      { type: Type.Literal('notLoaded') },
      { description: 'Stored, but not loaded by this host process.' },
    ),
    Type.Object({ type: Type.Literal('idle') }, { description: 'Loaded, no turn running.' }),
    Type.Object({ type: Type.Literal('systemError') }, { description: 'Loaded, and broken.' }),
    Type.Object(
      {
        type: Type.Literal('active'),
        activeFlags: Type.Array(
          Type.Union([Type.Literal('waitingOnApproval'), Type.Literal('waitingOnUserInput')]),
        ),
      },
      { description: 'A turn runs. A stop is proven only by a fresh read that is not active (HO-004).' },
    ),
  ]),
  {
    name: 'HostThreadStatus',
    title: 'Thread status',
    description: pinned('The runtime status of a thread, discriminated by type.'),
  },
);

export const HostThread = defineSchema(
  'host/thread',
  Type.Object({
    id: Type.String(),
    preview: Type.String({ description: 'Usually the first user message.' }),
    modelProvider: Type.String({
      description: 'The provider the thread runs on; checked against configuration (HO-002).',
    }),
    createdAt: Type.Integer({ description: 'Unix seconds.' }),
    updatedAt: Type.Integer({ description: 'Unix seconds.' }),
    status: ref('host/thread-status'),
    cwd: Type.String(),
    ephemeral: Type.Boolean(),
    cliVersion: Type.String({ description: 'The Codex version that created the thread.' }),
    turns: Type.Array(ref('host/turn'), {
      description:
        'Filled by thread/resume (unless excludeTurns) and by thread/read with includeTurns, both deprecated for ' +
        'paginated threads: read turns with thread/turns/list. Empty elsewhere.',
    }),
  }),
  {
    name: 'HostThread',
    title: 'Thread',
    description: pinned(
      'A conversation on the host. It outlives the host process (stored on disk) and is resumed by id.',
    ),
  },
);
