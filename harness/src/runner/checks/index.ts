import type { Step } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { providerAck } from './provider-ack.ts';
import { providerCall } from './provider-call.ts';
import { providerChallenge } from './provider-challenge.ts';
import { hostCall } from './host-call.ts';
import { hostAnswer, hostFile } from './host-answer.ts';
import { controlGet, controlSource } from './control.ts';
import { quiet } from './quiet.ts';
import { inOrder } from './in-order.ts';
import { providerAcks } from './provider-acks.ts';
import { hostConcurrency } from './host-concurrency.ts';
import { sutMemory } from './sut-memory.ts';
import { providerMessages } from './provider-messages.ts';
import { hostConnection } from './host-connection.ts';
import { hostTurn } from './host-turn.ts';
import { captured } from './captured.ts';
import { secrets } from './secrets.ts';
import { controlAuth } from './control-auth.ts';
import { timingLinesCheck } from './timing-lines.ts';
import { controlContentFree } from './control-content-free.ts';
import { leaseReported } from './lease-reported.ts';
import {
  invariantAcks,
  invariantAdmissions,
  invariantAfterStop,
  invariantAnswers,
  invariantDrafts,
  invariantModelRuns,
} from './invariants/index.ts';

export type Check = Extract<Step, { expect: string }>;

/** Evaluates one check. Each evaluator returns data; none throws for a verdict. */
export function evaluate(step: Check, ctx: ScenarioContext): Promise<Outcome> {
  switch (step.expect) {
    case 'provider.ack':
      return providerAck(step, ctx);
    case 'provider.challenge':
      return providerChallenge(step, ctx);
    case 'provider.call':
      return providerCall(step, ctx);
    case 'host.call':
      return hostCall(step, ctx);
    case 'host.answer':
      return hostAnswer(step, ctx);
    case 'host.file':
      return hostFile(step, ctx);
    case 'control.source':
      return controlSource(step, ctx);
    case 'control.get':
      return controlGet(step, ctx);
    case 'quiet':
      return quiet(step, ctx);
    case 'inOrder':
      return inOrder(step, ctx);
    case 'provider.acks':
      return providerAcks(step, ctx);
    case 'host.concurrency':
      return hostConcurrency(step, ctx);
    case 'sut.memory':
      return sutMemory(step, ctx);
    case 'provider.messages':
      return providerMessages(step, ctx);
    case 'host.connection':
      return hostConnection(step, ctx);
    case 'host.turn':
      return hostTurn(step, ctx);
    case 'captured':
      return captured(step, ctx);
    case 'secrets':
      return secrets(step, ctx);
    case 'control.auth':
      return controlAuth(step, ctx);
    case 'timing.lines':
      return timingLinesCheck(step, ctx);
    case 'control.contentFree':
      return controlContentFree(step, ctx);
    case 'sut.leaseReported':
      return leaseReported(step, ctx);
    case 'invariant.acks':
      return invariantAcks(step, ctx);
    case 'invariant.admissions':
      return invariantAdmissions(step, ctx);
    case 'invariant.answers':
      return invariantAnswers(step, ctx);
    case 'invariant.drafts':
      return invariantDrafts(step, ctx);
    case 'invariant.model-runs':
      return invariantModelRuns(step, ctx);
    case 'invariant.after-stop':
      return invariantAfterStop(step, ctx);
  }
}

/** Checks that need the control API are untested without it. */
export function needsControl(step: Check): boolean {
  return (
    step.expect === 'control.source' ||
    step.expect === 'control.get' ||
    step.expect === 'control.auth' ||
    step.expect === 'control.contentFree'
  );
}
