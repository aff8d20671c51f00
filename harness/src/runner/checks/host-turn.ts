import type { HostTurnStep } from '../../../../generated/types/index.ts';
import type { TurnRecord } from '../../doubles/host/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { startSeqs } from './records.ts';

/** Turns that ended on the host, as the host knows them: also those whose end nobody heard. */
export async function hostTurn(step: HostTurnStep, ctx: ScenarioContext): Promise<Outcome> {
  const from = startSeqs(ctx, step.since).host;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: 'host turn ended',
    candidates: () =>
      ctx.host.recorder.records.filter(
        (r): r is TurnRecord => r.kind === 'turn' && r.event === 'ended' && r.seq > from,
      ),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
