import type { StoredMessage } from '../../doubles/provider/index.ts';
import { Attribution } from '../attribution.ts';
import { valueAt } from '../match.ts';
import type { HttpRecord } from './records.ts';

/** A record as checks match it: with `answerTo`, the source it answers by the rule of attribution (DE-010). */
export type Answered<R> = R & { answerTo?: string };

function withAnswer<R extends object>(record: R, answerTo: string | undefined): Answered<R> {
  return answerTo === undefined ? record : { ...record, answerTo };
}

/** The double's messages, each with the source it answers. */
export function answeredMessages(
  messages: readonly StoredMessage[],
  replyThreading: boolean,
): Answered<StoredMessage>[] {
  const attribution = new Attribution(messages, replyThreading);
  return messages.map((m) => withAnswer(m, attribution.answerTo(m.messageId)));
}

/** Calls, each with the source it is about: the one its posted message answers, or the message it names. */
export function answeredCalls(
  calls: readonly HttpRecord[],
  messages: readonly StoredMessage[],
  replyThreading: boolean,
): Answered<HttpRecord>[] {
  const attribution = new Attribution(messages, replyThreading);
  return calls.map((call) => {
    const posted =
      call.api === 'im.message.create' || call.api === 'im.message.reply'
        ? valueAt(call.response.body, 'data.message_id')
        : undefined;
    const named = call.params.message_id;
    return withAnswer(call, attribution.callAnswerTo(typeof posted === 'string' ? posted : undefined, named));
  });
}
