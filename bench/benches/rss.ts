import { reference } from '../implementations.ts';
import { answered, quantile, sendSpread, waitFor } from '../measure.ts';
import { Rig } from '../rig.ts';
import { row, type Row } from '../row.ts';
import { seedStore } from '../seed-store.ts';

export interface StoreSizes {
  /** The floor's store: few sessions, as a new installation has. */
  restSessions: number;
  sessions: number;
  sources: number;
  burst: number;
}

const SETTLE_MS = 2000;
const SAMPLE_MS = 100;

/** The memory of an idle implementation: the median of samples over a second, after it settled. */
async function atRest(rig: Rig): Promise<number> {
  const settled = rig.now() + SETTLE_MS;
  await waitFor(() => rig.now() >= settled || 'settling', SETTLE_MS + 1000);
  const samples: number[] = [];
  await waitFor(
    () => {
      samples.push(rig.rssMb());
      return samples.length >= 10 || 'sampling';
    },
    5000,
    SAMPLE_MS,
  );
  return quantile(samples, 0.5)!;
}

/**
 * The reference's memory (its process group: the server and its host shim) with a large store and through
 * a burst, against the same process at rest over a store of a new installation's size.
 */
export async function rss(sizes: StoreSizes, progress: (line: string) => void): Promise<Row[]> {
  const restSources = Math.round((sizes.sources * sizes.restSessions) / sizes.sessions);
  progress(`memory at rest: ${sizes.restSessions} sessions, ${restSources} answered sources`);
  const small = await Rig.start({
    implementation: reference(),
    seed: async (dir) => seedStore(dir, sizes.restSessions, restSources),
  });
  let floor: number;
  try {
    floor = await atRest(small);
  } finally {
    await small.stop();
  }
  progress(`memory at rest: ${sizes.sessions} sessions, ${sizes.sources} answered sources (seeding)`);
  const large = await Rig.start({
    implementation: reference(),
    seed: async (dir) => seedStore(dir, sizes.sessions, sizes.sources),
  });
  let rest: number;
  let peak = 0;
  let note: string;
  try {
    rest = await atRest(large);
    progress(
      `memory through a burst of ${sizes.burst} over 30 chats in 1 s, until every message is answered`,
    );
    const sampler = setInterval(() => (peak = Math.max(peak, large.rssMb())), SAMPLE_MS);
    const started = large.now();
    try {
      const sent = await sendSpread(large.provider, large.now, {
        total: sizes.burst,
        chats: 30,
        overMs: 1000,
      });
      await waitFor(() => answered(large.provider, sent), 15 * 60_000, 500);
    } finally {
      clearInterval(sampler);
    }
    note = `${sizes.burst} answered in ${Math.round((large.now() - started) / 100) / 10} s`;
  } finally {
    await large.stop();
  }
  const flat = { text: 'within 20 MiB of the floor', met: (f: number, v: number) => Math.abs(v - f) <= 20 };
  const floorIs = `the same server at rest with ${sizes.restSessions} sessions and ${restSources} answered sources`;
  return [
    row({
      id: `rss/rest-${sizes.sessions}-sessions`,
      title: `RSS at rest, ${sizes.sessions} sessions and ${sizes.sources} answered sources`,
      unit: 'MiB',
      floorIs,
      floor,
      value: rest,
      target: flat,
    }),
    row({
      id: `rss/burst-${sizes.burst}-peak`,
      title: `RSS peak through a burst of ${sizes.burst}, over that store`,
      unit: 'MiB',
      floorIs,
      floor,
      value: peak,
      target: flat,
      note,
    }),
  ];
}
