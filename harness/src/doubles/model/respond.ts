import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelDoubleRecord, ModelResponseScript } from '../../../../generated/types/index.ts';
import type { ReleaseLatch } from '../host/release-latch.ts';
import { repeated } from '../host/turn-run.ts';
import { SseStream } from './sse-stream.ts';

type Answer = NonNullable<ModelDoubleRecord['answer']>;
type Step = NonNullable<ModelResponseScript['output']>[number];

export interface RespondDeps {
  releases: ReleaseLatch;
  /** Aborts when the client goes (an interrupt) or the double stops. */
  signal: AbortSignal;
  checkpoint(key: string): Promise<void>;
  /** The double's own event broke its schema. */
  broke(errors: string[]): void;
  /** A unique number for the ids of this answer. */
  n: number;
}

const HTTP_MESSAGES: Record<number, string> = {
  401: 'Incorrect API key provided.',
  429: 'Rate limit reached for requests.',
  500: 'The server had an error while processing your request.',
};

/** The OpenAI error body of an HTTP error answer (model/error-body). */
export function errorBody(status: number, code?: string, message?: string) {
  return {
    error: {
      message: message ?? HTTP_MESSAGES[status] ?? `HTTP ${status} from the model double`,
      type: 'larkspur_model_double',
      param: null,
      code: code ?? null,
    },
  };
}

/** Plays one response script onto an HTTP answer; says how the answer ended. */
export async function respond(
  script: ModelResponseScript,
  res: ServerResponse,
  deps: RespondDeps,
): Promise<Answer> {
  if (script.http) {
    res.writeHead(script.http.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(errorBody(script.http.status, script.http.code, script.http.message)));
    return 'http';
  }
  const stream = new SseStream(res, deps.broke);
  const id = `resp_${deps.n}`;
  const messageId = `msg_${deps.n}`;
  let text: string | undefined;
  const delta = async (piece: string) => {
    if (text === undefined) {
      text = '';
      await stream.send({
        type: 'response.output_item.added',
        output_index: 0,
        item: { type: 'message', id: messageId, role: 'assistant', content: [] },
      });
    }
    text += piece;
    await stream.send({
      type: 'response.output_text.delta',
      item_id: messageId,
      output_index: 0,
      content_index: 0,
      delta: piece,
    });
  };
  const closeMessage = async () => {
    if (text === undefined) return;
    await stream.send({
      type: 'response.output_item.done',
      output_index: 0,
      item: { type: 'message', id: messageId, role: 'assistant', content: [{ type: 'output_text', text }] },
    });
  };
  const completed = async () => {
    const output = Math.ceil((text ?? '').length / 4);
    await stream.send({
      type: 'response.completed',
      response: { id, usage: { input_tokens: 16, output_tokens: output, total_tokens: 16 + output } },
    });
    stream.end();
  };
  try {
    await stream.send({ type: 'response.created', response: { id } });
    for (const step of script.output ?? []) {
      if (await playStep(step, script, delta, deps)) continue;
      // A tool call ends the response; Codex calls again with its output.
      const call = (step as Extract<Step, { toolCall: unknown }>).toolCall;
      await closeMessage();
      const item = {
        type: 'function_call',
        id: `fc_${deps.n}`,
        call_id: `call_${deps.n}`,
        name: 'exec_command',
        arguments: JSON.stringify({
          cmd: call.command,
          ...(call.escalate ? { sandbox_permissions: 'require_escalated' } : {}),
          ...(call.justification ? { justification: call.justification } : {}),
        }),
      };
      const index = text === undefined ? 0 : 1;
      await stream.send({ type: 'response.output_item.added', output_index: index, item });
      await stream.send({ type: 'response.output_item.done', output_index: index, item });
      await completed();
      return 'tool-call';
    }
    const end = script.end ?? 'completed';
    if (end === 'drop') {
      stream.drop();
      return 'dropped';
    }
    if (end === 'hang') {
      await new Promise<void>((resolve) =>
        deps.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      return 'client-gone';
    }
    if (typeof end === 'object') {
      await stream.send({ type: 'response.failed', response: { id, error: end.failed } });
      stream.end();
      return 'failed';
    }
    await closeMessage();
    await completed();
    return 'completed';
  } catch (error) {
    if (deps.signal.aborted) return 'client-gone';
    throw error;
  }
}

/** Plays one output step; false for a tool call, which the caller turns into the end of the response. */
async function playStep(
  step: Step,
  script: ModelResponseScript,
  delta: (text: string) => Promise<void>,
  deps: RespondDeps,
): Promise<boolean> {
  if (typeof step === 'string' || 'repeat' in step) {
    if (script.deltaDelayMs) await sleep(script.deltaDelayMs, undefined, { signal: deps.signal });
    await delta(typeof step === 'string' ? step : repeated(step.repeat, step.times));
  } else if ('pauseMs' in step) {
    await sleep(step.pauseMs, undefined, { signal: deps.signal });
  } else if ('waitForRelease' in step) {
    await deps.releases.wait(step.waitForRelease, deps.signal);
  } else if ('checkpoint' in step) {
    await deps.checkpoint(step.checkpoint);
  } else {
    return false;
  }
  return true;
}
