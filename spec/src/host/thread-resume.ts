import Type from 'typebox';
import { defineRequest, defineResponse } from './envelope.ts';
import { threadSessionResult, threadSettings } from './thread-settings.ts';

export const HostThreadResumeRequest = defineRequest(
  'host/thread-resume-request',
  'thread/resume',
  Type.Object({
    threadId: Type.String({ minLength: 1 }),
    ...threadSettings,
    excludeTurns: Type.Optional(
      Type.Boolean({
        description:
          'Answer without the turns (thread.turns empty). Without it, 0.171.0 sends the whole history and a ' +
          'deprecationNotice: read the turns with thread/turns/list instead.',
      }),
    ),
  }),
  {
    name: 'HostThreadResumeRequest',
    title: 'thread/resume',
    description:
      'Loads a stored thread into this host process so that turns can start on it; needed after every host ' +
      'restart. An unknown thread is an error response (-32600, "no rollout found for thread id …"): the only ' +
      'case in which a bridge may start a ' +
      'replacement thread, and visibly (HO-001).',
  },
);

export const HostThreadResumeResponse = defineResponse('host/thread-resume-response', threadSessionResult, {
  name: 'HostThreadResumeResponse',
  title: 'thread/resume result',
  description: 'The resumed thread with its turns, and the settings in force.',
});
