import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import { validatorsById } from '../../../../generated/validators/index.js';

export type SchemaName = keyof typeof SCHEMA_IDS;

interface RequestSchemas {
  request: SchemaName;
  response: SchemaName;
}

/** Requests the implementation sends, and the answers the host gives. */
export const CLIENT_REQUESTS: Record<string, RequestSchemas> = {
  initialize: { request: 'HostInitializeRequest', response: 'HostInitializeResponse' },
  'thread/start': { request: 'HostThreadStartRequest', response: 'HostThreadStartResponse' },
  'thread/resume': { request: 'HostThreadResumeRequest', response: 'HostThreadResumeResponse' },
  'thread/read': { request: 'HostThreadReadRequest', response: 'HostThreadReadResponse' },
  'thread/turns/list': { request: 'HostThreadTurnsListRequest', response: 'HostThreadTurnsListResponse' },
  'turn/start': { request: 'HostTurnStartRequest', response: 'HostTurnStartResponse' },
  'turn/steer': { request: 'HostTurnSteerRequest', response: 'HostTurnSteerResponse' },
  'turn/interrupt': { request: 'HostTurnInterruptRequest', response: 'HostTurnInterruptResponse' },
};

/** Requests the host sends, and the answers the implementation gives. */
export const SERVER_REQUESTS: Record<string, RequestSchemas> = {
  'item/commandExecution/requestApproval': {
    request: 'HostCommandApprovalRequest',
    response: 'HostCommandApprovalResponse',
  },
  'item/fileChange/requestApproval': {
    request: 'HostFileChangeApprovalRequest',
    response: 'HostFileChangeApprovalResponse',
  },
};

export const CLIENT_NOTIFICATIONS: Record<string, SchemaName> = {
  initialized: 'HostInitializedNotification',
};

export const SERVER_NOTIFICATIONS: Record<string, SchemaName> = {
  'thread/started': 'HostThreadStartedNotification',
  'turn/started': 'HostTurnStartedNotification',
  'turn/completed': 'HostTurnCompletedNotification',
  'item/started': 'HostItemStartedNotification',
  'item/completed': 'HostItemCompletedNotification',
  'item/agentMessage/delta': 'HostAgentMessageDeltaNotification',
  error: 'HostErrorNotification',
  'thread/tokenUsage/updated': 'HostTokenUsageUpdatedNotification',
  'serverRequest/resolved': 'HostServerRequestResolvedNotification',
};

/** Errors of message against the named contract schema, as "/json/path rule" lines; empty when it conforms. */
export function schemaErrors(name: SchemaName, message: unknown): string[] {
  const validate = validatorsById[SCHEMA_IDS[name]];
  if (!validate) return [`no validator for ${name}`];
  if (validate(message)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
