import type { StoredMessage } from '../../doubles/provider/index.ts';
import { Attribution } from '../attribution.ts';
import type { ScenarioTimeline } from '../answer-timeline.ts';
import { valueAt } from '../match.ts';
import type { HttpRecord } from './records.ts';
import { visibleText } from '../../doubles/provider/index.ts';

const WRITES = ['im.message.create', 'im.message.reply', 'im.message.update', 'im.message.patch'];

/**
 * A record as checks match it: with `answerTo`, the source it answers by the rule of attribution (DE-010);
 * `statusOf`, the source a status message is about; `about`, either; and for a message, or a call that
 * writes one, `turnAnswer`: whether it shows what a host turn answered — what a refusal does not.
 */
export type Answered<R> = R & { answerTo?: string; statusOf?: string; about?: string; turnAnswer?: boolean };

function withAnswer<R extends object>(
  record: R,
  answerTo: string | undefined,
  statusOf: string | undefined,
): Answered<R> {
  const about = answerTo ?? statusOf;
  return {
    ...record,
    ...(answerTo !== undefined ? { answerTo } : {}),
    ...(statusOf !== undefined ? { statusOf } : {}),
    ...(about !== undefined ? { about } : {}),
  };
}

/** The double's messages, each with the source it answers or is a status of. */
export function answeredMessages(
  messages: readonly StoredMessage[],
  replyThreading: boolean,
  timeline?: ScenarioTimeline,
): Answered<StoredMessage>[] {
  const attribution = new Attribution(messages, replyThreading, timeline);
  const answers = timeline?.turnAnswers() ?? [];
  return messages.map((m) => ({
    ...withAnswer(m, attribution.answerTo(m.messageId), attribution.statusOf(m.messageId)),
    ...(m.fromBot
      ? { turnAnswer: m.text !== undefined && answers.some((a) => timeline!.shows(m.text!, a)) }
      : {}),
  }));
}

/** Calls, each with the source it is about: the one its posted message answers, or the message it names. */
export function answeredCalls(
  calls: readonly HttpRecord[],
  messages: readonly StoredMessage[],
  replyThreading: boolean,
  timeline?: ScenarioTimeline,
): Answered<HttpRecord>[] {
  const attribution = new Attribution(messages, replyThreading, timeline);
  const answers = timeline?.turnAnswers() ?? [];
  /** Whether what a call writes (create, reply, update, patch) shows a turn's answer. */
  const writesAnswer = (call: HttpRecord): boolean | undefined => {
    const body = call.body as { msg_type?: unknown; content?: unknown } | null;
    if (!WRITES.includes(call.api) || typeof body?.content !== 'string') return undefined;
    const shown = visibleText(
      typeof body.msg_type === 'string' ? body.msg_type : 'interactive',
      body.content,
    );
    return shown !== undefined && 'text' in shown && answers.some((a) => timeline!.shows(shown.text, a));
  };
  return calls.map((call) => {
    const posted =
      call.api === 'im.message.create' || call.api === 'im.message.reply'
        ? valueAt(call.response.body, 'data.message_id')
        : undefined;
    const named = call.params.message_id;
    const post = typeof posted === 'string' ? posted : undefined;
    const turnAnswer = writesAnswer(call);
    return {
      ...withAnswer(call, attribution.callAnswerTo(post, named), attribution.callStatusOf(post, named)),
      ...(turnAnswer !== undefined ? { turnAnswer } : {}),
    };
  });
}
