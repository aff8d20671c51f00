import { randomBytes } from 'node:crypto';
import type * as lark from '@larksuiteoapi/node-sdk';
import { inBackground } from './background.ts';
import { flaw } from './flaw.ts';

/** The source whose turn runs on a thread: who may decide its approvals, and where its cards go. */
export interface Requester {
  messageId: string;
  chatId: string;
  openId: string;
}

interface Pending {
  requester: Requester;
  cardId?: string;
  what: string;
  requestKey: string;
  /** Writes the answer to the host; nothing for a withdrawn request. */
  answer: (decision: string) => void;
  timer?: NodeJS.Timeout;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const DECISIONS = ['accept', 'acceptForSession', 'decline'];
const BUTTONS: Array<[string, string]> = [
  ['Allow', 'accept'],
  ['Allow for session', 'acceptForSession'],
  ['Deny', 'decline'],
];

function card(title: string, what: string, buttons: unknown[]): string {
  return JSON.stringify({
    config: { update_multi: true },
    header: { title: { tag: 'plain_text', content: title } },
    elements: [
      { tag: 'markdown', content: what },
      ...(buttons.length > 0 ? [{ tag: 'action', actions: buttons }] : []),
    ],
  });
}

/**
 * Approvals for the control bot (HO-008, DE-011): a card per host request, in reply to the source of the
 * turn, that only a verified click of that source's sender decides, once, before the expiry; expiry
 * answers decline, a request the host withdrew has its card retired. Kept in memory: a restart forgets them.
 */
export class Approvals {
  private readonly pending = new Map<string, Pending>();
  private readonly running = new Map<string, Requester>();

  constructor(
    private readonly client: lark.Client,
    private readonly verificationToken: string | undefined,
    private readonly ttlMs: number,
  ) {}

  /** The thread runs the turn of this source from now on. */
  bind(threadId: string, requester: Requester): void {
    this.running.set(threadId, requester);
  }

  unbind(threadId: string): void {
    this.running.delete(threadId);
  }

  /** An approval request of the host: answered through `respond` once decided, not at all when withdrawn. */
  request(
    method: string,
    params: Json,
    requestId: number | string,
    respond: (result: { decision: string }) => void,
    paths: string[] = [],
  ): void {
    const requester = this.running.get(String(params.threadId));
    if (!requester || flaw === 'declines-approvals') return respond({ decision: 'decline' });
    const what =
      method === 'item/commandExecution/requestApproval'
        ? `Run \`${String(params.command ?? '')}\`?`
        : `Change ${paths.map((p) => `\`${p}\``).join(', ') || 'files'}? ${String(params.reason ?? '')}`;
    const approvalId = `a${randomBytes(6).toString('hex')}`;
    const entry: Pending = {
      requester,
      what,
      requestKey: `${String(params.threadId)}/${String(requestId)}`,
      answer: (decision) => respond({ decision }),
    };
    this.pending.set(approvalId, entry);
    if (flaw !== 'approvals-never-expire')
      entry.timer = setTimeout(() => this.settle(approvalId, 'decline', 'Expired: denied.'), this.ttlMs);
    inBackground(`approval card ${approvalId}`, this.post(approvalId, entry));
  }

  /** serverRequest/resolved: a request still pending was withdrawn; its card is retired. */
  resolved(params: Json): void {
    if (flaw === 'leaves-stale-cards') return;
    const key = `${String(params.threadId)}/${String(params.requestId)}`;
    for (const [approvalId, entry] of this.pending)
      // The flaw answers the withdrawn request all the same: a decline the host no longer waits for.
      if (entry.requestKey === key)
        this.settle(
          approvalId,
          flaw === 'answers-withdrawn-requests' ? 'decline' : undefined,
          'No longer needed.',
        );
  }

  /** A card.action.trigger envelope, before the SDK flattens its verification token away. */
  click(envelope: Json): Json {
    const header = obj(envelope.header);
    const event = obj(envelope.event);
    if (
      flaw !== 'trusts-forged-clicks' &&
      (this.verificationToken === undefined || header.token !== this.verificationToken)
    ) {
      return { toast: { type: 'error', content: 'Not verified.' } };
    }
    const value = obj(obj(event.action).value);
    const approvalId = String(value.approval ?? '');
    const entry = this.pending.get(approvalId);
    const decision = String(value.decision ?? '');
    if (!entry || !DECISIONS.includes(decision))
      return { toast: { type: 'info', content: 'Already settled.' } };
    if (flaw !== 'trusts-button-values' && obj(event.context).open_message_id !== entry.cardId) {
      return { toast: { type: 'error', content: 'Not this card.' } };
    }
    if (flaw !== 'grants-any-clicker' && obj(event.operator).open_id !== entry.requester.openId) {
      return { toast: { type: 'warning', content: 'Only the person who asked can decide.' } };
    }
    const answered =
      flaw === 'flattens-session-grant' && decision === 'acceptForSession' ? 'accept' : decision;
    this.settle(approvalId, answered, decision === 'decline' ? 'Denied.' : 'Allowed.');
    return { toast: { type: 'success', content: 'Done.' } };
  }

  private settle(approvalId: string, decision: string | undefined, outcome: string): void {
    const entry = this.pending.get(approvalId);
    if (!entry) return;
    // Deciding again is what a bridge that keeps no decision does: every click answers the host.
    if (flaw !== 'answers-every-click') this.pending.delete(approvalId);
    clearTimeout(entry.timer);
    if (decision !== undefined) entry.answer(decision);
    if (entry.cardId)
      inBackground(`approval card ${approvalId}`, this.patch(entry.cardId, card(outcome, entry.what, [])));
  }

  private async post(approvalId: string, entry: Pending): Promise<void> {
    const buttons = BUTTONS.map(([text, decision]) => ({
      tag: 'button',
      text: { tag: 'plain_text', content: text },
      value: { approval: approvalId, decision },
    }));
    const sent = await this.client.im.message.reply({
      path: { message_id: entry.requester.messageId },
      data: {
        msg_type: 'interactive',
        content: card('Approval needed', entry.what, buttons),
        uuid: `${approvalId}-card`,
      },
    });
    entry.cardId = sent.data?.message_id;
  }

  private async patch(cardId: string, content: string): Promise<void> {
    await this.client.im.message.patch({ path: { message_id: cardId }, data: { content } });
  }
}
