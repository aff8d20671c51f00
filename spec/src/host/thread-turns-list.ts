import Type from 'typebox';
import { ref } from '../define.ts';
import { defineRequest, defineResponse } from './envelope.ts';

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

export const HostThreadTurnsListRequest = defineRequest(
  'host/thread-turns-list-request',
  'thread/turns/list',
  Type.Object({
    threadId: Type.String({ minLength: 1 }),
    cursor: nullable(Type.String({ description: 'The nextCursor of the page before.' })),
    limit: nullable(Type.Integer({ minimum: 0, description: 'Turns per page.' })),
    sortDirection: nullable(
      Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
        description: 'Default desc: the newest turn first.',
      }),
    ),
    itemsView: nullable(
      Type.Union([Type.Literal('notLoaded'), Type.Literal('summary'), Type.Literal('full')], {
        description:
          "How much of each turn's items to include. Default summary: the user and agent messages.",
      }),
    ),
  }),
  {
    name: 'HostThreadTurnsListRequest',
    title: 'thread/turns/list',
    description:
      'Pages through the turns of a thread, loaded or not (no thread/resume needed), each with its status, error and ' +
      'items: how a turn whose end was not heard — a lost turn/start answer (HO-003), a restart (HO-009) — is ' +
      'reconciled from the host. An unknown id answers -32600 "thread not loaded: <id>".',
  },
);

export const HostThreadTurnsListResponse = defineResponse(
  'host/thread-turns-list-response',
  Type.Object({
    data: Type.Array(ref('host/turn')),
    nextCursor: nullable(
      Type.String({ description: 'Pass as cursor for the next page; null when this was the last.' }),
    ),
    backwardsCursor: nullable(Type.String()),
  }),
  {
    name: 'HostThreadTurnsListResponse',
    title: 'thread/turns/list result',
    description: 'One page of turns, in the order asked for.',
  },
);
