import type { Check } from './checks/index.ts';
import { DEFAULT_WITHIN_MS } from './checks/provider-call.ts';

/** Checks whose `within` waits for what the implementation does through its agent, by default DEFAULT_WITHIN_MS. */
const WAITS: ReadonlySet<Check['expect']> = new Set([
  'provider.call',
  'provider.messages',
  'host.turn',
  'host.call',
  'host.answer',
  'host.file',
  'host.connection',
  'control.source',
  'control.get',
  'inOrder',
]);

/**
 * A check with its time windows scaled for a host mode whose real agent takes seconds per turn (claude-code:
 * Claude Code starts for every turn of a bridge on the Agent SDK): the waits for what the agent brings about,
 * the settle times, and the quiet windows alike — a longer quiet watches longer, so nothing it would catch is
 * let through. A bound the spec sets (an ACK deadline, withinMs) is never scaled.
 */
export function scaledCheck(step: Check, scale: number): Check {
  if (scale === 1) return step;
  const times = (ms: number) => Math.round(ms * scale);
  const scaled: Record<string, unknown> = { ...step };
  if (WAITS.has(step.expect))
    scaled.within = times('within' in step && step.within !== undefined ? step.within : DEFAULT_WITHIN_MS);
  if ('settleMs' in step && step.settleMs !== undefined) scaled.settleMs = times(step.settleMs);
  if (step.expect === 'quiet') scaled.for = times(step.for);
  return scaled as unknown as Check;
}
