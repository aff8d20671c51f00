import type { ApprovalRow, ApprovalState } from '../store/approvals.ts';

/** What the host asked to do, as the card shows it. */
export interface Operation {
  command?: string;
  cwd?: string;
  paths?: string[];
  reason?: string;
}

/** What a button sends back on a click: which approval, bound to which operation, and the decision. */
export interface ButtonValue {
  approval: string;
  op: string;
  decision: 'accept' | 'acceptForSession' | 'decline';
}

const BUTTONS: Array<{ decision: ButtonValue['decision']; text: string; type: string }> = [
  { decision: 'accept', text: 'Allow', type: 'primary' },
  { decision: 'acceptForSession', text: 'Allow for this session', type: 'default' },
  { decision: 'decline', text: 'Deny', type: 'danger' },
];

const OUTCOMES: Record<
  Exclude<ApprovalState, 'pending'>,
  { title: string; template: string; line: (who: string) => string }
> = {
  accept: { title: 'Allowed', template: 'green', line: (who) => `Allowed once by ${who}.` },
  acceptForSession: {
    title: 'Allowed for this session',
    template: 'green',
    line: (who) => `Allowed for this session by ${who}.`,
  },
  decline: {
    title: 'Denied',
    template: 'red',
    line: (who) => `Denied by ${who}; the agent goes on without it.`,
  },
  expired: { title: 'Expired', template: 'grey', line: () => 'Nobody decided in time, so it was denied.' },
  retired: {
    title: 'No longer needed',
    template: 'grey',
    line: () => 'The request ended before a decision; nothing was granted.',
  },
};

/** A code block that no backtick run inside the text can close early. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text}\n${fence}`;
}

function operationLines(kind: ApprovalRow['kind'], operation: Operation): string {
  const lines =
    kind === 'commandExecution'
      ? [
          `The agent asks to run this command${operation.cwd ? ` in \`${operation.cwd.replace(/`/g, "'")}\`` : ''}:`,
          fenced(operation.command ?? '(no command given)'),
        ]
      : [
          'The agent asks to change these files:',
          fenced((operation.paths ?? []).join('\n') || '(no file named)'),
        ];
  if (operation.reason) lines.push(`Reason: ${operation.reason}`);
  return lines.join('\n');
}

function card(title: string, template: string, elements: unknown[]): string {
  return JSON.stringify({
    config: { wide_screen_mode: true, update_multi: true },
    header: { title: { tag: 'plain_text', content: title }, template },
    elements,
  });
}

const mention = (openId: string) => `<at id=${openId}></at>`;

/**
 * The card of a pending approval (DE-011): the exact operation, who may decide, when it expires, and the
 * three buttons, each carrying the approval, the digest of its operation and its decision.
 */
export function pendingCard(approval: ApprovalRow, operation: Operation): string {
  const expires = new Date(approval.expiresAt).toISOString().replace(/\.\d+Z$/, 'Z');
  return card(
    approval.kind === 'commandExecution' ? 'Approval needed: run a command' : 'Approval needed: change files',
    'orange',
    [
      { tag: 'markdown', content: operationLines(approval.kind, operation) },
      {
        tag: 'markdown',
        content: `Only ${mention(approval.requesterOpenId)} can decide. Expires at ${expires}; denied then.`,
      },
      {
        tag: 'action',
        actions: BUTTONS.map((b) => ({
          tag: 'button',
          text: { tag: 'plain_text', content: b.text },
          type: b.type,
          value: {
            approval: approval.approvalId,
            op: approval.digest,
            decision: b.decision,
          } satisfies ButtonValue,
        })),
      },
    ],
  );
}

/** The card once settled: what was asked, what became of it, and no button any more. */
export function settledCard(
  approval: ApprovalRow,
  operation: Operation,
  state: Exclude<ApprovalState, 'pending'>,
): string {
  const outcome = OUTCOMES[state];
  const who = approval.decidedBy ? mention(approval.decidedBy) : 'nobody';
  return card(outcome.title, outcome.template, [
    { tag: 'markdown', content: operationLines(approval.kind, operation) },
    { tag: 'markdown', content: outcome.line(who) },
  ]);
}
