import { ControlClient } from '../../../../generated/clients/control.ts';
import type {
  ControlAttachedBindStep,
  ControlAttachedClaimStep,
  ControlAttachedCloseStep,
  ControlAttachedCompleteStep,
  ControlTriggerStep,
  ProviderDoubleInjectMessage,
} from '../../../../generated/types/index.ts';
import { substitute } from '../captures.ts';
import type { ScenarioContext } from '../context.ts';
import { MissingCaptureError } from '../errors.ts';
import { ACTION_CAPTURES } from '../static-check.ts';

type ControlCallStep =
  | ControlAttachedBindStep
  | ControlAttachedClaimStep
  | ControlAttachedCompleteStep
  | ControlAttachedCloseStep
  | ControlTriggerStep;

const DEFAULT_HOST = { surface: 'larkspur-host', session: 'host-session-1' };
/** Room beyond a claim's own wait before the harness gives up on its answer. */
const CLAIM_GRACE_MS = 5_000;

const text = (value: string, ctx: ScenarioContext): string => String(substitute(value, ctx.captures));

function host(step: { hostSurface?: string; hostSession?: string }, ctx: ScenarioContext) {
  return {
    hostSurface: text(step.hostSurface ?? DEFAULT_HOST.surface, ctx),
    hostSessionId: text(step.hostSession ?? DEFAULT_HOST.session, ctx),
  };
}

/**
 * The control calls of attached sessions and triggers: each answer is recorded as `<as>.answer`
 * ({status, body, afterMs}; status 0 when none came), each part on its own too, and in the control log for the transcript. A detached claim sends and
 * returns: its answer is recorded when it comes, and wakes the checks waiting on captures.
 */
export async function controlCall(
  step: ControlCallStep,
  ctx: ScenarioContext,
  chatOf: (ref: string) => ProviderDoubleInjectMessage['chat'],
): Promise<void> {
  if (!ctx.control) return;
  const { method, path, body, timeoutMs } = request(step, ctx, chatOf);
  const client =
    timeoutMs === undefined
      ? ctx.control
      : new ControlClient({
          baseUrl: `http://127.0.0.1:${ctx.launch.controlPort}`,
          token: ctx.launch.controlToken,
          timeoutMs,
        });
  const began = ctx.now();
  const call = client.route(method, path, body).then(
    (res) => {
      ctx.controlLog.push({ at: ctx.now(), method, path, status: res.status, body: res.body });
      const fields = (res.body ?? {}) as Record<string, unknown>;
      const reply = { status: res.status, body: res.body, afterMs: ctx.now() - began };
      const answer: Record<string, unknown> = { answer: reply, ...reply };
      for (const name of ACTION_CAPTURES[step.do] ?? []) {
        const value = name in answer ? answer[name] : fields[name];
        if (value !== undefined) ctx.captures.set(`${step.as}.${name}`, value);
      }
      ctx.signal.notify();
    },
    (error: unknown) => {
      const message = (error as Error).message;
      ctx.controlLog.push({ at: ctx.now(), method, path, status: 0, body: message });
      // No answer at all (the connection dropped, the call timed out) is the implementation's failure, not
      // an unknown: a check on the answer fails on status 0 instead of going untested.
      const reply = { status: 0, body: null, error: message, afterMs: ctx.now() - began };
      ctx.captures.set(`${step.as}.answer`, reply);
      ctx.captures.set(`${step.as}.status`, 0);
      ctx.signal.notify();
    },
  );
  if (step.do === 'control.attachedClaim' && step.detach) return;
  await call;
}

function request(
  step: ControlCallStep,
  ctx: ScenarioContext,
  chatOf: (ref: string) => ProviderDoubleInjectMessage['chat'],
): { method: string; path: string; body: unknown; timeoutMs?: number } {
  const session = (ref: string) => encodeURIComponent(text(ref, ctx));
  switch (step.do) {
    case 'control.attachedBind': {
      const chat = chatOf(step.chat);
      const topicId = step.topic === undefined ? undefined : ctx.captures.get(`${step.topic}.messageId`);
      if (step.topic !== undefined && typeof topicId !== 'string')
        throw new MissingCaptureError(step.topic, 'topic root message id');
      return {
        method: 'POST',
        path: '/v1/attached',
        body: {
          goalId: text(step.goal ?? 'goal-1', ctx),
          agentId: text(step.agent ?? 'agent-1', ctx),
          executorEndpointId: text(step.executor ?? 'endpoint-1', ctx),
          ...host(step, ctx),
          conversation: {
            chatId: ctx.provider.chatId(chat),
            chatType: chat.type,
            ...(typeof topicId === 'string' ? { topicId } : {}),
          },
        },
      };
    }
    case 'control.attachedClaim':
      return {
        method: 'POST',
        path: `/v1/attached/${session(step.session)}/claim`,
        body: { ...host(step, ctx), claimId: text(step.claimId ?? step.as, ctx), waitMs: step.waitMs ?? 0 },
        timeoutMs: (step.waitMs ?? 0) + CLAIM_GRACE_MS,
      };
    case 'control.attachedComplete':
      return {
        method: 'POST',
        path: `/v1/attached/${session(step.session)}/complete`,
        body: {
          ...host(step, ctx),
          claimId: text(step.claimId, ctx),
          turnId: text(step.turn, ctx),
          completionId: text(step.completionId ?? step.as, ctx),
          message: text(step.message, ctx),
        },
        timeoutMs: CLAIM_GRACE_MS * 2,
      };
    case 'control.attachedClose':
      return { method: 'POST', path: `/v1/attached/${session(step.session)}/close`, body: host(step, ctx) };
    case 'control.trigger':
      return {
        method: 'POST',
        path: `/v1/sessions/${session(step.session)}/triggers`,
        body: { turnKey: text(step.turnKey, ctx), instruction: text(step.instruction, ctx) },
      };
  }
}
