import Type from 'typebox';
import { ref } from '../define.ts';
import { defineNotification, defineRequest, defineResponse } from './envelope.ts';
import { threadSessionResult, threadSettings } from './thread-settings.ts';

export const HostThreadStartRequest = defineRequest(
  'host/thread-start-request',
  'thread/start',
  Type.Object({ ...threadSettings, ephemeral: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])) }),
  {
    name: 'HostThreadStartRequest',
    title: 'thread/start',
    description:
      'Creates a thread. A bridge keeps one thread per session and starts another only when the host says it is gone (HO-001).',
  },
);

export const HostThreadStartResponse = defineResponse('host/thread-start-response', threadSessionResult, {
  name: 'HostThreadStartResponse',
  title: 'thread/start result',
  description: 'The new thread, loaded and idle, with the settings in force.',
});

export const HostThreadStartedNotification = defineNotification(
  'host/thread-started-notification',
  'thread/started',
  Type.Object({ thread: ref('host/thread') }),
  {
    name: 'HostThreadStartedNotification',
    title: 'thread/started',
    description: 'Follows a successful thread/start.',
  },
);
