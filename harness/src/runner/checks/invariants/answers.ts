import type { InvariantAnswersStep } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { judge } from './judge.ts';
import { named, type Source } from './ledger.ts';

/** What the user was left with for one source, in a few words. */
function fate(s: Source): string {
  const count = (kind: string) => s.posts.filter((p) => p.kind === kind).length;
  if (s.command) return s.posts.length === 1 ? 'replied' : `${s.posts.length} replies`;
  const answers = count('answer');
  const runs = s.turns.length === 0 ? 'not run' : s.turns.length === 1 ? 'ran' : `ran ×${s.turns.length}`;
  const shown =
    answers > 0
      ? `answered${answers > 1 ? ` ×${answers}` : ''}`
      : s.posts.some((p) => p.outcome)
        ? 'outcome'
        : 'nothing';
  return `${runs}, ${shown}${count('draft') > 0 ? ', draft left' : ''}`;
}

/** Exactly one answer, or an outcome the user sees; a command gets exactly one reply (DE-006, DE-009). */
export function invariantAnswers(step: InvariantAnswersStep, ctx: ScenarioContext): Promise<Outcome> {
  return judge(
    ctx,
    step,
    'every request that ran answered exactly once or given an outcome; one reply per command',
    (state) => {
      const ran = state.requests.filter((s) => s.turns.length > 0);
      const answers = (posts: { kind: string }[]) => posts.filter((p) => p.kind === 'answer').length;
      const duplicate = state.requests.filter((s) => answers(s.posts) > 1);
      const lost = ran.filter((s) => answers(s.posts) === 0 && !s.posts.some((p) => p.outcome));
      const acked = state.commands.filter((s) => s.firstAckAt !== undefined);
      const unanswered = acked.filter((s) => s.posts.length === 0);
      const repeated = acked.filter((s) => s.posts.length > 1);
      const drafted = lost.filter((s) => s.posts.some((p) => p.kind === 'draft'));
      return {
        offences: { lost, duplicate, 'unanswered-command': unanswered, 'repeated-command': repeated },
        subjects: state.requests.length + acked.length,
        judged: {
          requests: state.requests.length,
          answered: state.requests.filter((s) => answers(s.posts) === 1).length,
          outcomes: ran.filter((s) => answers(s.posts) === 0 && s.posts.some((p) => p.outcome)).length,
          commands: acked.length,
        },
        detail: Object.fromEntries(state.sources.map((s) => [s.name, fate(s)])),
        lines: [
          ...(lost.length > 0
            ? [
                `${lost.length} lost (${named(lost)})${drafted.length > 0 ? `: ${drafted.length} show only a draft` : ''}`,
              ]
            : []),
          ...(duplicate.length > 0 ? [`${duplicate.length} answered twice (${named(duplicate)})`] : []),
          ...(unanswered.length > 0
            ? [`${unanswered.length} command(s) never answered (${named(unanswered)})`]
            : []),
          ...(repeated.length > 0
            ? [`${repeated.length} command(s) answered more than once (${named(repeated)})`]
            : []),
        ],
      };
    },
  );
}
