import type { InvariantDraftsStep } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { judge } from './judge.ts';
import { named } from './ledger.ts';

/** Every draft was replaced by the answer or the real outcome (DE-003, DE-009). */
export function invariantDrafts(step: InvariantDraftsStep, ctx: ScenarioContext): Promise<Outcome> {
  return judge(ctx, step, 'no bot message left showing a draft', (state) => {
    const provisional = state.requests.filter((s) => s.posts.some((p) => p.kind === 'draft'));
    const first = provisional[0]?.posts.find((p) => p.kind === 'draft');
    return {
      offences: { provisional },
      subjects: state.requests.length,
      judged: {
        requests: state.requests.length,
        posts: state.requests.reduce((n, s) => n + s.posts.length, 0),
      },
      lines:
        provisional.length > 0
          ? [
              `${provisional.length} left with a draft (${named(provisional)}), e.g. ${JSON.stringify(first!.text.slice(0, 80))}`,
            ]
          : [],
    };
  });
}
