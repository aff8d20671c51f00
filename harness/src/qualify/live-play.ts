import { performance } from 'node:perf_hooks';
import type {
  QualifyProfile,
  ScenarioResult,
  Step,
  TranscriptEntry,
} from '../../../generated/types/index.ts';
import { substitute, UnknownCaptureError } from '../runner/captures.ts';
import { blockedBy, blockingDependency } from '../runner/dependencies.ts';
import { reportPath, type LoadedScenario } from '../runner/load.ts';
import type { CheckResult, Outcome } from '../runner/model.ts';
import { DEFAULT_SCENARIO_BUDGET_MS } from '../runner/play.ts';
import { ChangeSignal, sleep } from '../runner/signal.ts';
import { checkId, isCheck } from '../runner/static-check.ts';
import { checkResult } from '../runner/check-result.ts';
import { allUntested, layerVerdicts } from '../runner/verdicts.ts';
import { ChatView } from './chat-view.ts';
import type { LiveLarkClient } from './lark-client.ts';
import { liveMessages, liveQuiet, type LiveContext } from './live-checks.ts';
import { personClicks, personSends, type PersonContext } from './person.ts';

/** Lark's clock and ours may differ: look this far back, so that no post of the scenario is missed. */
const CLOCK_SKEW_MS = 60_000;

export interface LivePlayOptions {
  client: LiveLarkClient;
  profile: QualifyProfile;
  /** requirement id → layer, to default a check's requirements. */
  requirementLayers: ReadonlyMap<string, string>;
  scale: number;
  pollMs: number;
  /** How long a person has for a step only a person can do live; and where the drill tells them. */
  personWaitMs: number;
  say: (line: string) => void;
}

/** Media a person sends live: the drill cannot upload it as the user. */
const PERSON_SENDS = new Set(['image', 'file']);

type Action = Extract<Step, { do: string }>;
type Check = Extract<Step, { expect: string }>;

export function isStructural(step: Step): boolean {
  return isCheck(step) && step.mode === 'structural';
}

/** Where a scenario's chat plays live, or why it cannot. */
function liveChat(
  ref: string,
  profile: QualifyProfile,
  seen: Map<string, string>,
): { chatId: string; type: 'p2p' | 'group' } | string {
  const [kind, rest] = ref.split(':') as [string, string];
  if (kind === 'p2p') {
    const user = rest;
    const first = seen.get('p2p') ?? user;
    seen.set('p2p', first);
    if (first !== user) return `${ref} is a second private chat: the drill has one user`;
    return { chatId: profile.chats.p2p, type: 'p2p' };
  }
  if (!profile.chats.group) return `${ref} needs a group chat; the profile names none (chats.group)`;
  if (rest.includes('/')) return `${ref} is a topic: not drilled live in this version`;
  const first = seen.get('group') ?? rest;
  seen.set('group', first);
  if (first !== rest) return `${ref} is a second group: the profile names one`;
  return { chatId: profile.chats.group, type: 'group' };
}

/** What the drill cannot do through the real API, if anything of this send. */
function needsDoubles(
  step: Extract<Action, { do: 'provider.send' }>,
  profile: QualifyProfile,
): string | undefined {
  if (step.fromBot || step.senderType === 'app') return 'a message from a bot';
  if (step.parts !== undefined) return 'an event split over frames';
  if (step.msgType !== undefined && step.msgType !== 'text' && !PERSON_SENDS.has(step.msgType))
    return `a ${step.msgType} message`;
  if (step.msgType === undefined && step.text === undefined) return 'a message without text';
  if (step.mention && !profile.bot.openId) return 'a mention of the bot (the profile names no bot.openId)';
  if (step.patch !== undefined) return 'an event Lark never sends';
  if (step.repeat !== undefined) return 'a message repeated past what Lark takes';
  return undefined;
}

function untested(reason: string, message: string): Outcome {
  return { status: 'untested', reason, message };
}

/**
 * Plays one scenario against a live install: its sends go out as the drill user through the real IM
 * API, its structural checks watch the chat through the same API, and everything else is untested
 * (live) with the reason. The first action the real API cannot do halts the drill of that scenario.
 */
export async function playLive(loaded: LoadedScenario, options: LivePlayOptions): Promise<ScenarioResult> {
  const { scenario } = loaded;
  const base = { id: scenario.id, title: scenario.title, file: reportPath(loaded.file), attempt: 1 };
  if (!scenario.steps.some(isStructural)) {
    return {
      ...base,
      durationMs: 0,
      verdicts: allUntested('live', 'every check is exact: it holds against the doubles only'),
      checks: [],
    };
  }
  const declared = new Set<string>(options.profile.capabilities ?? []);
  const missing = (scenario.capabilities ?? []).filter((c) => !declared.has(c));
  if (missing.length > 0) {
    return {
      ...base,
      durationMs: 0,
      verdicts: allUntested('capability', `needs ${missing.join(', ')}, which the profile does not declare`),
      checks: [],
    };
  }
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const signal = new ChangeSignal();
  const view = new ChatView({
    client: options.client,
    botAppId: options.profile.bot.appId,
    replyThreading: (options.profile.capabilities ?? []).includes('reply-threading'),
    since: Date.now() - CLOCK_SKEW_MS,
    now,
    signal,
    pollMs: options.pollMs,
  });
  const results: CheckResult[] = [];
  const log: TranscriptEntry[] = [];
  const note = (summary: string) => log.push({ at: now(), source: 'runner', summary });
  const ctx: LiveContext = {
    now,
    budgetEnd: (scenario.timeoutMs ?? DEFAULT_SCENARIO_BUDGET_MS) * options.scale,
    signal,
    view,
    captures: new Map(),
    anchors: new Map(),
    scale: options.scale,
    anyPassed: () => results.some((r) => r.status === 'pass'),
  };
  /** The scenario's names for the drill user and its chats, as first used: the drill has one of each. */
  const seen = new Map<string, string>();
  let halted: string | undefined;
  let harnessError: string | undefined;

  const person: PersonContext = { now, signal, view, say: options.say, waitMs: options.personWaitMs };
  /** The drill is one user: a scenario's first sender is it, any other sender needs the doubles. */
  const drillUser = (name: string): string | undefined => {
    const first = seen.get('user') ?? name;
    seen.set('user', first);
    return name === first ? undefined : `${name}: the drill is one user`;
  };
  const remember = (
    as: string | undefined,
    message: { messageId: string; chatId: string; threadId?: string | undefined },
  ) => {
    if (!as) return;
    ctx.captures.set(`${as}.messageId`, message.messageId);
    ctx.captures.set(`${as}.chatId`, message.chatId);
    if (message.threadId) ctx.captures.set(`${as}.threadId`, message.threadId);
  };

  const act = async (step: Action, index: number): Promise<string | undefined> => {
    if (step.do === 'wait') {
      await sleep(step.ms * options.scale);
      return undefined;
    }
    // The bytes of a resource matter to exact checks only; live, the person's own image is the one.
    if (step.do === 'provider.resource') return undefined;
    if (step.do === 'provider.cardAction') return click(step, index);
    if (step.do !== 'provider.send') return `${step.do} needs the doubles`;
    const why = needsDoubles(step, options.profile);
    if (why) return `provider.send of ${why} needs the doubles`;
    const chat = liveChat(step.chat, options.profile, seen);
    if (typeof chat === 'string') return chat;
    const other = drillUser(step.from ?? (chat.type === 'p2p' ? step.chat.slice('p2p:'.length) : 'alice'));
    if (other) return `a message from ${other}`;
    if (step.as) ctx.anchors.set(step.as, Date.now());
    view.watch(chat.chatId, chat.type);
    if (step.msgType !== undefined && PERSON_SENDS.has(step.msgType)) {
      const sent = await personSends(person, {
        scenario: scenario.id,
        step: index + 1,
        chatId: chat.chatId,
        msgType: step.msgType,
      });
      if (!sent) return `nobody sent the ${step.msgType} within ${Math.round(options.personWaitMs / 1000)} s`;
      note(`the person sent ${step.as ?? 'a message'}: ${sent.messageId}`);
      remember(step.as, sent);
      return undefined;
    }
    const parent = step.parent === undefined ? undefined : ctx.captures.get(`${step.parent}.messageId`);
    const mention = step.mention ? options.profile.bot.openId : undefined;
    const sent = await options.client.send(
      chat.chatId,
      step.text!,
      typeof parent === 'string' ? parent : undefined,
      mention,
    );
    note(`sent ${step.as ?? 'a message'} as the drill user: ${sent.message_id}`);
    remember(step.as, { messageId: sent.message_id, chatId: chat.chatId, threadId: sent.thread_id });
    return undefined;
  };

  /** A click on a bot's card, by the drill user: a person makes it live, and the drill waits to see it. */
  const click = async (
    step: Extract<Action, { do: 'provider.cardAction' }>,
    index: number,
  ): Promise<string | undefined> => {
    if (step.forged || step.from !== undefined) return 'a forged or crossed card callback needs the doubles';
    const other = drillUser(step.user);
    if (other) return `a click by ${other}`;
    const card = substitute(step.card, ctx.captures);
    const shown = typeof card === 'string' ? view.messages().find((m) => m.messageId === card) : undefined;
    if (!shown) return `card ${String(card)} is not in the drill's chats`;
    const button =
      step.decision !== undefined
        ? `the button that means ${step.decision} (decision ${step.decision})`
        : `"${step.button}"`;
    const changed = await personClicks(person, {
      scenario: scenario.id,
      step: index + 1,
      card: shown.messageId,
      chatId: shown.chatId,
      button,
    });
    if (!changed)
      return `nobody clicked card ${shown.messageId} within ${Math.round(options.personWaitMs / 1000)} s`;
    note(`the person clicked card ${shown.messageId}`);
    if (step.as) ctx.captures.set(`${step.as}.card`, shown.messageId);
    return undefined;
  };

  const check = async (step: Check, id: string): Promise<Outcome> => {
    if (step.mode !== 'structural') return untested('live', 'exact: holds against the doubles only');
    if (halted) return untested('live', `after ${halted}`);
    const dep = blockingDependency(step, results);
    if (dep) return untested(blockedBy(dep), `depends on ${dep.id}, which did not pass`);
    if (now() >= ctx.budgetEnd) return untested('budget', 'the scenario budget ran out');
    note(`expect ${step.expect} (${id})`);
    try {
      if (step.expect === 'provider.messages') return await liveMessages(step, ctx);
      if (step.expect === 'quiet') return await liveQuiet(step, ctx);
      return untested('live', `${step.expect} cannot be observed live`);
    } catch (error) {
      if (!(error instanceof UnknownCaptureError)) throw error;
      return untested('not-covered', error.message);
    }
  };

  view.start();
  try {
    for (const [i, step] of scenario.steps.entries()) {
      if (!isCheck(step)) {
        if (halted) continue;
        halted = await act(step, i);
        if (halted) note(`halted: ${halted}; the rest is untested live`);
        continue;
      }
      const id = checkId(step, i);
      const started = performance.now();
      const outcome = await check(step, id);
      if (outcome.status === 'pass')
        for (const [k, v] of Object.entries(outcome.captures ?? {})) ctx.captures.set(k, v);
      if (outcome.status === 'fail') note(`check ${id} failed: ${outcome.message}`);
      results.push(
        checkResult(step, i, id, outcome, {
          scenario,
          requirementLayers: options.requirementLayers,
          durationMs: Math.round(performance.now() - started),
        }),
      );
    }
  } catch (error) {
    harnessError = `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    await view.stop();
  }
  const failed = results.some((r) => r.status === 'fail');
  return {
    ...base,
    durationMs: Math.round(now()),
    verdicts: harnessError ? allUntested('not-covered', 'harness error') : layerVerdicts(results),
    checks: results,
    ...(harnessError ? { harnessError } : {}),
    ...(failed || harnessError ? { transcript: log } : {}),
  };
}
