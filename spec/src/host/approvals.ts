import Type from 'typebox';
import { defineRequest, defineResponse } from './envelope.ts';

const decisions = [
  Type.Literal('accept', { description: 'Run it once.' }),
  Type.Literal('acceptForSession', {
    description: 'Run it, and the same kind without asking for the session.',
  }),
  Type.Literal('decline', {
    description: 'Do not run it; the turn goes on. What an expired approval answers (HO-008).',
  }),
  Type.Literal('cancel', { description: 'Do not run it, and interrupt the turn.' }),
];

const fileChangeDecision = Type.Union(decisions, { description: "The client's answer." });

const commandDecision = Type.Union(
  [
    ...decisions,
    Type.Object(
      {},
      {
        description:
          'An amendment decision (acceptWithExecpolicyAmendment, applyNetworkPolicyAmendment): an object with one key, ' +
          'outside this subset.',
      },
    ),
  ],
  { description: "The client's answer." },
);

const target = {
  threadId: Type.String(),
  turnId: Type.String(),
  itemId: Type.String({ description: 'The item (already announced by item/started) the approval is about.' }),
  startedAtMs: Type.Integer({ description: 'Unix milliseconds.' }),
  reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
};

const ORDER =
  ' Order: item/started, this request, the answer, serverRequest/resolved, item/completed. When the turn ends ' +
  'first, serverRequest/resolved comes without an answer: the request is stale.';

export const HostCommandApprovalRequest = defineRequest(
  'host/command-approval-request',
  'item/commandExecution/requestApproval',
  Type.Object({
    ...target,
    approvalId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    command: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    cwd: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
  {
    name: 'HostCommandApprovalRequest',
    title: 'item/commandExecution/requestApproval',
    description: `Sent by the host: may this command run? The client must answer.${ORDER}`,
  },
);

export const HostCommandApprovalResponse = defineResponse(
  'host/command-approval-response',
  Type.Object({ decision: commandDecision }),
  {
    name: 'HostCommandApprovalResponse',
    title: 'command approval answer',
    description: 'Sent by the client to answer item/commandExecution/requestApproval.',
  },
);

export const HostFileChangeApprovalRequest = defineRequest(
  'host/file-change-approval-request',
  'item/fileChange/requestApproval',
  Type.Object({ ...target, grantRoot: Type.Optional(Type.Union([Type.String(), Type.Null()])) }),
  {
    name: 'HostFileChangeApprovalRequest',
    title: 'item/fileChange/requestApproval',
    description: `Sent by the host: may these file changes be applied? The client must answer.${ORDER}`,
  },
);

export const HostFileChangeApprovalResponse = defineResponse(
  'host/file-change-approval-response',
  Type.Object({ decision: fileChangeDecision }),
  {
    name: 'HostFileChangeApprovalResponse',
    title: 'file change approval answer',
    description: 'Sent by the client to answer item/fileChange/requestApproval.',
  },
);
