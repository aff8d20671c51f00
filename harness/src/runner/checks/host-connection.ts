import type { HostConnectionStep } from '../../../../generated/types/index.ts';
import type { ConnectionRecord } from '../../doubles/host/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { startSeqs } from './records.ts';

/** Host connections opened or closed: a closed host transport, a restarted host. */
export async function hostConnection(step: HostConnectionStep, ctx: ScenarioContext): Promise<Outcome> {
  const from = startSeqs(ctx, step.since).host;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: `host connection ${step.event}`,
    candidates: () =>
      ctx.host.recorder.records.filter(
        (r): r is ConnectionRecord => r.kind === 'connection' && r.event === step.event && r.seq > from,
      ),
    match: undefined,
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
