import type { InvariantAdmissionsStep } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { judge } from './judge.ts';
import { named } from './ledger.ts';

/** No acknowledged request dropped before its turn: it ran, or was refused or cancelled visibly (TR-003, AD-010). */
export function invariantAdmissions(step: InvariantAdmissionsStep, ctx: ScenarioContext): Promise<Outcome> {
  return judge(ctx, step, 'every acknowledged request reached a turn or an outcome notice', (state) => {
    const acked = state.requests.filter((s) => s.firstAckAt !== undefined);
    const dropped = acked.filter((s) => s.turns.length === 0 && !s.posts.some((p) => p.outcome));
    return {
      offences: { dropped },
      subjects: acked.length,
      judged: { acknowledged: acked.length, ran: acked.filter((s) => s.turns.length > 0).length },
      lines:
        dropped.length > 0
          ? [`${dropped.length} acknowledged but never run nor refused (${named(dropped)})`]
          : [],
    };
  });
}
