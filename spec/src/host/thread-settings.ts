import Type from 'typebox';
import { ref } from '../define.ts';

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/** Spelled kebab-case on the wire (older README examples spell them otherwise, wrongly). */
const approvalPolicy = Type.Union(
  [Type.Literal('untrusted'), Type.Literal('on-failure'), Type.Literal('on-request'), Type.Literal('never')],
  { description: 'When the host asks before acting.' },
);

const sandboxMode = Type.Union(
  [Type.Literal('read-only'), Type.Literal('workspace-write'), Type.Literal('danger-full-access')],
  { description: 'What commands may touch.' },
);

/** The overrides thread/start and thread/resume take; every one optional. */
export const threadSettings = {
  model: nullable(Type.String()),
  modelProvider: nullable(Type.String({ description: 'The provider to run on; read back from the result (HO-002).' })),
  cwd: nullable(Type.String()),
  approvalPolicy: nullable(approvalPolicy),
  sandbox: nullable(sandboxMode),
  config: nullable(Type.Record(Type.String(), Type.Unknown())),
  baseInstructions: nullable(Type.String()),
  developerInstructions: nullable(Type.String()),
};

/** What thread/start and thread/resume answer: the thread and the settings it now runs with. */
export const threadSessionResult = Type.Object({
  thread: ref('host/thread'),
  model: Type.String(),
  modelProvider: Type.String({
    description: 'The provider actually in use. A client with a configured provider fails on a difference (HO-002).',
  }),
  cwd: Type.String(),
  approvalPolicy: Type.Union([approvalPolicy, Type.Object({ granular: Type.Object({}) })]),
  sandbox: Type.Object(
    { type: Type.String({ description: 'readOnly, workspaceWrite, dangerFullAccess or externalSandbox.' }) },
    { description: 'The sandbox policy in force (an object here, unlike the mode in the request).' },
  ),
  reasoningEffort: nullable(Type.String()),
});
