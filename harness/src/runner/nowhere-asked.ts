import { RUNNER_CHECKS } from './left-behind.ts';
import type { LoadedScenario } from './load.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import type { CheckResult } from './model.ts';
import { chatOf } from './actions/index.ts';
import { brief } from './brief.ts';

/** Chats a step names for something other than a user's message: a session bound to it, a trigger into it. */
function namedChats(scenario: LoadedScenario['scenario'], provider: ProviderDouble): Set<string> {
  const out = new Set<string>();
  for (const step of scenario.steps) {
    if (!('do' in step) || step.do === 'provider.send' || !('chat' in step)) continue;
    const chat = (step as { chat?: unknown }).chat;
    if (typeof chat === 'string' && chat.includes(':')) out.add(provider.chatId(chatOf(chat)));
  }
  return out;
}

/**
 * Nothing posted where nobody asked (issue 20's "never hide what the user sees"), judged in every scenario
 * on what the provider holds once it ended: a bot message in a chat where no user had written before it,
 * and that no step of the scenario bound the bot to, is a message to a chat that never wrote. A check the
 * runner adds only when it found one, so it can fail and never passes on its own.
 */
export function nowhereAsked(loaded: LoadedScenario, provider: ProviderDouble): CheckResult[] {
  const named = namedChats(loaded.scenario, provider);
  const wrote = new Set<string>();
  const uninvited = [];
  for (const m of provider.messages()) {
    if (!m.fromBot) {
      if (m.sender.type === 'user') wrote.add(m.chatId);
      continue;
    }
    if (!wrote.has(m.chatId) && !named.has(m.chatId)) uninvited.push(m);
  }
  const first = uninvited[0];
  if (!first) return [];
  return [
    {
      id: RUNNER_CHECKS.nowhereAsked,
      step: 0,
      expect: 'runner.nowhere-asked',
      layer: 'delivery',
      requirements: ['DE-010', 'AD-005'],
      status: 'fail',
      message: `${uninvited.length} bot message(s) in a chat where no user had written, first ${first.messageId} in ${first.chatId}`,
      actual: uninvited.slice(0, 5).map((m) => brief(m)),
      durationMs: 0,
    },
  ];
}
