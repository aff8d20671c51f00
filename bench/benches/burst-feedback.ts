import { onFreshDatabase, withPostgres } from '../postgres-store.ts';
import { floor, reference } from '../implementations.ts';
import { loadAverages } from '../load.ts';
import { answered, feedbackLatencies, quantile, sendSpread, waitFor } from '../measure.ts';
import { Rig, type RigOptions } from '../rig.ts';
import { row, type Row } from '../row.ts';

const FLOOR_IS = 'the official SDK WSClient reacting from its handler at once, through the same double';
/** Longest a burst may take to be answered before the bench gives up on it. */
const ANSWER_TIMEOUT_MS = 180_000;

interface BurstFeedback {
  /** ms from each message's first push to the first reaction on it or reply to it. */
  feedback: number[];
  /** ms from the burst's first push until every message had its answer; undefined for the floor. */
  answeredMs?: number;
}

/** A burst over 30 chats in 1 s: each message's first visible feedback and, with `answers`, its answer. */
function burst(
  options: Pick<RigOptions, 'implementation' | 'storeUrl'>,
  total: number,
  answers: boolean,
): Promise<BurstFeedback> {
  return Rig.with(options, async (rig) => {
    const started = rig.now();
    const sent = await sendSpread(rig.provider, rig.now, { total, chats: 30, overMs: 1000 });
    const feedbackOf = () => feedbackLatencies(rig.provider.recorder.records, sent);
    await waitFor(() => {
      const seen = feedbackOf().length;
      return seen >= total || `${seen} of ${total} messages have visible feedback`;
    }, ANSWER_TIMEOUT_MS);
    if (!answers) return { feedback: feedbackOf() };
    await waitFor(() => answered(rig.provider, sent), ANSWER_TIMEOUT_MS);
    return { feedback: feedbackOf(), answeredMs: rig.now() - started };
  });
}

/**
 * What a user sees of a burst: the first visible feedback on each message (a reaction, or the reply),
 * from its push, and how long until every message is answered — on SQLite and on PostgreSQL, beside the
 * least a bot can do (reacting from its handler, before its ACK). The ACK benches stop at the ACK; this
 * one goes on to admission, where a store's cost per write shows (the host double answers at once).
 */
export async function burstFeedback(
  total: number,
  progress: (line: string) => void,
  rounds = 1,
): Promise<Row[]> {
  return withPostgres(progress, async (databases) => [
    ...(await rowsOf('', '', total, rounds, progress, () =>
      burst({ implementation: reference() }, total, true),
    )),
    ...(await rowsOf('-postgres', ', PostgreSQL store', total, rounds, progress, () =>
      onFreshDatabase(databases, (url) => burst({ implementation: reference(), storeUrl: url }, total, true)),
    )),
  ]);
}

async function rowsOf(
  suffix: string,
  title: string,
  total: number,
  rounds: number,
  progress: (line: string) => void,
  run: () => Promise<BurstFeedback>,
): Promise<Row[]> {
  const load = loadAverages();
  const floorFeedback: number[] = [];
  const feedback: number[] = [];
  const answeredMs: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const of = rounds > 1 ? `, round ${round} of ${rounds}` : '';
    progress(`burst of ${total}${of}: floor reacting at once`);
    floorFeedback.push(...(await burst({ implementation: floor('react') }, total, false)).feedback);
    progress(`burst of ${total}${of}: reference${title}`);
    const measured = await run();
    feedback.push(...measured.feedback);
    if (measured.answeredMs !== undefined) answeredMs.push(measured.answeredMs);
  }
  const pooled = rounds > 1 ? `${rounds} rounds pooled; ` : '';
  const answeredIn = answeredMs.map((ms) => (ms / 1000).toFixed(1)).join(' / ');
  const note =
    `${pooled}every message answered ${answeredIn} s after the burst's first push; the feedback window ` +
    `(DE-001, from admission; AD-003, for a busy session's message) is 3 s by default`;
  return (
    [
      ['p50', 0.5],
      ['p95', 0.95],
    ] as const
  ).map(([name, q]) =>
    row({
      id: `burst-feedback/${total}-${name}${suffix}`,
      title: `First visible feedback ${name}, burst of ${total} over 30 chats in 1 s${title}`,
      unit: 'ms',
      floorIs: FLOOR_IS,
      floor: quantile(floorFeedback, q),
      value: quantile(feedback, q),
      note,
      load,
    }),
  );
}
