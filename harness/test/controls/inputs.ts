import type { ControlSessionInput, ControlSessionInputRequest } from '../../../generated/types/index.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';

interface Input {
  projection: ControlSessionInput;
  text: string;
}

/** What a steer needs of the bot: the conversation's thread and the host. */
type SteerBot = Pick<Bot, 'threads' | 'host'>;

/**
 * Input sent to a conversation through the control API, by delivery mode (AD-008), kept in memory:
 * queue waits for the conversation's next turn start, inbox is only kept, steer goes into the running
 * turn and a refusal is a failure. The same clientInputId again gets the first answer.
 */
export class Inputs {
  private readonly byConversation = new Map<string, Input[]>();
  private next = 1;

  list(conversation: string): ControlSessionInput[] {
    return (this.byConversation.get(conversation) ?? []).map((i) => i.projection);
  }

  /** The answer to a request: status and body, as the control API sends them. */
  async send(
    bot: SteerBot,
    conversation: string,
    request: ControlSessionInputRequest,
  ): Promise<{ status: number; body: unknown }> {
    const inputs = this.byConversation.get(conversation) ?? [];
    this.byConversation.set(conversation, inputs);
    const earlier = inputs.find((i) => i.projection.clientInputId === request.clientInputId);
    if (earlier) return answerOf(earlier.projection);
    const now = new Date().toISOString();
    const input: Input = {
      text: request.text,
      projection: {
        inputId: `in_${this.next++}`,
        clientInputId: request.clientInputId,
        sessionId: conversation,
        mode: request.mode,
        state: 'pending',
        chars: [...request.text].length,
        createdAt: now,
        updatedAt: now,
      },
    };
    inputs.push(input);
    if (request.mode === 'inbox') input.projection.state = flaw === 'inbox-as-queue' ? 'pending' : 'inboxed';
    if (request.mode === 'queue' && flaw === 'queue-interrupts') await interruptRunning(bot, conversation);
    if (request.mode === 'steer' && flaw !== 'steer-as-queue') await steer(bot, conversation, input);
    return answerOf(input.projection);
  }

  /** The queued texts for a turn starting now, taken once; `into` names the turn once the host gave its id. */
  take(conversation: string): { texts: string[]; into: (turnId: string) => void } {
    const pending = (this.byConversation.get(conversation) ?? []).filter(
      (i) => i.projection.state === 'pending',
    );
    for (const i of pending) i.projection.state = 'injected';
    return {
      texts: pending.map((i) => i.text),
      into: (turnId) => {
        for (const i of pending) i.projection.turnId = turnId;
      },
    };
  }
}

async function runningTurnOf(bot: SteerBot, conversation: string) {
  const threadId = bot.threads.bound(conversation);
  const turn = threadId === undefined ? undefined : await bot.host.runningTurn(threadId);
  return threadId !== undefined && turn !== undefined && turn.status === undefined
    ? { threadId, turn }
    : undefined;
}

async function steer(bot: SteerBot, conversation: string, input: Input): Promise<void> {
  const running = await runningTurnOf(bot, conversation);
  const failed = (errorCode: string) => Object.assign(input.projection, { state: 'failed', errorCode });
  if (!running) return void failed('NO_ACTIVE_TURN');
  input.projection.turnId = running.turn.id;
  try {
    await bot.host.request('turn/steer', {
      threadId: running.threadId,
      expectedTurnId: running.turn.id,
      input: [{ type: 'text', text: input.text }],
    });
    input.projection.state = 'steered';
  } catch {
    // The flaw: a refused steer quietly becomes queued input for the next turn.
    if (flaw === 'downgrades-rejected-steer') return;
    failed('STEER_REJECTED');
  }
}

/** The flaw queue-interrupts: queued input cuts the running turn short instead of waiting for it. */
async function interruptRunning(bot: SteerBot, conversation: string): Promise<void> {
  const running = await runningTurnOf(bot, conversation);
  if (running)
    await bot.host
      .request('turn/interrupt', { threadId: running.threadId, turnId: running.turn.id })
      .catch(() => undefined);
}

function answerOf(projection: ControlSessionInput): { status: number; body: unknown } {
  if (projection.state !== 'failed') return { status: 200, body: projection };
  return {
    status: 409,
    body: {
      error: {
        code: projection.errorCode ?? 'STEER_REJECTED',
        message: 'the steer failed; it was not queued',
      },
    },
  };
}
