import { join } from 'node:path';
import type {
  ControlTriggerReceipt,
  ControlTriggerRequest,
  ControlTurnState,
} from '../../../generated/types/index.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { HostLostError } from './host-client.ts';
import type { TurnStatus } from './host-turn.ts';
import { JsonFile } from './json-file.ts';
import { longerThan } from './refusal.ts';

type Answer = { status: number; body: unknown };

interface Receipt {
  receipt: ControlTriggerReceipt;
  /** The chat of the conversation, where the answer is posted. */
  chatId: string;
  instruction: string;
}

const TURN_STATES: Record<TurnStatus, ControlTurnState> = {
  completed: 'completed',
  interrupted: 'interrupted',
  failed: 'failed',
  lost: 'unknown',
};

/**
 * Triggers (BM-001…BM-003): one turn per (conversation, turn key), its receipt kept in the data directory
 * and written as attempting before the turn start is sent. A start lost with the host is reported
 * dispatch_outcome_unknown and never sent again; after a restart an attempting receipt is unknown too.
 */
export class Triggers {
  private readonly file: JsonFile<Record<string, Receipt>>;
  private next = 1;

  constructor(dataDir: string) {
    this.file = new JsonFile(join(dataDir, 'triggers.json'), {}, flaw !== 'trigger-receipts-in-memory');
    for (const r of Object.values(this.file.value)) {
      if (r.receipt.dispatch === 'attempting')
        this.settle(r, { dispatch: 'dispatch_outcome_unknown', turnState: 'unknown' });
    }
    this.next = Object.keys(this.file.value).length + 1;
  }

  trigger(bot: Bot, conversation: string, request: ControlTriggerRequest): Answer {
    const key = `${conversation}\n${request.turnKey}`;
    const earlier = this.file.value[key];
    if (earlier && flaw !== 'triggers-every-call') return { status: 200, body: earlier.receipt };
    // An instruction is input like a message: held to the same bound (AD-007), refused before any receipt.
    if (flaw !== 'unbounded-triggers' && longerThan(request.instruction, bot.inputCharLimit)) {
      const message = `the instruction is over ${bot.inputCharLimit} characters`;
      return { status: 422, body: { error: { code: 'INPUT_TOO_LONG', message } } };
    }
    const now = new Date().toISOString();
    const id = this.next++;
    const entry: Receipt = {
      chatId: conversation.split('/')[0]!,
      instruction: request.instruction,
      receipt: {
        receiptId: `tgr_${id}`,
        sessionId: conversation,
        turnKey: request.turnKey,
        dispatch: 'attempting',
        turnId: `tgr-turn-${id}`,
        turnState: 'queued',
        chars: [...request.instruction].length,
        createdAt: now,
        updatedAt: now,
      },
    };
    this.file.value[key] = entry;
    this.file.save();
    void bot.lanes.add(conversation, entry.receipt.turnId, () => this.run(bot, conversation, entry));
    return { status: 201, body: entry.receipt };
  }

  /** Whether the conversation's turn key was triggered before. */
  used(conversation: string, turnKey: string): boolean {
    return this.file.value[`${conversation}\n${turnKey}`] !== undefined;
  }

  /** An observation — but for the flaw, which takes a failed turn it reads as a reason to dispatch again. */
  read(bot: Bot, conversation: string, turnKey: string): Answer {
    const entry = this.file.value[`${conversation}\n${turnKey}`];
    if (!entry) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no such trigger' } } };
    const body = { ...entry.receipt };
    if (flaw === 'status-read-redispatches' && entry.receipt.turnState === 'failed') {
      this.settle(entry, { dispatch: 'attempting', turnState: 'queued' });
      void bot.lanes.add(conversation, entry.receipt.turnId, () => this.run(bot, conversation, entry));
    }
    return { status: 200, body };
  }

  list(conversation: string): Answer {
    return {
      status: 200,
      body: {
        receipts: Object.values(this.file.value)
          .filter((r) => r.receipt.sessionId === conversation)
          .map((r) => r.receipt),
      },
    };
  }

  private async run(bot: Bot, conversation: string, entry: Receipt): Promise<void> {
    let turn;
    for (;;) {
      try {
        turn = await bot.host.startTurn(await bot.threads.of(conversation), entry.instruction);
        break;
      } catch (error) {
        if (!(error instanceof HostLostError)) throw error;
        if (flaw === 'retries-lost-trigger') continue;
        this.settle(entry, { dispatch: 'dispatch_outcome_unknown', turnState: 'unknown' });
        return;
      }
    }
    this.settle(entry, { dispatch: 'dispatched', turnState: 'running' });
    const status = await turn.ended;
    this.settle(entry, { turnState: TURN_STATES[status] });
    const text =
      status === 'completed' ? turn.text : 'The triggered request did not complete on the agent host.';
    await bot.delivery.announce(entry.chatId, text, `${entry.receipt.receiptId}-${entry.receipt.updatedAt}`);
  }

  private settle(entry: Receipt, change: Partial<ControlTriggerReceipt>): void {
    Object.assign(entry.receipt, change, { updatedAt: new Date().toISOString() });
    this.file.save();
  }
}
