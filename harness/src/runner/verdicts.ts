import { LAYERS, type CheckResult, type LayerVerdict, type Verdicts } from './model.ts';

/**
 * A layer's verdict from its checks: any fail → fail; else any expected-fail → expected-fail; else a check
 * untested for a reason other than capability or live (blocked, budget, not covered) → untested with that
 * reason; else any pass → pass; else untested with the first reason, or not-covered when the layer has no
 * check. A check untested for a missing capability, because it cannot be measured live (qualify), or because
 * the run's host interface cannot show it (host-mode), does not stop the others from passing the layer: the
 * layer is judged on what can be measured. Untested never counts as a pass.
 */
export function layerVerdicts(checks: readonly CheckResult[]): Verdicts {
  const verdicts = {} as Verdicts;
  for (const layer of LAYERS) {
    const mine = checks.filter((c) => c.layer === layer);
    verdicts[layer] = verdictOf(mine);
  }
  return verdicts;
}

function verdictOf(checks: readonly CheckResult[]): LayerVerdict {
  const failed = checks.find((c) => c.status === 'fail');
  if (failed) return { status: 'fail', detail: `${failed.id}: ${failed.message ?? 'failed'}` };
  const expected = checks.find((c) => c.status === 'expected-fail');
  if (expected) return { status: 'expected-fail', detail: `${expected.id}: ${expected.message ?? 'failed'}` };
  const untested = checks.filter((c) => c.status === 'untested');
  const blocking = untested.find(
    (c) => c.reason !== 'capability' && c.reason !== 'live' && c.reason !== 'host-mode',
  );
  if (blocking) return untestedVerdict(blocking);
  if (checks.some((c) => c.status === 'pass')) return { status: 'pass' };
  const first = untested[0];
  return first ? untestedVerdict(first) : { status: 'untested', reason: 'not-covered' };
}

function untestedVerdict(check: CheckResult): LayerVerdict {
  return {
    status: 'untested',
    reason: check.reason ?? 'not-covered',
    detail: `${check.id}: ${check.message ?? ''}`,
  };
}

/** Every layer untested for one reason: a scenario that could not run. */
export function allUntested(reason: string, detail: string): Verdicts {
  const v = {} as Verdicts;
  for (const layer of LAYERS) v[layer] = { status: 'untested', reason, detail };
  return v;
}
