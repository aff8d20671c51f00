import type {
  FuzzPlan,
  ProviderDoubleHttpFault,
  ProviderDoublePushFault,
} from '../../../generated/types/index.ts';

export type { FuzzPlan };
export type Unit = FuzzPlan['timeline'][number];
export type Send = Extract<Unit, { kind: 'send' }>;
export type Fault = FuzzPlan['faults'][number];
export type HttpFault = ProviderDoubleHttpFault;
export type PushFault = ProviderDoublePushFault;

/** A command is not a request for the agent: it gets a reply, not an answer. */
export function isCommand(send: Send): boolean {
  return send.text.startsWith('/');
}

/** Every id shrinking can drop: the timeline's units and the faults. */
export function unitIds(plan: FuzzPlan): string[] {
  const at = new Map(plan.timeline.map((u) => [u.id, u.at]));
  const faults = plan.faults.map((f) => ({ id: f.id, at: at.get(f.of) ?? 0 }));
  // In time order, each fault beside its send, so that a chunk of the list is a stretch of the run.
  return [...plan.timeline.map((u) => ({ id: u.id, at: u.at })), ...faults]
    .sort((a, b) => a.at - b.at)
    .map((u) => u.id);
}

/**
 * The plan with only these units, and nothing that refers to a unit left out: a fault or a redelivery of
 * a dropped send goes with it. Times move so that the first unit left starts at once.
 */
export function restrict(plan: FuzzPlan, keep: ReadonlySet<string>): FuzzPlan {
  const timeline = plan.timeline.filter((u) => keep.has(u.id));
  const sends = new Set(timeline.filter((u) => u.kind === 'send').map((u) => u.id));
  const kept = timeline.filter((u) => u.kind !== 'redeliver' || sends.has(u.of));
  const shift = Math.min(...kept.map((u) => u.at), Infinity);
  return {
    ...plan,
    timeline: kept.map((u) => ({ ...u, at: u.at - (Number.isFinite(shift) ? shift : 0) })),
    faults: plan.faults.filter((f) => keep.has(f.id) && sends.has(f.of)),
  };
}

/** What a plan holds, for progress lines and the manifest. */
export function planSize(plan: FuzzPlan): {
  sends: number;
  faults: number;
  kills: number;
  redeliveries: number;
  units: number;
} {
  const count = (kind: Unit['kind']) => plan.timeline.filter((u) => u.kind === kind).length;
  return {
    sends: count('send'),
    faults: plan.faults.length,
    kills: count('restart') + count('outage'),
    redeliveries: count('redeliver'),
    units: plan.timeline.length + plan.faults.length,
  };
}

/** "1 unit", "2 units". */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A plan's size in words, for a scenario's title and `--list`: "10 messages, 1 fault, 2 kills, 0 redeliveries". */
export function describeSize(plan: FuzzPlan): string {
  const size = planSize(plan);
  return [
    counted(size.sends, 'message'),
    counted(size.faults, 'fault'),
    counted(size.kills, 'kill'),
    counted(size.redeliveries, 'redelivery', 'redeliveries'),
  ].join(', ');
}

/** Requests and commands among the sends. */
export function sourcesOf(plan: FuzzPlan): { requests: number; commands: number } {
  const sends = plan.timeline.filter((u): u is Send => u.kind === 'send');
  const commands = sends.filter(isCommand).length;
  return { requests: sends.length - commands, commands };
}
