import { describe, expect, it } from 'vitest';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { violations } from '../runner/validate.ts';
import { DEFAULT_GENERATE, generatePlan } from './generate.ts';
import { planSize } from './plan.ts';

const WS = { intake: 'ws' as const, longConnection: true, ...DEFAULT_GENERATE };

describe('fuzz plan generation', () => {
  it('is a pure function of seed and run: the same pair, the same plan; another run, another plan', () => {
    expect(generatePlan(42, 3, WS)).toEqual(generatePlan(42, 3, WS));
    expect(generatePlan(42, 4, WS).timeline).not.toEqual(generatePlan(42, 3, WS).timeline);
    expect(generatePlan(43, 3, WS).timeline).not.toEqual(generatePlan(42, 3, WS).timeline);
  });

  it('makes the load and faults asked for, and keeps to the plan schema', () => {
    for (let run = 1; run <= 20; run++) {
      const plan = generatePlan(7, run, WS);
      expect(violations(SCHEMA_IDS.FuzzPlan, plan)).toEqual([]);
      const size = planSize(plan);
      expect(size).toMatchObject({ sends: WS.messages, kills: WS.kills });
      expect(size.faults).toBeGreaterThanOrEqual(WS.faults);
      const ats = plan.timeline.map((u) => u.at);
      expect(ats).toEqual([...ats].sort((a, b) => a - b));
    }
  });

  it('mixes private chats and groups with mentions, follow-ups in a busy chat, and /stop only in private chats', () => {
    const plans = Array.from({ length: 20 }, (_, i) => generatePlan(1, i + 1, WS));
    const sends = plans.flatMap((p) => p.timeline.filter((u) => u.kind === 'send'));
    expect(sends.some((s) => s.chat.startsWith('group:') && s.mention)).toBe(true);
    expect(sends.filter((s) => s.chat.startsWith('group:')).every((s) => s.mention && s.from)).toBe(true);
    const stops = sends.filter((s) => s.text === '/stop');
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.every((s) => s.chat.startsWith('p2p:'))).toBe(true);
    const markers = sends.filter((s) => s.text !== '/stop').map((s) => /\[(m\d+)\]/.exec(s.text)?.[1]);
    expect(markers.every((m) => m !== undefined)).toBe(true);
    const followUps = plans.flatMap((p) => {
      const own = p.timeline.filter((u) => u.kind === 'send' && u.text !== '/stop');
      return own
        .slice(1)
        .filter(
          (u, i) =>
            u.kind === 'send' &&
            own[i]!.kind === 'send' &&
            own[i]!.chat === u.chat &&
            u.at - own[i]!.at < 480,
        );
    });
    expect(followUps.length).toBeGreaterThan(0);
  });

  it('faults every kind the issue lists, each about one request of the plan', () => {
    const plans = Array.from({ length: 20 }, (_, i) => generatePlan(3, i + 1, WS));
    const faults = plans.flatMap((p) => p.faults);
    const actions = new Set(
      faults.flatMap((f) =>
        'http' in f
          ? [f.http.action.kind === 'error' ? `code ${f.http.action.code}` : f.http.action.kind]
          : [],
      ),
    );
    expect([...actions].sort()).toEqual([
      'code 230020',
      'code 99991400',
      'delay',
      'drop-response',
      'reset',
      'status',
    ]);
    const delays = faults.flatMap((f) =>
      'http' in f && f.http.action.kind === 'delay' ? [f.http.action.ms] : [],
    );
    expect(Math.min(...delays)).toBeGreaterThan(plans[0]!.knobs.providerTimeoutMs!);
    const pushes = new Set(faults.flatMap((f) => ('push' in f ? [f.push.kind] : [])));
    expect([...pushes].sort()).toEqual([
      'close-socket',
      'delay-ack',
      'deliver-twice',
      'drop-ack',
      'out-of-order',
    ]);
    for (const plan of plans) {
      const requests = new Set(
        plan.timeline.flatMap((u) => (u.kind === 'send' && u.text !== '/stop' ? [u.id] : [])),
      );
      expect(plan.faults.every((f) => requests.has(f.of))).toBe(true);
      expect(
        plan.timeline
          .filter((u) => u.kind === 'redeliver')
          .every((u) => u.kind === 'redeliver' && requests.has(u.of)),
      ).toBe(true);
    }
    expect(
      plans
        .flatMap((p) => p.timeline)
        .filter((u) => u.kind === 'redeliver')
        .map((u) => u.kind === 'redeliver' && u.newEventId),
    ).toContain(true);
  });

  it('takes no fault the long connection alone has for a webhook bridge, or one that does not declare long-connection', () => {
    for (const options of [
      { ...WS, intake: 'webhook' as const },
      { ...WS, longConnection: false },
    ]) {
      const faults = Array.from({ length: 10 }, (_, i) => generatePlan(5, i + 1, options)).flatMap(
        (p) => p.faults,
      );
      expect(new Set(faults.flatMap((f) => ('push' in f ? [f.push.kind] : [])))).toEqual(
        new Set(['drop-ack', 'deliver-twice']),
      );
    }
  });

  it('spreads kills over the run, never closer than the implementation needs to come back', () => {
    const plan = generatePlan(9, 1, WS);
    const kills = plan.timeline.filter((u) => u.kind === 'restart' || u.kind === 'outage');
    for (let i = 1; i < kills.length; i++) {
      const before = kills[i - 1]!;
      expect(kills[i]!.at - (before.at + (before.kind === 'outage' ? before.ms : 0))).toBeGreaterThanOrEqual(
        1200,
      );
    }
    expect(kills.at(-1)!.at).toBeGreaterThan(plan.timeline.filter((u) => u.kind === 'send').at(-1)!.at / 2);
  });

  it('with several instances kills one at a time, drawn from the seed, and gives the instances a short lease; with one, the plan is as it was', () => {
    const two = { ...WS, instances: 2 };
    const plans = Array.from({ length: 10 }, (_, i) => generatePlan(21, i + 1, two));
    const kills = plans.flatMap((p) => p.timeline.filter((u) => u.kind === 'restart' || u.kind === 'outage'));
    expect(kills.length).toBe(10 * WS.kills);
    expect(new Set(kills.map((k) => ('instance' in k ? k.instance : undefined)))).toEqual(new Set([1, 2]));
    for (const plan of plans) {
      expect(violations(SCHEMA_IDS.FuzzPlan, plan)).toEqual([]);
      expect(plan.knobs.instanceLeaseMs).toBe(1500);
    }
    expect(generatePlan(21, 1, two)).toEqual(generatePlan(21, 1, two));
    // One instance draws nothing more from the seed: a saved seed's plans do not change.
    expect(generatePlan(21, 1, { ...WS, instances: 1 })).toEqual(generatePlan(21, 1, WS));
    expect(JSON.stringify(generatePlan(21, 1, WS))).not.toMatch(/"instance"|instanceLeaseMs/);
  });
});
