import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATE, generatePlan } from './generate.ts';
import { describeSize, restrict } from './plan.ts';
import { progressMark } from './tally.ts';

describe('fuzz progress words', () => {
  it('marks a run against a budget of runs, and against one of seconds with the time spent', () => {
    expect(progressMark(2, { runs: 5 }, 12_000)).toBe('[2/5]');
    expect(progressMark(7, { seconds: 600 }, 95_400)).toBe('[7 · 95/600 s]');
    expect(progressMark(3, { runs: 10, seconds: 60 }, 59_600)).toBe('[3/10 · 60/60 s]');
  });

  it('says a plan’s size in words, one and many', () => {
    const plan = generatePlan(5, 1, {
      intake: 'ws',
      longConnection: true,
      ...DEFAULT_GENERATE,
      messages: 3,
      kills: 2,
      faults: 4,
    });
    expect(describeSize(plan)).toMatch(/^3 messages, \d+ faults, 2 kills, \d+ redeliver(y|ies)$/);
    const send = plan.timeline.find((u) => u.kind === 'send')!;
    const fault = plan.faults.find((f) => f.of === send.id) ?? { ...plan.faults[0]!, of: send.id };
    const one = restrict({ ...plan, faults: [fault] }, new Set([send.id, fault.id, 'k1']));
    expect(describeSize(one)).toBe('1 message, 1 fault, 1 kill, 0 redeliveries');
  });
});
