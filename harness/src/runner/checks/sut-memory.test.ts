import { describe, expect, it } from 'vitest';
import type { SutMemoryStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { RssSample } from '../sut.ts';
import { sutMemory } from './sut-memory.ts';

/** A context whose implementation was sampled at `samples` (ms on the scenario clock), the action `since` at 100. */
function context(samples: RssSample[], startedAt = 0): ScenarioContext {
  const t0 = performance.now();
  return {
    now: () => 1000 + performance.now() - t0,
    budgetEnd: 60_000,
    anchors: new Map([['before', { at: 100, providerSeq: 0, hostSeq: 0 }]]),
    sut: { current: { startedAt, rssSamples: samples } },
  } as unknown as ScenarioContext;
}

const step = (over: Partial<SutMemoryStep> = {}): SutMemoryStep => ({
  expect: 'sut.memory',
  since: 'before',
  growthMb: 100,
  for: 0,
  layer: 'transport',
  ...over,
});

describe('sut.memory (TR-004)', () => {
  it('passes growth within the bound, measured from the last sample before the action', async () => {
    const outcome = await sutMemory(
      step(),
      context([
        { at: 50, mb: 130 },
        { at: 200, mb: 220 },
        { at: 300, mb: 150 },
      ]),
    );
    expect(outcome).toMatchObject({ status: 'pass', actual: { beforeMb: 130, peakMb: 220, growthMb: 90 } });
  });

  it('fails a peak over the bound, whatever came after', async () => {
    const outcome = await sutMemory(
      step(),
      context([
        { at: 50, mb: 130 },
        { at: 200, mb: 900 },
        { at: 300, mb: 140 },
      ]),
    );
    expect(outcome).toMatchObject({ status: 'fail', actual: { growthMb: 770 } });
  });

  it('with settledMb, fails memory that was not given back by the end of the window', async () => {
    const samples = [
      { at: 50, mb: 130 },
      { at: 200, mb: 200 },
      { at: 300, mb: 190 },
    ];
    expect(await sutMemory(step({ settledMb: 50 }), context(samples))).toMatchObject({
      status: 'fail',
      actual: { settledMb: 60 },
    });
    expect(await sutMemory(step({ settledMb: 70 }), context(samples))).toMatchObject({ status: 'pass' });
  });

  it('is untested without samples, or across a restart', async () => {
    expect(await sutMemory(step(), context([]))).toMatchObject({ status: 'untested', reason: 'not-covered' });
    expect(await sutMemory(step(), context([{ at: 50, mb: 1 }], 500))).toMatchObject({
      status: 'untested',
      reason: 'not-covered',
    });
  });
});
