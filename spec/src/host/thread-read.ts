import Type from 'typebox';
import { ref } from '../define.ts';
import { defineRequest, defineResponse } from './envelope.ts';

export const HostThreadReadRequest = defineRequest(
  'host/thread-read-request',
  'thread/read',
  Type.Object({
    threadId: Type.String({ minLength: 1 }),
    includeTurns: Type.Optional(
      Type.Boolean({
        description:
          'Also return the turns with their items. Deprecated in 0.171.0: every such read draws a deprecationNotice, ' +
          'and on a thread with no turn yet it fails (-32601 "list_turns is not supported yet"). Use thread/turns/list.',
      }),
    ),
  }),
  {
    name: 'HostThreadReadRequest',
    title: 'thread/read',
    description:
      'Reads a thread without loading it: its status is the readback that proves a stop (HO-004). An id the host ' +
      'has no rollout for answers -32600 "thread not loaded: <id>"; a stored thread another process made reads ' +
      'notLoaded until thread/resume.',
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
