import { RUNNER_CHECKS } from './left-behind.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import { scenarioTimeline } from './answer-timeline.ts';
import { answeredMessages } from './checks/answered.ts';
import type { CheckResult } from './model.ts';
import type { ScenarioHost } from './scenario-host.ts';
import { brief } from './brief.ts';

/**
 * Each source answered at most once, judged in every scenario on what the provider holds once it ended:
 * two answers of one source (DE-010) where the later, posted as it stands (never edited), shows the
 * earlier's whole text again — the user reads the same answer twice, whatever the scripted checks could or
 * could not look at. Continuation parts of a long answer differ; a draft that spilled into a new post and
 * was edited on (its "continued" line repeated) is progress, not a repeated answer; a status message is no
 * answer. A check the runner adds only when it found one.
 */
export function shownTwice(
  provider: ProviderDouble,
  host: ScenarioHost,
  replyThreading: boolean,
): CheckResult[] {
  const bySource = new Map<string, { messageId: string; text: string; edited: boolean }[]>();
  for (const m of answeredMessages(provider.messages(), replyThreading, scenarioTimeline(provider, host))) {
    if (!m.fromBot || m.deleted || m.answerTo === undefined || !m.text?.trim()) continue;
    bySource.set(m.answerTo, [
      ...(bySource.get(m.answerTo) ?? []),
      { messageId: m.messageId, text: m.text.trim(), edited: m.editCount > 0 || m.patchCount > 0 },
    ]);
  }
  const twice = [...bySource.entries()].flatMap(([source, answers]) =>
    answers.flatMap((later, i) =>
      !later.edited && answers.slice(0, i).some((earlier) => later.text.includes(earlier.text))
        ? [{ source, messageId: later.messageId, text: later.text }]
        : [],
    ),
  );
  const first = twice[0];
  if (!first) return [];
  return [
    {
      id: RUNNER_CHECKS.answeredOnce,
      step: 0,
      expect: 'runner.answered-once',
      layer: 'delivery',
      requirements: ['DE-006'],
      status: 'fail',
      message: `${twice.length} answer(s) shown again, first ${first.messageId} repeating an earlier answer to ${first.source}`,
      actual: twice.slice(0, 5).map((t) => brief(t)),
      durationMs: 0,
    },
  ];
}
