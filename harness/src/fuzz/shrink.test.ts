import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATE, generatePlan } from './generate.ts';
import { unitIds, restrict, type FuzzPlan } from './plan.ts';
import { shrink } from './shrink.ts';

const plan = generatePlan(5, 2, { intake: 'ws', longConnection: true, ...DEFAULT_GENERATE });
const BUDGET = { runs: 500, ms: 60_000 };
const has = (p: FuzzPlan, id: string) => unitIds(p).includes(id);

describe('shrinking a failing plan', () => {
  const send = plan.timeline.find((u) => u.kind === 'send' && u.text !== '/stop')!.id;
  const fault = plan.faults.find((f) => f.of !== send)!;
  const kill = plan.timeline.find((u) => u.kind === 'restart')!.id;

  it('finds the units the failure needs, and only those, with each dropped send taking its faults along', async () => {
    const needs = (p: FuzzPlan) => has(p, send) && has(p, fault.id) && has(p, kill);
    const shrunk = await shrink(plan, async (p) => needs(p), { budget: BUDGET, focus: [send] });
    expect(unitIds(shrunk.plan).sort()).toEqual([send, fault.of, fault.id, kill].sort());
    expect(shrunk.exhausted).toBe(false);
    expect(shrunk.tried).toBeLessThan(120);
    expect(shrunk.plan.timeline[0]!.at).toBe(0);
  });

  it('never plays a candidate twice, nor one without a send', async () => {
    const played: string[] = [];
    await shrink(
      plan,
      async (p) => {
        played.push(unitIds(p).join(','));
        expect(p.timeline.some((u) => u.kind === 'send')).toBe(true);
        expect(p.faults.every((f) => p.timeline.some((u) => u.id === f.of))).toBe(true);
        return has(p, send);
      },
      { budget: BUDGET, focus: [] },
    );
    expect(new Set(played).size).toBe(played.length);
  });

  it('stops at its budget with the smallest failing plan found so far', async () => {
    const shrunk = await shrink(plan, async (p) => has(p, send) && has(p, kill), {
      budget: { runs: 3, ms: 60_000 },
      focus: [send],
    });
    expect(shrunk.exhausted).toBe(true);
    expect(shrunk.tried).toBe(3);
    expect(has(shrunk.plan, send) && has(shrunk.plan, kill)).toBe(true);
  });

  it('keeps the whole plan when nothing smaller fails', async () => {
    const all = new Set(unitIds(plan));
    const shrunk = await shrink(plan, async (p) => unitIds(p).length === all.size, {
      budget: BUDGET,
      focus: [],
    });
    expect(unitIds(shrunk.plan)).toEqual(unitIds(restrict(plan, all)));
  });
});
