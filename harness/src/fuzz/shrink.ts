import type { FuzzPlan } from './plan.ts';
import { restrict, unitIds } from './plan.ts';

/** Plays a candidate plan; true when it fails the way the original did. */
export type Oracle = (plan: FuzzPlan) => Promise<boolean>;

export interface ShrinkBudget {
  /** Candidate plays at most. */
  runs: number;
  /** Wall time at most, in ms. */
  ms: number;
}

export interface ShrinkStep {
  units: number;
  failed: boolean;
  tried: number;
}

export interface Shrunk {
  plan: FuzzPlan;
  tried: number;
  /** The budget ended the search before the plan was 1-minimal. */
  exhausted: boolean;
}

export interface ShrinkOptions {
  budget: ShrinkBudget;
  /** Sends (by id) the failure named: the first guess keeps only their conversations. */
  focus: readonly string[];
  now?: () => number;
  onStep?: (step: ShrinkStep) => void;
}

class Exhausted extends Error {}

/**
 * Delta debugging (Zeller's ddmin) over the plan's units — sends, faults, redeliveries, kills — with a
 * dropped send taking its faults and redeliveries along. First a few whole classes go at once (other
 * conversations, the kills, the redeliveries), which is where most of a plan usually is; then whole
 * conversations and single kills (hierarchical delta debugging); then chunks of what is left, then single
 * units, until removing any one unit makes the failure go away or the budget ends.
 */
export async function shrink(plan: FuzzPlan, fails: Oracle, options: ShrinkOptions): Promise<Shrunk> {
  const now = options.now ?? Date.now;
  const started = now();
  let tried = 0;
  let exhausted = false;
  const seen = new Map<string, boolean>();
  const test = async (keep: readonly string[]): Promise<boolean> => {
    const candidate = restrict(plan, new Set(keep));
    const key = unitIds(candidate).join(',');
    const known = seen.get(key);
    if (known !== undefined) return known;
    if (!candidate.timeline.some((u) => u.kind === 'send')) return false;
    if (tried >= options.budget.runs || now() - started >= options.budget.ms) throw new Exhausted();
    tried += 1;
    const failed = await fails(candidate);
    seen.set(key, failed);
    options.onStep?.({ units: keep.length, failed, tried });
    return failed;
  };
  let units = unitIds(plan);
  try {
    for (const guess of guesses(plan, options.focus)) {
      const kept = units.filter((id) => guess(id));
      if (kept.length < units.length && (await test(kept))) units = kept;
    }
    // Hierarchical: whole conversations and single kills first, then the units of what is left.
    const kept = await ddmin(groups(plan, units), (chosen) => test(chosen.flat()));
    units = await ddmin(kept.flat(), test);
  } catch (error) {
    if (!(error instanceof Exhausted)) throw error;
    exhausted = true;
  }
  return { plan: restrict(plan, new Set(units)), tried, exhausted };
}

/** Whole classes of units to try without, most likely to be irrelevant first. */
function guesses(plan: FuzzPlan, focus: readonly string[]): ((id: string) => boolean)[] {
  const kind = new Map(plan.timeline.map((u) => [u.id, u.kind]));
  const chatOf = new Map(plan.timeline.flatMap((u) => (u.kind === 'send' ? [[u.id, u.chat] as const] : [])));
  const sendOf = new Map([
    ...plan.faults.map((f) => [f.id, f.of] as const),
    ...plan.timeline.flatMap((u) => (u.kind === 'redeliver' ? [[u.id, u.of] as const] : [])),
  ]);
  const chats = new Set(focus.flatMap((id) => chatOf.get(id) ?? []));
  const focused = (id: string) => {
    const send = kind.get(id) === 'send' ? id : sendOf.get(id);
    return send === undefined || chats.has(chatOf.get(send) ?? '');
  };
  const ownFaults = (id: string) => !id.startsWith('f') || focus.includes(sendOf.get(id) ?? '');
  const notKill = (id: string) => kind.get(id) !== 'restart' && kind.get(id) !== 'outage';
  const notRedelivery = (id: string) => kind.get(id) !== 'redeliver';
  return [...(chats.size > 0 ? [focused, ownFaults] : []), notKill, notRedelivery];
}

/** The units by conversation — a send with its faults and redeliveries — and each kill on its own. */
function groups(plan: FuzzPlan, units: readonly string[]): string[][] {
  const chatOf = new Map(plan.timeline.flatMap((u) => (u.kind === 'send' ? [[u.id, u.chat] as const] : [])));
  const sendOf = new Map([
    ...plan.faults.map((f) => [f.id, f.of] as const),
    ...plan.timeline.flatMap((u) => (u.kind === 'redeliver' ? [[u.id, u.of] as const] : [])),
  ]);
  const byKey = new Map<string, string[]>();
  for (const id of units) {
    const chat = chatOf.get(id) ?? chatOf.get(sendOf.get(id) ?? '');
    const key = chat ?? id;
    byKey.set(key, [...(byKey.get(key) ?? []), id]);
  }
  return [...byKey.values()];
}

function split<T>(items: readonly T[], n: number): T[][] {
  const size = Math.ceil(items.length / n);
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** ddmin: the smallest subset (1-minimal) of units that still fails, by chunks and their complements. */
async function ddmin<T>(start: T[], test: (keep: readonly T[]) => Promise<boolean>): Promise<T[]> {
  let units = start;
  let n = 2;
  while (units.length >= 2) {
    const chunks = split(units, n);
    let reduced = false;
    for (const chunk of chunks) {
      if (await test(chunk)) {
        units = chunk;
        n = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      for (const chunk of chunks) {
        const complement = units.filter((u) => !chunk.includes(u));
        if (await test(complement)) {
          units = complement;
          n = Math.max(n - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (!reduced) {
      if (n >= units.length) break;
      n = Math.min(units.length, n * 2);
    }
  }
  return units;
}
