import { readFileSync } from 'node:fs';
import type { ControlClient, ControlResponse } from '../../../generated/clients/control.ts';
import { UsageError } from '../runner/errors.ts';

/** A command of `larkspur ctl` that takes flags: attached sessions and triggers. */
export interface FlagCommand {
  /** The flags it needs, by name without the dashes. */
  needs: string[];
  /** Positional arguments it takes. */
  args: number;
  call: (
    client: ControlClient,
    flags: Record<string, string | undefined>,
    args: string[],
  ) => Promise<ControlResponse<number, unknown>>;
  /** The answer may take this long (a claim's wait). */
  timeoutMs?: (flags: Record<string, string | undefined>) => number;
}

/** Flags of these commands, for parseArgs. */
export const BROKER_FLAGS = [
  'goal-id',
  'agent-id',
  'executor-endpoint-id',
  'host-surface',
  'host-session-id',
  'chat-id',
  'topic-id',
  'session-id',
  'claim-id',
  'wait-seconds',
  'turn-id',
  'completion-id',
  'response-json',
  'turn-key',
] as const;

const host = (f: Record<string, string | undefined>) => ({
  hostSurface: f['host-surface']!,
  hostSessionId: f['host-session-id']!,
});

function waitMs(f: Record<string, string | undefined>): number {
  const value = f['wait-seconds'] ?? '0';
  if (!/^[0-9]+$/.test(value))
    throw new UsageError(`--wait-seconds '${value}' is not a whole number of seconds`);
  return Number(value) * 1000;
}

/** The agent's response: an owner-local JSON file with at least a message field. */
function responseMessage(file: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read the response JSON ${file}: ${(error as Error).message}`);
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '') throw new UsageError(`${file} has no "message" string`);
  return message;
}

const HOST = ['host-surface', 'host-session-id'];

export const BROKER_COMMANDS: Record<string, FlagCommand> = {
  'attached bind': {
    needs: ['goal-id', 'agent-id', 'executor-endpoint-id', ...HOST, 'chat-id'],
    args: 0,
    call: (c, f) =>
      c.bindAttachedSession({
        goalId: f['goal-id']!,
        agentId: f['agent-id']!,
        executorEndpointId: f['executor-endpoint-id']!,
        ...host(f),
        conversation: f['topic-id']
          ? { chatId: f['chat-id']!, chatType: 'group', topicId: f['topic-id'] }
          : { chatId: f['chat-id']!, chatType: 'p2p' },
      }),
  },
  'attached claim': {
    needs: ['session-id', ...HOST, 'claim-id'],
    args: 0,
    call: (c, f) =>
      c.claimAttachedInput(f['session-id']!, { ...host(f), claimId: f['claim-id']!, waitMs: waitMs(f) }),
    timeoutMs: (f) => waitMs(f) + 10_000,
  },
  'attached complete': {
    needs: ['session-id', 'turn-id', ...HOST, 'claim-id', 'completion-id', 'response-json'],
    args: 0,
    call: (c, f) =>
      c.completeAttachedTurn(f['session-id']!, {
        ...host(f),
        claimId: f['claim-id']!,
        turnId: f['turn-id']!,
        completionId: f['completion-id']!,
        message: responseMessage(f['response-json']!),
      }),
    timeoutMs: () => 60_000,
  },
  'attached close': {
    needs: ['session-id', ...HOST],
    args: 0,
    call: (c, f) => c.closeAttachedSession(f['session-id']!, host(f)),
  },
  'attached list': { needs: [], args: 0, call: (c) => c.listAttachedSessions() },
  trigger: {
    needs: ['turn-key'],
    args: 2,
    call: (c, f, a) => c.triggerTurn(a[0]!, { turnKey: f['turn-key']!, instruction: a[1]! }),
  },
  'trigger-status': { needs: [], args: 2, call: (c, _f, a) => c.getTriggerReceipt(a[0]!, a[1]!) },
  triggers: { needs: [], args: 1, call: (c, _f, a) => c.listTriggerReceipts(a[0]!) },
};
