import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { RetryPolicy, type Timers } from '../../../runtime/src/index.ts';
import { commandOf } from '../core/command.ts';
import type { Logger } from '../logger.ts';
import { writePrivateFile } from '../store/private-file.ts';
import { isEnvironmentFailure } from '../store/store-health.ts';
import type { Store } from '../store/store.ts';
import {
  parseLines,
  segmentName,
  segmentsIn,
  type JournalEntry,
  type JournalPosition,
  type ParsedLines,
} from './journal-format.ts';

/** The one journal of a data directory, by its checkpoint's name in a store of that directory alone. */
export const INTAKE_JOURNAL = 'intake';
/** The file in a journal's directory that names it in a shared store. */
const JOURNAL_ID_FILE = 'journal-id';

export interface JournalDrainerOptions {
  /** The journal's directory, in the data directory: made owner-only if it is not there. */
  dir: string;
  store: Store;
  /**
   * The store holds other data directories' journals too (PostgreSQL, shared by instances): the checkpoint is
   * named by this journal's own id, kept in its directory, so that no journal reads or removes by another's.
   */
  shared?: boolean;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** New sources are in the inbox (not only redeliveries of known ones): the dispatcher has work. */
  onRecorded: () => void;
  /** The waits after a drain the store refused (busy, full, gone): growing, for as long as it takes. */
  retry?: RetryPolicy;
  /** The default retry's timers. */
  timers?: Timers;
  /** The most entries recorded in one transaction, so that one drain never holds the store for long. */
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 500;
const FIRST_READ_BYTES = 256 * 1024;

/**
 * Drains the intake journal into the inbox, on the thread that runs the dispatcher. Each group of entries is
 * recorded in one transaction with the checkpoint just past them, so a crash between an acknowledgement and
 * its drain replays the entry exactly once, from the checkpoint, at the next start; and a redelivery the
 * provider sent meanwhile is the same source (the inbox is keyed by message and event id). It reads the
 * segment being written only as far as its writer says it wrote (`journaled`), and every older segment to
 * its end, where a line a crash cut short — an event never acknowledged — is left. A segment drained is
 * removed, so the journal holds what is not in the inbox yet, and one segment more at most.
 */
export class JournalDrainer {
  private readonly options: JournalDrainerOptions;
  private readonly retry: RetryPolicy;
  private readonly maxEntries: number;
  /** The name of this journal's checkpoint in the store (open). */
  private checkpointName = INTAKE_JOURNAL;
  /** The segment its writer writes now, and how far. */
  private live: JournalPosition | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private readonly stopping = new AbortController();
  /** A failure of the drain itself (not the store's, which its health says) is said once, until a drain goes through. */
  private failing = false;

  constructor(options: JournalDrainerOptions) {
    this.options = options;
    this.retry =
      options.retry ??
      new RetryPolicy({
        baseMs: 50,
        factor: 2,
        capMs: 2000,
        attempts: Infinity,
        jitter: 0.2,
        ...(options.timers ? { timers: options.timers } : {}),
      });
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  }

  /**
   * Makes the journal's directory, and returns the segment its writer begins with: past every segment there
   * and the checkpoint, so that what an earlier process wrote is read to its end.
   */
  async open(): Promise<number> {
    const { dir, store } = this.options;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    if (this.options.shared) this.checkpointName = checkpointNameOf(journalId(dir));
    const checkpoint = await store.intakeCheckpoints.get(this.checkpointName);
    const segment = Math.max(checkpoint?.segment ?? 0, ...this.segments()) + 1;
    this.live = { segment, offset: 0 };
    return segment;
  }

  /** The writer wrote this far: drain it. */
  journaled(at: JournalPosition): void {
    const live = this.live;
    if (!live || at.segment > live.segment || (at.segment === live.segment && at.offset > live.offset))
      this.live = at;
    void this.drain();
  }

  /** Drains what is in the journal now; resolves when it is in the inbox, or the drainer stopped. */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const running = this.run().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }

  /** Stops draining; the rest is drained at the next start. */
  async close(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    let attempt = 0;
    while (!signal.aborted) {
      this.again = false;
      try {
        while (!signal.aborted && (await this.step())) await new Promise(setImmediate);
        attempt = 0;
        this.failing = false;
        if (!this.again) return;
      } catch (error) {
        // The store's own failures are said by its health; anything else once, until a drain goes through.
        if (!isEnvironmentFailure(error) && !this.failing)
          this.options.logger.error('draining the intake journal failed; trying again:', error);
        this.failing = true;
        await this.retry.sleep(this.retry.delayMs(++attempt), signal);
      }
    }
  }

  /** One transaction's worth: true when something moved and there may be more. */
  private async step(): Promise<boolean> {
    const { store } = this.options;
    const checkpoint = (await store.intakeCheckpoints.get(this.checkpointName)) ?? { segment: 0, offset: 0 };
    const segments = this.segments();
    for (const segment of segments) if (segment < checkpoint.segment) this.remove(segment);
    const ahead = segments.filter((s) => s >= checkpoint.segment);
    const segment = ahead[0];
    if (segment === undefined) return false;
    const offset = segment === checkpoint.segment ? checkpoint.offset : 0;
    const live = this.live;
    // The segment being written is read only as far as its writer said; a newer one not at all yet.
    const limit =
      live === undefined || segment < live.segment
        ? Infinity
        : segment === live.segment
          ? live.offset
          : offset;
    const final = ahead.length > 1 || (live !== undefined && segment < live.segment);
    const { bytes, whole } = this.read(segment, offset, limit);
    const parsed = parseLines(bytes, offset);
    if (parsed.unreadable > 0)
      this.options.logger.warn(
        `${parsed.unreadable} unreadable line(s) in intake journal segment ${segment} left out`,
      );
    if (parsed.end === offset) {
      if (!final || !whole) return false;
      if (bytes.length > 0)
        this.options.logger.warn(
          `the end of intake journal segment ${segment} is a write a crash cut short: left out (its events were never acknowledged)`,
        );
      await this.commit([], { segment: ahead[1] ?? live!.segment, offset: 0 });
      return true;
    }
    const taken = parsed.entries.slice(0, this.maxEntries);
    const end = taken.length < parsed.entries.length ? taken.at(-1)!.end : parsed.end;
    await this.commit(taken, { segment, offset: end });
    return true;
  }

  /**
   * Records the entries and the checkpoint past them in one transaction. One the store refuses for itself
   * (not its environment) fails the group, which is then recorded entry by entry, each with the checkpoint
   * past it: that one is left out and said, since its event was acknowledged already and a retry would be
   * refused forever.
   */
  private async commit(entries: ParsedLines['entries'], at: JournalPosition): Promise<void> {
    const { store } = this.options;
    const checkpoint = async (offset: number) =>
      store.intakeCheckpoints.set(this.checkpointName, { segment: at.segment, offset });
    let fresh = 0;
    try {
      await store.atomically(async () => {
        for (const { entry } of entries) if (await this.recordOne(entry)) fresh++;
        await store.intakeCheckpoints.set(this.checkpointName, at);
      });
    } catch (error) {
      if (isEnvironmentFailure(error) || entries.length === 0) throw error;
      fresh = 0;
      for (const { entry, end } of entries) {
        try {
          await store.atomically(async () => {
            if (await this.recordOne(entry)) fresh++;
            await checkpoint(end);
          });
        } catch (one) {
          if (isEnvironmentFailure(one)) throw one;
          this.options.logger.error('an intake journal entry the inbox refuses is left out:', one);
          await store.atomically(async () => checkpoint(end));
        }
      }
      await store.atomically(async () => store.intakeCheckpoints.set(this.checkpointName, at));
    }
    if (fresh > 0) this.options.onRecorded();
  }

  /** True when the source is new; a redelivery only counts its receipt. */
  private async recordOne(entry: JournalEntry): Promise<boolean> {
    const { inbox } = this.options.store;
    if (entry.kind === 'rejected') {
      await inbox.reject(entry.rejection, entry.at);
      return false;
    }
    const source = entry.source;
    const command = commandOf({ ...source, mentions: JSON.stringify(source.mentions) });
    return !(await inbox.record(source, entry.at, command)).duplicate;
  }

  /** The segments in the directory, oldest first. */
  private segments(): number[] {
    return segmentsIn(this.options.dir);
  }

  /**
   * Bytes of a segment from `offset` up to `limit`: at least one whole line when there is one (a read is
   * doubled until it holds one); `whole` when the read reached the end of what may be read.
   */
  private read(segment: number, offset: number, limit: number): { bytes: Buffer; whole: boolean } {
    const fd = openSync(join(this.options.dir, segmentName(segment)), 'r');
    try {
      for (let size = FIRST_READ_BYTES; ; size *= 2) {
        const want = Math.min(size, limit - offset);
        if (want <= 0) return { bytes: Buffer.alloc(0), whole: true };
        const buffer = Buffer.alloc(want);
        let got = 0;
        while (got < want) {
          const n = readSync(fd, buffer, got, want - got, offset + got);
          if (n === 0) break;
          got += n;
        }
        const bytes = buffer.subarray(0, got);
        const whole = got < want || offset + got >= limit;
        if (whole || bytes.includes(0x0a)) return { bytes, whole };
      }
    } finally {
      closeSync(fd);
    }
  }

  private remove(segment: number): void {
    rmSync(join(this.options.dir, segmentName(segment)), { force: true });
  }
}

/**
 * The journal's id, made the first time: it stays with the directory, whichever instance writes it. It is
 * kept with the host and the path it was made for, and a directory found elsewhere (copied to start another
 * instance, or moved) is a new journal: two journals under one id would read and remove by each other's
 * checkpoint. A moved one drains its segments again from their start, and the inbox knows them already.
 */
function journalId(dir: string): string {
  const kept = readJournalId(dir);
  if (kept !== undefined) return kept;
  const id = randomBytes(8).toString('hex');
  writePrivateFile(join(dir, JOURNAL_ID_FILE), `${id} ${whereIs(dir)}\n`);
  return id;
}

const whereIs = (dir: string) => `${hostname()} ${realpathSync(dir)}`;

/** The journal's id as a start here would take it: undefined where none was made, or made for elsewhere. */
export function readJournalId(dir: string): string | undefined {
  try {
    const [id, ...at] = readFileSync(join(dir, JOURNAL_ID_FILE), 'utf8').trim().split(' ');
    return id && at.join(' ') === whereIs(dir) ? id : undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/** The name of a journal's checkpoint in its store: by its id where the store is shared (open). */
export const checkpointNameOf = (id: string | undefined): string =>
  id === undefined ? INTAKE_JOURNAL : `${INTAKE_JOURNAL}:${id}`;
