import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelDoubleRecord, ModelResponseScript } from '../../../../generated/types/index.ts';
import type { ReleaseLatch } from '../host/release-latch.ts';
import { repeated } from '../host/turn-run.ts';
import type { CallView, Wire } from './wires/wire.ts';

export type Answer = NonNullable<ModelDoubleRecord['answer']>;
type Step = NonNullable<ModelResponseScript['output']>[number];

export interface RespondDeps {
  releases: ReleaseLatch;
  /** Aborts when the client goes (an interrupt) or the double stops. */
  signal: AbortSignal;
  checkpoint(key: string): Promise<void>;
  /** The double's own message broke its schema. */
  broke(errors: string[]): void;
  /** A unique number for the ids of this answer. */
  n: number;
  /** A tool call this answer asks for: the next call of the turn carries its result under this id. */
  issued(id: string): void;
}

/** How an answer ended, and the text it said. */
export interface Answered {
  answer: Answer;
  text: string;
}

/** Plays one response script onto an HTTP answer, on the wire of the call, streamed or not as it asked. */
export async function respond(
  script: ModelResponseScript,
  wire: Wire,
  call: { view: CallView; body: unknown },
  res: ServerResponse,
  deps: RespondDeps,
): Promise<Answered> {
  if (script.http) {
    wire.error({ res, broke: deps.broke }, script.http.status, script.http.code, script.http.message);
    return { answer: 'http', text: '' };
  }
  const speaker = wire.speaker(
    { res, broke: deps.broke, n: deps.n, model: call.view.model || 'larkspur-model', request: call.body },
    call.view.stream,
  );
  let text = '';
  const delta = async (piece: string) => {
    text += piece;
    await speaker.text(piece);
  };
  try {
    await speaker.begin();
    for (const step of script.output ?? []) {
      if (await playStep(step, script, delta, deps)) continue;
      // A tool call ends the response; the client calls again with its output.
      const tool = wire.toolCall(deps.n, (step as Extract<Step, { toolCall: unknown }>).toolCall);
      deps.issued(tool.id);
      await speaker.toolCall(tool);
      await speaker.complete();
      return { answer: 'tool-call', text };
    }
    const end = script.end ?? 'completed';
    if (end === 'drop') {
      speaker.drop();
      return { answer: 'dropped', text };
    }
    if (end === 'hang') {
      // A client gone while the output before the hang was written is gone already: no abort event comes.
      if (!deps.signal.aborted)
        await new Promise<void>((resolve) =>
          deps.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
      return { answer: 'client-gone', text };
    }
    if (typeof end === 'object') {
      await speaker.fail(end.failed);
      return { answer: 'failed', text };
    }
    await speaker.complete();
    return { answer: 'completed', text };
  } catch (error) {
    if (deps.signal.aborted) return { answer: 'client-gone', text };
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
