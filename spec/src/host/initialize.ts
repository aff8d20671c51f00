import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { defineRequest, defineResponse } from './envelope.ts';
import { pinned } from './pin.ts';

export const HostInitializeRequest = defineRequest(
  'host/initialize-request',
  'initialize',
  Type.Object({
    clientInfo: Type.Object({
      name: Type.String({
        minLength: 1,
        description: 'Identifies the client to the host (and to OpenAI compliance logs).',
      }),
      title: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      version: Type.String(),
    }),
    capabilities: Type.Optional(
      Type.Union([
        Type.Object({
          experimentalApi: Type.Optional(Type.Boolean()),
          optOutNotificationMethods: Type.Optional(
            Type.Union([Type.Array(Type.String()), Type.Null()], {
              description: 'Exact notification methods the host must not send on this connection.',
            }),
          ),
        }),
        Type.Null(),
      ]),
    ),
  }),
  {
    name: 'HostInitializeRequest',
    title: 'initialize',
    description:
      'The first request on a connection, once. Any other request before it is refused with "Not initialized"; ' +
      'a second initialize with "Already initialized". The client then sends the initialized notification.',
  },
);

export const HostInitializeResponse = defineResponse(
  'host/initialize-response',
  Type.Object({
    userAgent: Type.String({ description: 'The user agent the host presents upstream, with its version.' }),
    codexHome: Type.String({ description: "The absolute path of the host's CODEX_HOME." }),
    platformFamily: Type.String({ description: 'e.g. "unix".' }),
    platformOs: Type.String({ description: 'e.g. "linux".' }),
  }),
  { name: 'HostInitializeResponse', title: 'initialize result', description: 'The answer to initialize.' },
);

/** The one notification without params: Codex's has none. */
export const HostInitializedNotification = defineSchema(
  'host/initialized-notification',
  Type.Object({ method: Type.Literal('initialized') }),
  {
    name: 'HostInitializedNotification',
    title: 'initialized',
    description: pinned(
      'Sent by the client after the initialize result; completes the handshake. It has no params.',
    ),
  },
);
