import Type from 'typebox';
import { ref } from '../define.ts';
import { defineRequest, defineResponse } from './envelope.ts';

export const HostThreadReadRequest = defineRequest(
  'host/thread-read-request',
  'thread/read',
  Type.Object({
    threadId: Type.String({ minLength: 1 }),
    includeTurns: Type.Optional(Type.Boolean({ description: 'Also return the turns with their items.' })),
  }),
  {
    name: 'HostThreadReadRequest',
    title: 'thread/read',
    description:
      'Reads a thread without loading it. The readback that proves a stop (HO-004) and settles a turn start ' +
      'whose answer was lost (HO-003).',
  },
);

export const HostThreadReadResponse = defineResponse(
  'host/thread-read-response',
  Type.Object({ thread: ref('host/thread') }),
  {
    name: 'HostThreadReadResponse',
    title: 'thread/read result',
    description: 'The thread as the host sees it now; status.type is the truth about whether a turn runs.',
  },
);
