import { describe, expect, it } from 'vitest';
import { loadRequirements } from '../runner/load.ts';
import { checkScenarioStatically } from '../runner/static-check.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { violations } from '../runner/validate.ts';
import { scenarioOf } from './compile.ts';
import { DEFAULT_GENERATE, generatePlan } from './generate.ts';
import type { FuzzPlan } from './plan.ts';
import { restrict } from './plan.ts';

const known = new Set(loadRequirements().requirements.map((r) => r.id));
const plan = generatePlan(11, 1, { intake: 'ws', longConnection: true, ...DEFAULT_GENERATE });

describe('a fuzz plan as a scenario', () => {
  it('is a valid scenario of the corpus format, statically sound, for many plans', () => {
    for (let run = 1; run <= 10; run++) {
      const scenario = scenarioOf(
        generatePlan(11, run, { intake: 'ws', longConnection: true, ...DEFAULT_GENERATE }),
        `fuzz/s11-r${run}`,
      );
      expect(violations(SCHEMA_IDS.Scenario, scenario)).toEqual([]);
      expect(() => checkScenarioStatically('(test)', scenario, known)).not.toThrow();
    }
  });

  it('plays the timeline in order with waits between, each send carrying its own faults', () => {
    const scenario = scenarioOf(plan, 'fuzz/x');
    const sends = scenario.steps.filter((s) => 'do' in s && s.do === 'provider.send');
    expect(sends).toHaveLength(plan.timeline.filter((u) => u.kind === 'send').length);
    const first = plan.faults[0]!;
    const carrier = sends.find((s) => 'as' in s && s.as === first.of) as {
      faults?: { push?: unknown[]; http?: unknown[] };
    };
    expect([...(carrier.faults?.push ?? []), ...(carrier.faults?.http ?? [])]).toContainEqual(
      'push' in first ? first.push : first.http,
    );
    const waited = scenario.steps.reduce((ms, s) => ms + ('do' in s && s.do === 'wait' ? s.ms : 0), 0);
    const outages = plan.timeline.filter((u) => u.kind === 'outage');
    expect(waited).toBe(Math.max(...plan.timeline.map((u) => u.at + (u.kind === 'outage' ? u.ms : 0))));
    expect(scenario.steps.filter((s) => 'do' in s && s.do === 'sut.start')).toHaveLength(outages.length);
    expect(
      scenario.steps
        .filter((s) => 'do' in s && (s.do === 'sut.kill' || s.do === 'sut.restart'))
        .map((s) => ('do' in s ? s.do : '')),
    ).toHaveLength(plan.timeline.filter((u) => u.kind === 'restart' || u.kind === 'outage').length);
  });

  it('ends in the invariants, each judged on its own, and only those the plan gives something to judge', () => {
    const scenario = scenarioOf(plan, 'fuzz/x');
    const checks = scenario.steps.filter((s) => 'expect' in s);
    expect(checks.every((c) => 'dependsOn' in c && c.dependsOn?.length === 0)).toBe(true);
    const hasStop = plan.timeline.some((u) => u.kind === 'send' && u.text === '/stop');
    expect(checks.map((c) => ('expect' in c ? c.expect : '')).sort()).toEqual(
      [
        'invariant.acks',
        'invariant.admissions',
        'invariant.answers',
        'invariant.drafts',
        'invariant.model-runs',
        ...(hasStop ? ['invariant.after-stop'] : []),
      ].sort(),
    );
    const one = restrict(
      plan,
      new Set([plan.timeline.find((u) => u.kind === 'send' && u.text !== '/stop')!.id]),
    );
    expect(
      scenarioOf(one, 'fuzz/y')
        .steps.filter((s) => 'expect' in s)
        .map((c) => ('expect' in c ? c.expect : '')),
    ).not.toContain('invariant.after-stop');
  });

  it('needs the long connection only for faults that only it has', () => {
    const ws = (kind: 'drop-ack' | 'delay-ack'): FuzzPlan => ({
      ...plan,
      timeline: [{ id: 'm1', at: 0, kind: 'send', chat: 'p2p:u1', text: 'fuzz [m1] a' }],
      faults: [{ id: 'f1', of: 'm1', push: { kind } }],
    });
    expect(scenarioOf(ws('delay-ack'), 'fuzz/a').capabilities).toEqual(['long-connection']);
    expect(scenarioOf(ws('drop-ack'), 'fuzz/b').capabilities).toBeUndefined();
  });

  it('kills the one instance a plan names, and needs multi-instance for it', () => {
    const several: FuzzPlan = {
      ...plan,
      timeline: [
        { id: 'm1', at: 0, kind: 'send', chat: 'p2p:u1', text: 'fuzz [m1] a' },
        { id: 'k1', at: 100, kind: 'restart', instance: 2 },
        { id: 'k2', at: 1500, kind: 'outage', ms: 400, instance: 1 },
      ],
      faults: [],
    };
    const scenario = scenarioOf(several, 'fuzz/c');
    expect(violations(SCHEMA_IDS.Scenario, scenario)).toEqual([]);
    const actions = scenario.steps.filter((s) => 'do' in s && s.do.startsWith('sut.'));
    expect(actions).toEqual([
      { do: 'sut.restart', signal: 'SIGKILL', as: 'k1', instance: 2 },
      { do: 'sut.kill', signal: 'SIGKILL', as: 'k2', instance: 1 },
      { do: 'sut.start', instance: 1 },
    ]);
    expect(scenario.capabilities).toEqual(['multi-instance']);
  });
});
