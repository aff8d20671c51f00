/** The counting rules of provider.call and host.call, as a pure decision over a growing count. */

export interface CountRule {
  count?: number;
  atLeast?: number;
  atMost?: number;
  settleMs?: number;
}

export interface CountState {
  /** When the exact count was first reached; reset if it is left. */
  reachedAt?: number;
}

export type CountDecision = 'pass' | 'fail' | undefined;

export function describeRule(rule: CountRule): string {
  if (rule.count !== undefined) return `exactly ${rule.count}`;
  if (rule.atMost !== undefined) return `${rule.atLeast ?? 1} to ${rule.atMost}`;
  return `at least ${rule.atLeast ?? 1}`;
}

/** undefined: not decided yet. `final` is true once the check's window is over. */
export function decideCount(
  rule: CountRule,
  n: number,
  now: number,
  final: boolean,
  state: CountState,
): CountDecision {
  if (rule.count !== undefined) {
    if (n > rule.count) return 'fail';
    if (n === rule.count) {
      state.reachedAt ??= now;
      return final || now - state.reachedAt >= (rule.settleMs ?? 0) ? 'pass' : undefined;
    }
    delete state.reachedAt;
    return final ? 'fail' : undefined;
  }
  const least = rule.atLeast ?? 1;
  if (rule.atMost !== undefined) {
    if (n > rule.atMost) return 'fail';
    if (!final) return undefined;
    return n >= least ? 'pass' : 'fail';
  }
  if (n >= least) return 'pass';
  return final ? 'fail' : undefined;
}
