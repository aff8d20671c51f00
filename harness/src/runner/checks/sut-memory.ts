import type { SutMemoryStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { sleep } from '../signal.ts';

const SAMPLE_MS = 250;
const round = (mb: number) => Math.round(mb * 10) / 10;

/**
 * TR-004: memory stays bounded. From the implementation's memory when the action `since` ran, it never
 * grows more than growthMb, until `for` ms after this step was reached; a sample over the bound fails at
 * once. It rests on the harness's own samples of the process group, never on what the implementation says.
 */
export async function sutMemory(step: SutMemoryStep, ctx: ScenarioContext): Promise<Outcome> {
  const anchor = ctx.anchors.get(step.since)!;
  const sut = ctx.sut.current;
  if (!sut || sut.startedAt > anchor.at) {
    return {
      status: 'untested',
      reason: 'not-covered',
      message: `the implementation was started again after ${step.since}: no memory to compare with`,
    };
  }
  const deadline = Math.min(ctx.now() + step.for, ctx.budgetEnd);
  const expected = {
    growthMb: `<= ${step.growthMb}`,
    ...(step.settledMb !== undefined ? { settledMb: `<= ${step.settledMb}` } : {}),
  };
  for (;;) {
    const before = sut.rssSamples.filter((s) => s.at <= anchor.at).at(-1);
    const after = sut.rssSamples.filter((s) => s.at >= anchor.at);
    const done = ctx.now() >= deadline;
    if (before && after.length > 0) {
      const peak = after.reduce((a, b) => (b.mb > a.mb ? b : a));
      const actual = {
        beforeMb: round(before.mb),
        peakMb: round(peak.mb),
        growthMb: round(peak.mb - before.mb),
        samples: after.length,
      };
      if (peak.mb - before.mb > step.growthMb) {
        return {
          status: 'fail',
          message: `grew ${actual.growthMb} MB (from ${actual.beforeMb} to ${actual.peakMb} MB), over ${step.growthMb}`,
          expected,
          actual,
        };
      }
      if (done) return settled(step, before.mb, after.at(-1)!.mb, { expected, actual });
    } else if (done) {
      return {
        status: 'untested',
        reason: 'not-covered',
        message: 'the harness cannot sample the memory of the implementation here (no /proc)',
      };
    }
    await sleep(Math.min(SAMPLE_MS, Math.max(0, deadline - ctx.now())));
  }
}

/** The end of the window: with settledMb, the last sample must be back near where it started. */
function settled(
  step: SutMemoryStep,
  beforeMb: number,
  lastMb: number,
  shown: { expected: unknown; actual: { growthMb: number } },
): Outcome {
  const actual = { ...shown.actual, settledMb: round(lastMb - beforeMb) };
  if (step.settledMb !== undefined && lastMb - beforeMb > step.settledMb) {
    return {
      status: 'fail',
      message: `still ${actual.settledMb} MB above ${step.since} when the window closed, over ${step.settledMb}`,
      expected: shown.expected,
      actual,
    };
  }
  return {
    status: 'pass',
    message: `grew ${actual.growthMb} MB at most since ${step.since}, ${actual.settledMb} MB at the end`,
    expected: shown.expected,
    actual,
  };
}
