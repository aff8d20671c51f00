import type { ScenarioContext } from '../../context.ts';
import { turnLog } from '../../scenario-host.ts';
import { until, BUDGET } from '../../until.ts';

export const DEFAULT_SETTLE_WITHIN_MS = 30_000;
export const DEFAULT_QUIET_MS = 3_000;

export interface Settling {
  within?: number;
  quietMs?: number;
}

/** When anything last happened on the provider wire or the host wire, on the scenario clock; pings aside. */
function lastActivity(ctx: ScenarioContext): number {
  let last = 0;
  const provider = ctx.provider.recorder;
  for (let i = provider.records.length - 1; i >= 0; i--) {
    const r = provider.records[i]!;
    if (r.kind === 'frame' && (r.frame.headers.type === 'ping' || r.frame.headers.type === 'pong')) continue;
    last = r.at + provider.origin;
    break;
  }
  const host = ctx.host.recorder;
  const lastHost = host.records.at(-1);
  return Math.max(last, lastHost ? lastHost.at + host.origin : 0);
}

/**
 * Waits until the scenario settled — nothing on either wire for quietMs, no host turn running, no event
 * waiting for its redelivery — or `within` passed. Says which; the invariants judge what they see then.
 */
export async function settle(
  ctx: ScenarioContext,
  step: Settling,
): Promise<'settled' | 'unsettled' | typeof BUDGET> {
  const quietMs = step.quietMs ?? DEFAULT_QUIET_MS;
  return until(ctx, step.within ?? DEFAULT_SETTLE_WITHIN_MS, (now, final) => {
    const busy = turnLog(ctx.host).some((t) => t.status === 'inProgress') || ctx.provider.pendingEvents() > 0;
    if (!busy && now - lastActivity(ctx) >= quietMs) return 'settled';
    return final ? 'unsettled' : undefined;
  });
}
