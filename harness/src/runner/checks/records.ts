import type { ProviderDoubleRecord } from '../../../../generated/types/index.ts';
import type { HostRecord, TurnRecord } from '../../doubles/host/index.ts';
import type { ScenarioContext } from '../context.ts';
import { answeredCalls, type Answered } from './answered.ts';
import { scenarioTimeline } from '../answer-timeline.ts';

export type HttpRecord = Extract<ProviderDoubleRecord, { kind: 'http' }>;
export type HostCallRecord = Extract<HostRecord, { kind: 'call' }>;
export type HostAnswerRecord = Extract<HostRecord, { kind: 'answer' }>;
export type HostFileRecord = Extract<HostRecord, { kind: 'file' }>;

export function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Where counting starts: after the anchor named by `since`, after now ("check"), or from the start. */
export function startSeqs(
  ctx: ScenarioContext,
  since: string | undefined,
): { provider: number; host: number } {
  if (since === 'check') {
    return { provider: ctx.provider.recorder.records.length, host: ctx.host.recorder.records.length };
  }
  const anchor = since === undefined ? undefined : ctx.anchors.get(since);
  return { provider: anchor?.providerSeq ?? 0, host: anchor?.hostSeq ?? 0 };
}

/** The implementation's calls of these APIs after a point, each with the source it is about (`answerTo`). */
export function providerCalls(
  ctx: ScenarioContext,
  apis: string[],
  afterSeq: number,
): Answered<HttpRecord>[] {
  const calls = ctx.provider.recorder.records.filter(
    (r): r is HttpRecord => r.kind === 'http' && r.seq > afterSeq && apis.includes(r.api),
  );
  return calls.length === 0
    ? []
    : answeredCalls(
        calls,
        ctx.provider.messages(),
        ctx.replyThreading,
        scenarioTimeline(ctx.provider, ctx.host),
      );
}

/** Turns the host started or ended after a point, as the host knows them, in every host mode. */
export function hostTurns(ctx: ScenarioContext, event: TurnRecord['event'], afterSeq: number): TurnRecord[] {
  return ctx.host.recorder.records.filter(
    (r): r is TurnRecord => r.kind === 'turn' && r.event === event && r.seq > afterSeq,
  );
}

export function hostCalls(ctx: ScenarioContext, methods: string[], afterSeq: number): HostCallRecord[] {
  return ctx.host.recorder.records.filter(
    (r): r is HostCallRecord => r.kind === 'call' && r.seq > afterSeq && methods.includes(r.method),
  );
}

/** The implementation's answers to requests of the host with these methods. */
export function hostAnswers(ctx: ScenarioContext, methods: string[], afterSeq: number): HostAnswerRecord[] {
  return ctx.host.recorder.records.filter(
    (r): r is HostAnswerRecord => r.kind === 'answer' && r.seq > afterSeq && methods.includes(r.method),
  );
}

export function hostFiles(ctx: ScenarioContext, afterSeq: number): HostFileRecord[] {
  return ctx.host.recorder.records.filter((r): r is HostFileRecord => r.kind === 'file' && r.seq > afterSeq);
}
