import type { InvariantModelRunsStep } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { judge } from './judge.ts';

/** The model ran at most once per request (HO-009, TR-002, HO-003). */
export function invariantModelRuns(step: InvariantModelRunsStep, ctx: ScenarioContext): Promise<Outcome> {
  return judge(ctx, step, "at most one host turn carrying each request's text", (state) => {
    const twice = state.requests.filter((s) => s.turns.length > 1);
    return {
      offences: { 'duplicate-run': twice },
      subjects: state.requests.length,
      judged: {
        requests: state.requests.length,
        turns: state.requests.reduce((n, s) => n + s.turns.length, 0),
      },
      lines:
        twice.length > 0
          ? [
              `${twice.length} ran more than once (${twice
                .slice(0, 6)
                .map((s) => `${s.name} ×${s.turns.length}`)
                .join(', ')}${twice.length > 6 ? ', …' : ''})`,
            ]
          : [],
    };
  });
}
