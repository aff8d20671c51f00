import { onFreshDatabase, withPostgres } from '../postgres-store.ts';
import { floor, reference, type Implementation } from '../implementations.ts';
import { loadAverages } from '../load.ts';
import { ackLatencies, counter, quantile, refusedAcks, sendSpread, waitFor } from '../measure.ts';
import { Rig } from '../rig.ts';
import { row, type Row } from '../row.ts';

const FLOOR_IS = 'the official SDK WSClient with an empty handler, through the same double';
const STORE_FLOOR_IS =
  'the official SDK WSClient whose handler commits one row per event to the same PostgreSQL cluster before it returns';
/**
 * Issue 12: p95 within 3× the floor, or within 10 ms of it where the floor is under 3 ms; on a machine the
 * bench loads itself (issue 22), within 5× (10 ms where the floor is under 3 ms), and every ACK 200. Those
 * are for an ACK that follows a write on the implementation's own machine (SQLite's intake journal, or
 * PostgreSQL's with `--intake-journal local`). An ACK that follows a commit in a shared database on another
 * server — PostgreSQL's default — costs a round trip and that server's commit, which no ratio to an empty
 * handler measures: issue 22 sets it 300 ms (and every ACK 200 where the machine is loaded).
 */
function p95Target(loaded: boolean, refused: number, sharedCommit: boolean) {
  if (sharedCommit)
    return loaded
      ? {
          text: '≤ 300 ms under load, and every ACK 200',
          met: (_f: number, v: number) => refused === 0 && v <= 300,
        }
      : { text: '≤ 300 ms', met: (_f: number, v: number) => v <= 300 };
  if (loaded)
    return {
      text: '≤ 5× floor under load, and every ACK 200',
      met: (f: number, v: number) => refused === 0 && (f < 3 ? v - f <= 10 : v <= 5 * f),
    };
  return {
    text: '≤ 3× floor; within 10 ms of it where the floor is < 3 ms',
    met: (f: number, v: number) => (f < 3 ? v - f <= 10 : v <= 3 * f),
  };
}

interface BurstAcks {
  /** ms from each event's first push to its first 200 ACK. */
  latencies: number[];
  /** ACKs answered with anything but 200. */
  refused: number;
  /**
   * CPU the bench's own process (its doubles, all its threads) used from the first push to the last ACK:
   * on a loaded run it shares the cores left with the implementation, so the note says it.
   */
  benchCpuMs: number;
}

/** ACK latencies of one burst over 30 private chats in one second. */
function burstAcks(implementation: Implementation, total: number, storeUrl?: string): Promise<BurstAcks> {
  return Rig.with({ implementation, ...(storeUrl !== undefined ? { storeUrl } : {}) }, async (rig) => {
    const acks = counter(rig.provider, (r) => r.kind === 'ack' && r.code === 200);
    const cpu = process.cpuUsage();
    const sent = await sendSpread(rig.provider, rig.now, { total, chats: 30, overMs: 1000 });
    await waitFor(() => acks.count() >= total || `${acks.count()} of ${total} events acknowledged`, 60_000);
    acks.stop();
    const { user, system } = process.cpuUsage(cpu);
    const { records } = rig.provider.recorder;
    return {
      latencies: ackLatencies(records, sent),
      refused: refusedAcks(records),
      benchCpuMs: Math.round((user + system) / 1000),
    };
  });
}

/** The store a burst's reference records its inbox in: the embedded SQLite, or a fresh PostgreSQL database. */
interface StoreUnderTest {
  /** Appended to the row ids and titles; empty for the default store. */
  suffix: string;
  title: string;
  /** Each ACK follows a commit in the shared database (PostgreSQL's default), not a local write. */
  sharedCommit: boolean;
  run: (total: number) => Promise<BurstAcks>;
  /**
   * The same burst against the least a bot that records each event in this store before its ACK can do:
   * what the store itself costs, beside what the reference adds to it.
   */
  storeFloor?: { floorIs: string; run: (total: number) => Promise<BurstAcks> };
}

/**
 * ACK latency under bursts: p50, p95 and the worst, over `rounds` rounds, the floor measured just before
 * each.
 */
export async function ackBurst(
  sizes: number[],
  progress: (line: string) => void,
  loaded = false,
  rounds = 1,
): Promise<Row[]> {
  return burstRows(
    sizes,
    progress,
    { loaded, rounds },
    {
      suffix: '',
      title: '',
      sharedCommit: false,
      run: (total) => burstAcks(reference(), total),
    },
  );
}

/**
 * The same bursts with the reference on PostgreSQL (a throwaway local cluster, fsync and synchronous_commit
 * on, as in production; a fresh database per burst): by default the inbox row is committed there before each
 * ACK; with `journal`, the reference as `--intake-journal local` runs it, acknowledging after its own journal.
 */
export async function postgresAckBurst(
  sizes: number[],
  progress: (line: string) => void,
  loaded = false,
  rounds = 1,
  journal = false,
): Promise<Row[]> {
  return withPostgres(progress, (databases) => {
    const onFresh = (implementation: () => Implementation) => (total: number) =>
      onFreshDatabase(databases, (url) => burstAcks(implementation(), total, url));
    return burstRows(
      sizes,
      progress,
      { loaded, rounds },
      {
        suffix: journal ? '-postgres-journal' : '-postgres',
        title: journal ? ', PostgreSQL store, --intake-journal local' : ', PostgreSQL store',
        sharedCommit: !journal,
        run: onFresh(() => reference(journal ? { LARKSPUR_INTAKE_JOURNAL: 'local' } : undefined)),
        storeFloor: { floorIs: STORE_FLOOR_IS, run: onFresh(() => floor('postgres')) },
      },
    );
  });
}

/** Every round's bursts in turn: their events pooled, each round's p95 kept for the spread. */
class Pooled {
  readonly latencies: number[] = [];
  readonly p95s: (number | undefined)[] = [];
  readonly cpuMs: number[] = [];
  refused = 0;

  add(acks: BurstAcks): void {
    this.latencies.push(...acks.latencies);
    this.p95s.push(quantile(acks.latencies, 0.95));
    this.cpuMs.push(acks.benchCpuMs);
    this.refused += acks.refused;
  }

  /** Each round's p95, for the note: "4.1 / 6.3 / 5.2 ms". */
  spread(): string {
    return `${this.p95s.map((v) => (v === undefined ? '–' : v.toFixed(1))).join(' / ')} ms`;
  }
}

async function burstRows(
  sizes: number[],
  progress: (line: string) => void,
  mode: { loaded: boolean; rounds: number },
  store: StoreUnderTest,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const total of sizes) {
    const load = loadAverages();
    const floorAcks = new Pooled();
    const storeFloorAcks = new Pooled();
    const acks = new Pooled();
    // Floor and reference take turns, so that a machine that drifts over minutes drifts under both alike.
    for (let round = 1; round <= mode.rounds; round++) {
      const of = mode.rounds > 1 ? `, round ${round} of ${mode.rounds}` : '';
      progress(`burst of ${total}${of}: floor`);
      floorAcks.add(await burstAcks(floor('empty'), total));
      if (store.storeFloor) {
        progress(`burst of ${total}${of}: floor committing to the store`);
        storeFloorAcks.add(await store.storeFloor.run(total));
      }
      progress(`burst of ${total}${of}: reference${store.title}`);
      acks.add(await store.run(total));
    }
    const sent = total * mode.rounds;
    const pooled =
      mode.rounds > 1
        ? `${mode.rounds} rounds pooled, each round's p95 ${acks.spread()} (floor ${floorAcks.spread()}); `
        : '';
    const note =
      `${pooled}${acks.latencies.length} of ${sent} acknowledged (floor ${floorAcks.latencies.length}); ` +
      `${acks.refused} ACK(s) refused (floor ${floorAcks.refused}); ` +
      `the bench's own CPU over each burst ${acks.cpuMs.join(' / ')} ms (floor ${floorAcks.cpuMs.join(' / ')} ms)`;
    for (const [name, q] of [
      ['p50', 0.5],
      ['p95', 0.95],
      ['max', 1],
    ] as const) {
      rows.push(
        row({
          id: `ack-burst/${total}-${name}${store.suffix}`,
          title: `ACK ${name}, burst of ${total} over 30 chats in 1 s${store.title}`,
          unit: 'ms',
          floorIs: FLOOR_IS,
          floor: quantile(floorAcks.latencies, q),
          value: quantile(acks.latencies, q),
          ...(name === 'p95' ? { target: p95Target(mode.loaded, acks.refused, store.sharedCommit) } : {}),
          note,
          load,
        }),
      );
    }
    if (store.storeFloor)
      rows.push(
        row({
          id: `ack-burst/${total}-p95${store.suffix}-store-floor`,
          title: `ACK p95, burst of ${total} over 30 chats in 1 s${store.title}, beside a bot committing each event`,
          unit: 'ms',
          floorIs: store.storeFloor.floorIs,
          floor: quantile(storeFloorAcks.latencies, 0.95),
          value: quantile(acks.latencies, 0.95),
          note:
            `${storeFloorAcks.latencies.length} of ${sent} acknowledged by that floor, ` +
            `${storeFloorAcks.refused} refused; each round's p95 ${storeFloorAcks.spread()}; ` +
            `the bench's own CPU over each of its bursts ${storeFloorAcks.cpuMs.join(' / ')} ms`,
          load,
        }),
      );
  }
  return rows;
}
