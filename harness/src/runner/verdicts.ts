import { LAYERS, type CheckResult, type LayerVerdict, type Verdicts } from './model.ts';

/**
 * A layer's verdict from its checks: any fail → fail; else any expected-fail → expected-fail; else any
 * untested → untested with the first reason; else any pass → pass; no check at all → untested (not-covered).
 * Untested never counts as a pass.
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
  const untested = checks.find((c) => c.status === 'untested');
  if (untested) {
    return { status: 'untested', reason: untested.reason ?? 'not-covered', detail: `${untested.id}: ${untested.message ?? ''}` };
  }
  if (checks.length > 0) return { status: 'pass' };
  return { status: 'untested', reason: 'not-covered' };
}

/** Every layer untested for one reason: a scenario that could not run. */
export function allUntested(reason: string, detail: string): Verdicts {
  const v = {} as Verdicts;
  for (const layer of LAYERS) v[layer] = { status: 'untested', reason, detail };
  return v;
}
