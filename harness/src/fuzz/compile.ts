import type { Scenario, Step } from '../../../generated/types/index.ts';
import type { FuzzPlan, Unit } from './plan.ts';
import { describeSize, isCommand, planSize } from './plan.ts';

/**
 * The invariant checks that end every fuzz scenario, each judged on its own (dependsOn: none), each only
 * where the plan gives it something to judge: an invariant with nothing to judge is untested, and would
 * leave its layer untested.
 */
export const INVARIANTS = [
  {
    expect: 'invariant.answers',
    id: 'answers',
    layer: 'delivery',
    requirements: ['DE-006', 'DE-009', 'DE-003'],
    needs: 'send',
  },
  {
    expect: 'invariant.drafts',
    id: 'drafts',
    layer: 'delivery',
    requirements: ['DE-003', 'DE-009'],
    needs: 'request',
  },
  {
    expect: 'invariant.model-runs',
    id: 'model-runs',
    layer: 'host',
    requirements: ['HO-009', 'HO-003'],
    needs: 'request',
  },
  {
    expect: 'invariant.after-stop',
    id: 'after-stop',
    layer: 'host',
    requirements: ['HO-005'],
    needs: 'stop',
  },
  {
    expect: 'invariant.admissions',
    id: 'admissions',
    layer: 'admission',
    requirements: ['TR-003', 'AD-010'],
    needs: 'request',
  },
  {
    expect: 'invariant.acks',
    id: 'acks',
    layer: 'transport',
    requirements: ['TR-001', 'TR-002'],
    needs: 'send',
  },
] as const;

function has(plan: FuzzPlan, what: (typeof INVARIANTS)[number]['needs']): boolean {
  return plan.timeline.some(
    (u) => u.kind === 'send' && (what === 'send' || (what === 'stop' ? u.text === '/stop' : !isCommand(u))),
  );
}

/** Faults only the long connection has. */
const WS_ONLY = ['delay-ack', 'out-of-order', 'close-socket'];
/** A start after a kill takes a few seconds at most; the budget allows far more. */
const PER_KILL_MS = 8000;

interface Point {
  at: number;
  unit: Unit;
  /** The start that ends an outage. */
  start?: true;
}

/** Where each step of the timeline falls: an outage is a kill and, ms later, a start. */
function points(plan: FuzzPlan): Point[] {
  const all = plan.timeline.flatMap((unit): Point[] =>
    unit.kind === 'outage'
      ? [
          { at: unit.at, unit },
          { at: unit.at + unit.ms, unit, start: true },
        ]
      : [{ at: unit.at, unit }],
  );
  return all.sort((a, b) => a.at - b.at);
}

/** The instance a kill is for, when the plan kills one of several. */
const instanceOf = (unit: Extract<Unit, { kind: 'restart' | 'outage' }>) =>
  unit.instance !== undefined ? { instance: unit.instance } : {};

/** A plan that kills one instance of several needs an implementation of several instances. */
const killsOneInstance = (plan: FuzzPlan) =>
  plan.timeline.some((u) => (u.kind === 'restart' || u.kind === 'outage') && u.instance !== undefined);

function stepOf(plan: FuzzPlan, point: Point): Step {
  const { unit } = point;
  switch (unit.kind) {
    case 'send': {
      const mine = plan.faults.filter((f) => f.of === unit.id);
      const push = mine.flatMap((f) => ('push' in f ? [f.push] : []));
      const http = mine.flatMap((f) => ('http' in f ? [f.http] : []));
      return {
        do: 'provider.send',
        as: unit.id,
        chat: unit.chat,
        ...(unit.from ? { from: unit.from } : {}),
        text: unit.text,
        ...(unit.mention ? { mention: true } : {}),
        ...(mine.length > 0
          ? { faults: { ...(push.length > 0 ? { push } : {}), ...(http.length > 0 ? { http } : {}) } }
          : {}),
      };
    }
    case 'redeliver':
      return { do: 'provider.redeliver', of: unit.of, newEventId: unit.newEventId, as: unit.id };
    case 'restart':
      return { do: 'sut.restart', signal: 'SIGKILL', as: unit.id, ...instanceOf(unit) };
    case 'outage':
      return point.start
        ? { do: 'sut.start', ...instanceOf(unit) }
        : { do: 'sut.kill', signal: 'SIGKILL', as: unit.id, ...instanceOf(unit) };
  }
}

/**
 * The plan as a scenario of the corpus format: its timeline as actions with waits between them, each
 * send carrying its own faults, then the invariants. `larkspur run` plays the same file the same way.
 */
export function scenarioOf(plan: FuzzPlan, id: string): Scenario {
  const size = planSize(plan);
  const steps: Step[] = [];
  let now = 0;
  for (const point of points(plan)) {
    if (point.at > now) steps.push({ do: 'wait', ms: point.at - now });
    now = Math.max(now, point.at);
    steps.push(stepOf(plan, point));
  }
  const { withinMs, quietMs } = plan.settle;
  const invariants = INVARIANTS.filter((i) => has(plan, i.needs));
  for (const { needs: _, ...invariant } of invariants) {
    steps.push({
      ...invariant,
      requirements: [...invariant.requirements],
      dependsOn: [],
      within: withinMs,
      quietMs,
    } as Step);
  }
  const wsOnly = plan.faults.some((f) => 'push' in f && WS_ONLY.includes(f.push.kind));
  const capabilities = [
    ...(wsOnly ? ['long-connection' as const] : []),
    ...(killsOneInstance(plan) ? ['multi-instance' as const] : []),
  ];
  return {
    id,
    title: `Fuzz: seed ${plan.seed}, run ${plan.run} — ${describeSize(plan)}`,
    description:
      'Generated by larkspur fuzz from a seed: a conversation load over several chats with provider faults on the calls ' +
      'and pushes of each message, redeliveries and kill -9 of the implementation, judged by invariants instead of a ' +
      'script — every message answered once or refused or failed visibly, no model run twice, no draft left, nothing ' +
      'after a stop, every ACK in time. A failure here is a bug the fuzz found.',
    requirements: [...new Set(invariants.flatMap((i) => i.requirements))].sort() as Scenario['requirements'],
    tags: ['fuzz'],
    ...(capabilities.length > 0 ? { capabilities } : {}),
    knobs: { ...plan.knobs },
    provider: {
      ackDeadlineMs: plan.provider.ackDeadlineMs,
      redeliveryScheduleMs: [...plan.provider.redeliveryScheduleMs],
    },
    host: { default: { stream: [{ echo: plan.host.deltas }], deltaDelayMs: plan.host.deltaDelayMs } },
    timeoutMs: now + size.kills * PER_KILL_MS + withinMs + 30_000,
    steps: steps as Scenario['steps'],
  };
}
