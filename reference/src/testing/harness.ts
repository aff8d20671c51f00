import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knobs } from '../../../generated/types/index.ts';
import { until as waitFor } from '../../../runtime/src/testing/until.ts';
import { systemClock } from '../clock.ts';
import { resolveKnobs } from '../launch/knobs.ts';
import { silentLogger } from '../logger.ts';
import type { Timing } from '../observe/timing.ts';
import { JOURNAL_DIR } from '../intake-journal/journal-format.ts';
import { ReferenceServer, type ReferenceServerOptions } from '../server.ts';
import { openDatabase, openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { FakeHost } from './fake-host.ts';
import { FakeIntake } from './fake-intake.ts';
import { FakeProvider } from './fake-provider.ts';

export const CONTROL_TOKEN = 'test-token';

export interface Rig {
  server: ReferenceServer;
  store: Store;
  provider: FakeProvider;
  host: FakeHost;
  intake: FakeIntake;
  controlPort: number;
  /** Stops the server; the store stays open unless `closeStore`. */
  stop(closeStore?: boolean): Promise<void>;
}

/** A reference server over in-process fakes. Give `dataDir` to keep the store across two rigs (a restart). */
export async function startRig(
  options: {
    knobs?: Knobs;
    dataDir?: string;
    /** With `dataDir`: the intake records into the intake journal there, as `serve` on SQLite does. */
    intakeJournal?: boolean;
    /** With `dataDir`: the intake records into the inbox, and the journal an earlier rig there left is drained. */
    formerJournal?: boolean;
    provider?: FakeProvider;
    host?: FakeHost;
    intake?: FakeIntake;
    timing?: Timing;
    /** Delivery's own options over the rig's (its retry pacing shrunk): e.g. timers a test moves. */
    delivery?: ReferenceServerOptions['delivery'];
  } = {},
): Promise<Rig> {
  const store = new Store(options.dataDir ? await openDatabase(options.dataDir) : await openMemoryDatabase());
  const provider = options.provider ?? new FakeProvider();
  const host = options.host ?? new FakeHost();
  const intake = options.intake ?? new FakeIntake();
  const media = mkdtempSync(join(tmpdir(), 'larkspur-media-'));
  const server = new ReferenceServer({
    store,
    provider,
    intake,
    host,
    knobs: resolveKnobs({ stopBudgetMs: 500, feedbackWindowMs: 500, ...options.knobs }),
    control: { port: 0, token: CONTROL_TOKEN },
    mediaDir: join(media, 'media'),
    ...(options.dataDir && options.intakeJournal
      ? { intakeJournalDir: join(options.dataDir, JOURNAL_DIR) }
      : {}),
    ...(options.dataDir && options.formerJournal
      ? { formerJournalDir: join(options.dataDir, JOURNAL_DIR) }
      : {}),
    clock: systemClock,
    logger: silentLogger,
    ...(options.timing ? { timing: options.timing } : {}),
    delivery: { retryDelayMs: 1, ...options.delivery },
  });
  const stop = async (closeStore: boolean) => {
    await server.stop(200);
    rmSync(media, { recursive: true, force: true });
    if (closeStore) await store.close();
  };
  // A server that does not start is stopped all the same: nothing of it outlives the test.
  const { controlPort } = await server.start().catch(async (error: unknown) => {
    await stop(true);
    throw error;
  });
  return {
    server,
    store,
    provider,
    host,
    intake,
    controlPort,
    stop: (closeStore = true) => stop(closeStore),
  };
}

/** The runtime's `until`, in the shape these tests call it: fails after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 3_000,
  what = 'the condition',
): Promise<void> {
  await waitFor(check, { timeoutMs, what, everyMs: 5 });
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A GET, or a POST of `body` as JSON, and the answer's JSON (the doubles' side channels, a control API). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the fields it asked for
export async function json(url: string, body?: unknown): Promise<any> {
  const res = await fetch(
    url,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return res.json();
}
