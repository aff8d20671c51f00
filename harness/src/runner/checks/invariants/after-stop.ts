import type { InvariantAfterStopStep } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { judge } from './judge.ts';
import { named } from './ledger.ts';
import { afterStop } from './stopped.ts';

/** Nothing of what a stop stopped goes on once the stop was answered (stopped.ts), once the scenario settled. */
export function invariantAfterStop(step: InvariantAfterStopStep, ctx: ScenarioContext): Promise<Outcome> {
  return judge(
    ctx,
    step,
    'nothing starts or is sent for a stopped conversation after the stop was answered',
    (state) => {
      const { stops, started, sent } = afterStop(state, ctx);
      return {
        offences: { 'started-after-stop': started, 'sent-after-stop': sent },
        subjects: stops.length,
        judged: { stops: stops.length },
        lines: [
          ...(started.length > 0
            ? [`${started.length} started a turn after the stop was answered (${named(started)})`]
            : []),
          ...(sent.length > 0
            ? [`${sent.length} had stopped text sent after the stop was answered (${named(sent)})`]
            : []),
        ],
      };
    },
  );
}
