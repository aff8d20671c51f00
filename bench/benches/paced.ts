import type { ProviderRecord } from '../../harness/src/doubles/provider/index.ts';
import { floor, reference, type Implementation } from '../implementations.ts';
import {
  ackLatencies,
  counter,
  feedbackLatencies,
  quantile,
  sendSpread,
  waitFor,
  type Sent,
} from '../measure.ts';
import { Rig } from '../rig.ts';
import { row, type Row } from '../row.ts';

export interface Paced {
  perSecond: number;
  seconds: number;
  chats: number;
}

/** How long after the load the feedback of its last messages may come and still be counted. */
const FEEDBACK_GRACE_MS = 10_000;

const isFeedback = (r: ProviderRecord) =>
  r.kind === 'http' &&
  (r.api === 'im.messageReaction.create' || r.api === 'im.message.reply') &&
  r.response.status === 200;

/** A steady load; the ACK latencies, and the first-feedback latencies when `feedback` is awaited. */
async function pacedLoad(
  implementation: Implementation,
  load: Paced,
  feedback: boolean,
): Promise<{ acks: number[]; feedback: number[]; sent: Sent[] }> {
  const rig = await Rig.start({ implementation });
  try {
    const total = load.perSecond * load.seconds;
    const acks = counter(rig.provider, (r) => r.kind === 'ack');
    const seen = counter(rig.provider, isFeedback);
    const sent = await sendSpread(rig.provider, rig.now, {
      total,
      chats: load.chats,
      overMs: load.seconds * 1000,
    });
    await waitFor(() => acks.count() >= total || `${acks.count()} of ${total} events acknowledged`, 60_000);
    // Feedback that has not come within the grace is missing; it is counted, not waited for.
    if (feedback)
      await waitFor(() => seen.count() >= total || `${seen.count()} of ${total}`, FEEDBACK_GRACE_MS).catch(
        () => undefined,
      );
    acks.stop();
    seen.stop();
    const records = rig.provider.recorder.records;
    return {
      acks: ackLatencies(records, sent),
      feedback: feedback ? feedbackLatencies(records, sent) : [],
      sent,
    };
  } finally {
    await rig.stop();
  }
}

/**
 * Paced load: ACK p50 and p99 against the empty SDK handler, and the first visible feedback (a reaction
 * on the message or a reply to it) against the SDK bot that reacts from its handler at once.
 */
export async function paced(load: Paced, progress: (line: string) => void): Promise<Row[]> {
  const total = load.perSecond * load.seconds;
  const label = `${load.perSecond} events/s for ${load.seconds} s over ${load.chats} chats`;
  progress(`paced ${label}: ACK floor`);
  const ackFloor = await pacedLoad(floor('empty'), load, false);
  progress(`paced ${label}: feedback floor`);
  const feedbackFloor = await pacedLoad(floor('react'), load, true);
  progress(`paced ${label}: reference`);
  const measured = await pacedLoad(reference(), load, true);
  const missing = total - measured.feedback.length;
  const feedbackNote = `${measured.feedback.length} of ${total} messages had feedback within ${FEEDBACK_GRACE_MS / 1000} s of the load's end (floor ${feedbackFloor.feedback.length})`;
  const rows: Row[] = [];
  for (const [name, q] of [
    ['p50', 0.5],
    ['p99', 0.99],
  ] as const) {
    rows.push(
      row({
        id: `paced/ack-${name}`,
        title: `ACK ${name}, ${label}`,
        unit: 'ms',
        floorIs: 'the official SDK WSClient with an empty handler',
        floor: quantile(ackFloor.acks, q),
        value: quantile(measured.acks, q),
        ...(name === 'p99'
          ? { target: { text: 'within 2 ms of the floor', met: (f: number, v: number) => v - f <= 2 } }
          : {}),
        note: `${measured.acks.length} of ${total} acknowledged`,
      }),
    );
  }
  for (const [name, q] of [
    ['p50', 0.5],
    ['p99', 0.99],
  ] as const) {
    // A message still without feedback counts as slower than any that had it.
    const value = quantile(
      [...measured.feedback, ...new Array<number>(missing).fill(Number.POSITIVE_INFINITY)],
      q,
    );
    rows.push(
      row({
        id: `paced/feedback-${name}`,
        title: `first visible feedback ${name}, ${label}`,
        unit: 'ms',
        floorIs: 'the official SDK bot reacting from its handler at once',
        floor: quantile(feedbackFloor.feedback, q),
        value: value === Number.POSITIVE_INFINITY ? undefined : value,
        ...(name === 'p99' ? { target: { text: '≤ 250 ms', met: (_f: number, v: number) => v <= 250 } } : {}),
        note: feedbackNote,
      }),
    );
  }
  return rows;
}
