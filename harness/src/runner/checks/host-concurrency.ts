import type { HostConcurrencyStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';

interface Interval {
  threadId: string;
  turnId: string;
  start: number;
  end: number;
}

/** Turn lifetimes as the host knows them, heard or not: from its start to its end. */
function turnIntervals(ctx: ScenarioContext): Interval[] {
  const open = new Map<string, Interval>();
  const done: Interval[] = [];
  for (const r of ctx.host.recorder.records) {
    if (r.kind !== 'turn') continue;
    if (r.event === 'started')
      open.set(r.turnId, { threadId: r.threadId, turnId: r.turnId, start: r.at, end: Infinity });
    const turn = open.get(r.turnId);
    if (r.event === 'ended' && turn) {
      open.delete(r.turnId);
      done.push({ ...turn, end: r.at });
    }
  }
  return [...done, ...open.values()];
}

function mostAtOnce(intervals: Interval[]): { most: number; at: number } {
  const points = intervals.flatMap((i) => [
    { at: i.start, delta: 1 },
    { at: i.end, delta: -1 },
  ]);
  points.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let current = 0;
  let best = { most: 0, at: 0 };
  for (const p of points) {
    current += p.delta;
    if (current > best.most) best = { most: current, at: p.at };
  }
  return best;
}

export async function hostConcurrency(step: HostConcurrencyStep, ctx: ScenarioContext): Promise<Outcome> {
  const intervals = turnIntervals(ctx);
  const expected = { atMost: step.atMost, scope: step.scope ?? 'all' };
  if (intervals.length === 0)
    return { status: 'fail', message: 'no turn ran on the host at all', expected, actual: { turns: 0 } };
  const byThread = new Map<string, Interval[]>();
  for (const i of intervals) byThread.set(i.threadId, [...(byThread.get(i.threadId) ?? []), i]);
  const groups = step.scope === 'thread' ? [...byThread.values()] : [intervals];
  const worst = groups.map(mostAtOnce).reduce((a, b) => (b.most > a.most ? b : a));
  const actual = { turns: intervals.length, mostAtOnce: worst.most, atMs: Math.round(worst.at) };
  return worst.most <= step.atMost
    ? {
        status: 'pass',
        message: `at most ${worst.most} turn(s) at once over ${intervals.length}`,
        expected,
        actual,
      }
    : {
        status: 'fail',
        message: `${worst.most} turns were active at once (limit ${step.atMost})`,
        expected,
        actual,
      };
}
