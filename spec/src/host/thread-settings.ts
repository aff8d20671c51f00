import Type from 'typebox';
import { ref } from '../define.ts';

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/**
 * Spelled kebab-case on the wire (older README examples spell them otherwise, wrongly). Codex 0.171.0
 * refuses "on-failure" (-32600 unknown variant), and refuses "untrusted" in config.toml but takes it here.
 */
const approvalPolicy = Type.Union(
  [
    Type.Literal('untrusted', { description: 'Ask before any command that is not known to be safe.' }),
    Type.Literal('on-request', { description: 'The model asks when it wants to leave the sandbox.' }),
    Type.Literal('never', { description: 'Never ask; a command that fails in the sandbox fails.' }),
    Type.Object(
      {
        granular: Type.Object({
          mcp_elicitations: Type.Boolean(),
          rules: Type.Boolean(),
          sandbox_approval: Type.Boolean(),
          request_permissions: Type.Optional(Type.Boolean()),
          skill_approval: Type.Optional(Type.Boolean()),
        }),
      },
      { additionalProperties: false, description: 'Which kinds of approval are asked for, one by one.' },
    ),
  ],
  { description: 'When the host asks before acting.' },
);

const sandboxMode = Type.Union(
  [Type.Literal('read-only'), Type.Literal('workspace-write'), Type.Literal('danger-full-access')],
  { description: 'What commands may touch.' },
);

/** The overrides thread/start and thread/resume take; every one optional. */
export const threadSettings = {
  model: nullable(Type.String()),
  modelProvider: nullable(
    Type.String({ description: 'The provider to run on; read back from the result (HO-002).' }),
  ),
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
    description:
      'The provider actually in use. A client with a configured provider fails on a difference (HO-002).',
  }),
  cwd: Type.String(),
  approvalPolicy,
  sandbox: Type.Object(
    { type: Type.String({ description: 'readOnly, workspaceWrite, dangerFullAccess or externalSandbox.' }) },
    { description: 'The sandbox policy in force (an object here, unlike the mode in the request).' },
  ),
  reasoningEffort: nullable(Type.String()),
});
