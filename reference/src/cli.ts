import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_DIR } from './intake-journal/journal-format.ts';
import { HostDriver, HostStartError } from './host/index.ts';
import { controlToken } from './launch/control-token.ts';
import { intakeOf } from './launch/intake-of.ts';
import { serveHelp } from './launch/help.ts';
import { readKnobsFile, resolveKnobs, type ResolvedKnobs } from './launch/knobs.ts';
import { LaunchError } from './launch/launch-error.ts';
import { nearMissVariables } from './launch/near-miss-variables.ts';
import { readServeConfig, type ServeConfig } from './launch/serve-config.ts';
import { systemClock } from './clock.ts';
import { createLogger } from './logger.ts';
import { TimingLines } from './observe/timing.ts';
import { LarkProvider } from './provider/lark-provider.ts';
import { IMPLEMENTATION, ReferenceServer } from './server.ts';
import { ConsumerLease } from './store/consumer-lease.ts';
import { Membership } from './launch/membership.ts';
import { leasesOf, SessionLeasing } from './core/session-leasing.ts';
import { openStoreDatabase } from './store/database.ts';
import type { StoreChanges } from './store/postgres-changes.ts';
import { removeControlUrl, writeControlUrl } from './launch/control-url.ts';
import { HealthWatchedDatabase } from './store/health-watched-database.ts';
import { logStoreHealth, StoreHealth } from './store/store-health.ts';
import { Store } from './store/store.ts';
import { storeName } from './store/store-name.ts';

/** The exit code of an instance that found the consumer lease held (spec/schemas/launch/environment.schema.json). */
const LEASE_HELD_EXIT = 75;

/** Resolves on the first SIGTERM or SIGINT. */
function untilSignalled(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals) => {
      process.off('SIGTERM', on);
      process.off('SIGINT', on);
      resolve(signal);
    };
    process.on('SIGTERM', on);
    process.on('SIGINT', on);
  });
}

async function openStore(config: ServeConfig, knobs: ResolvedKnobs, health: StoreHealth): Promise<Store> {
  const { dataDir, storeUrl } = config;
  try {
    // A transaction left open past a third of the lease (its instance paused, or cut off) is ended by the
    // server: the others' writes wait at most that long, and their heartbeats go on (TR-006).
    const idleInTransactionMs = Math.max(100, Math.floor(knobs.instanceLeaseMs / 3));
    const db = await openStoreDatabase(
      { dataDir, ...(storeUrl ? { storeUrl } : {}) },
      { idleInTransactionMs },
    );
    return new Store(new HealthWatchedDatabase(db, health));
  } catch (error) {
    if (error instanceof LaunchError) throw error;
    throw new LaunchError(
      'DATA_DIR_UNUSABLE',
      `cannot open the store in ${dataDir} (${(error as Error).message}) — set LARKSPUR_DATA_DIR to a directory you own`,
    );
  }
}

/**
 * The data directory's consumer lease. A directory the server cannot write (read-only, full, not a directory)
 * is one line and exit 3, as a store it cannot open is, never an internal error with a stack.
 */
function acquireLease(config: ServeConfig): ConsumerLease {
  try {
    return ConsumerLease.acquire(config.dataDir, config.appId, systemClock());
  } catch (error) {
    if (error instanceof LaunchError) throw error;
    const e = error as { code?: string; message?: string };
    const message = (e.message ?? String(error)).split('\n')[0]!;
    const why = e.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
    throw new LaunchError(
      'DATA_DIR_UNUSABLE',
      `cannot write the data directory ${config.dataDir} (${why}) — make it writable, or set LARKSPUR_DATA_DIR to a directory you own`,
    );
  }
}

/** `larkspur serve`: the reference server, until SIGTERM or SIGINT, then a graceful drain. */
export async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(serveHelp());
    return 0;
  }
  let config: ServeConfig;
  let knobs: ResolvedKnobs;
  let lease: ConsumerLease;
  let store: Store;
  let membership: Membership;
  let leasing: SessionLeasing | undefined;
  let lost!: () => void;
  const leaseLost = new Promise<void>((resolve) => (lost = resolve));
  let token: { token: string; file?: string };
  const storeHealth = new StoreHealth({ clock: systemClock });
  try {
    config = readServeConfig(process.env, argv);
    knobs = config.knobsFile ? readKnobsFile(config.knobsFile) : resolveKnobs();
    lease = acquireLease(config);
    try {
      store = await openStore(config, knobs, storeHealth);
      try {
        membership = await Membership.join({
          store,
          appId: config.appId,
          installation: config.installation,
          clock: systemClock,
          leaseMs: knobs.instanceLeaseMs,
          onLost: lost,
          onRejoined: async () => {
            await leasing?.rejoined();
            const outage = storeHealth.lastOutage;
            const storeFailed =
              outage !== undefined && (outage.until ?? Infinity) > systemClock() - 2 * knobs.instanceLeaseMs;
            logger.warn(
              `this instance's lease in the store lapsed (no heartbeat for ${knobs.instanceLeaseMs} ms: ` +
                (storeFailed
                  ? `the store failed from ${new Date(outage.since).toISOString()}${outage.until ? ` for ${Math.round((outage.until - outage.since) / 1000)} s` : ''}: ${outage.error}`
                  : 'paused, starved or cut off from the store') +
                ') — sessions it held may have gone to other instances, which now refuse its writes to them; it joined again and serves on',
            );
          },
          onRenewed: async () => leasing?.renew(),
          dataDir: config.dataDir,
        });
        // A shared store may have other instances on it: sessions are leased. SQLite has one (its consumer lease).
        if (store.engine === 'postgres') {
          leasing = new SessionLeasing({
            store,
            instanceId: membership.instanceId,
            clock: systemClock,
            leaseMs: knobs.instanceLeaseMs,
          });
        }
        token = controlToken(config.controlToken, config.dataDir);
      } catch (error) {
        await store.close();
        throw error;
      }
    } catch (error) {
      lease.release();
      throw error;
    }
  } catch (error) {
    if (!(error instanceof LaunchError)) throw error;
    process.stderr.write(`larkspur serve: ${error.message}\n`);
    // The launch contract's code for a consumer lease held by another instance (TR-006): stayed off, not broken.
    return error.code === 'LEASE_HELD' ? LEASE_HELD_EXIT : 3;
  }

  const logger = createLogger(config.logLevel);
  for (const { given, meant } of nearMissVariables(process.env))
    logger.warn(`${given} is not a variable serve reads, and is ignored — did you mean ${meant}?`);
  storeHealth.listen(logStoreHealth(logger, systemClock));
  // Shared, an instance hears of the others' writes from the store itself, rather than by looking every 50 ms.
  // The feed's module, and `pg` with it, loads only then: a SQLite server never pays for it at its start.
  let changes: StoreChanges | undefined;
  if (leasing && config.storeUrl) {
    const { PostgresChanges } = await import('./store/postgres-changes.ts');
    const feed = new PostgresChanges({ url: config.storeUrl, logger });
    await feed.start();
    changes = feed;
  }
  const eventTiming = process.env.LARKSPUR_EVENT_TIMING === '1';
  const journalDir = join(config.dataDir, JOURNAL_DIR);
  let intakeFailed!: (error: Error) => void;
  const failure = new Promise<Error>((resolve) => (intakeFailed = resolve));
  const server = new ReferenceServer({
    store,
    provider: new LarkProvider({
      appId: config.appId,
      appSecret: config.appSecret,
      domain: config.domain,
      logger,
      timeoutMs: knobs.providerTimeoutMs,
    }),
    intake: intakeOf(config, { clock: systemClock, logger, eventTiming, onFailure: intakeFailed }),
    host: new HostDriver({
      command: config.hostCommand,
      clientInfo: { name: 'larkspur', title: 'Larkspur reference server', version: IMPLEMENTATION.version },
      ...(config.modelProvider ? { modelProvider: config.modelProvider } : {}),
      // Approvals become cards in the chat (HO-008): the host must ask rather than refuse on its own.
      thread: { approvalPolicy: 'on-request' },
      logger,
    }),
    knobs,
    control: { port: config.controlPort, token: token.token },
    mediaDir: join(config.dataDir, 'media'),
    // SQLite: the intake records into a journal of its own, never waiting for the store's one write lock (issue
    // 22). PostgreSQL, shared by instances that may never come back: straight into the shared inbox, unless the
    // operator, whose instances keep their data directories, chose the journal — and one a start in that mode
    // left is drained all the same.
    ...(config.intakeJournal === 'local'
      ? { intakeJournalDir: journalDir }
      : existsSync(journalDir)
        ? { formerJournalDir: journalDir }
        : {}),
    ...(config.verificationToken ? { verificationToken: config.verificationToken } : {}),
    clock: systemClock,
    logger,
    ...(eventTiming ? { timing: new TimingLines(config.appId) } : {}),
    instance: async () => ({
      id: membership.instanceId,
      installation: config.installation,
      store: store.engine,
      instancesAlive: await membership.alive(),
      ...(leasing ? await leasesOf(leasing) : {}),
    }),
    ...(leasing ? { leasing } : {}),
    ...(changes ? { changes } : {}),
    storeHealth,
  });
  const signalled = untilSignalled();
  let code = 0;
  try {
    const { controlPort } = await server.start().catch((error: unknown) => {
      if (error instanceof HostStartError)
        throw new LaunchError(
          'HOST_UNAVAILABLE',
          `${error.message} — set LARKSPUR_HOST_COMMAND (or --host-command) to a command that speaks the host protocol on stdio, such as 'codex app-server'; 'larkspur doctor' checks it`,
        );
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
      throw new LaunchError(
        'BAD_SETTING',
        `control port ${config.controlPort} is in use — set LARKSPUR_CONTROL_PORT to a free port, or 0 for any`,
      );
    });
    // Where `larkspur doctor` finds this serve's /v1/ready; it is this process's as long as it holds the lease.
    writeControlUrl(config.dataDir, `http://127.0.0.1:${controlPort}`);
    logger.info(
      `serving app ${config.appId} via ${config.domain}; data in ${config.dataDir}${config.dataDirFrom === 'the default' ? ' (the default)' : ''}` +
        `${config.storeUrl ? `, store in PostgreSQL ${storeName(config.storeUrl)}` : ''}; ` +
        `control API on http://127.0.0.1:${controlPort}${token.file ? ` (bearer token in ${token.file})` : ''}`,
    );
    const ended = await Promise.race([signalled, failure, leaseLost.then(() => 'lease' as const)]);
    if (ended === 'lease') {
      logger.error(
        `stopping: this instance's lease in the store lapsed (no heartbeat for ${knobs.instanceLeaseMs} ms) and another installation consumes app ${config.appId} now (TR-006)`,
      );
      code = 1;
    } else if (ended instanceof Error) {
      logger.error('stopping: the intake can receive nothing any more');
      code = 1;
    } else logger.info(`${ended}: draining`);
  } catch (error) {
    if (error instanceof LaunchError) {
      process.stderr.write(`larkspur serve: ${error.message}\n`);
      code = 3;
    } else {
      logger.error('the server failed:', error);
      code = 1;
    }
  }
  await server.stop(config.drainMs);
  await changes?.close();
  try {
    // Drained: what is left of its sessions is another instance's to take over at once, not after a lease.
    await leasing?.release();
    await membership.leave();
  } catch {
    // A store out of reach: the lease lapses by itself, and the instance counts as gone then.
  }
  await store.close();
  removeControlUrl(config.dataDir);
  lease.release();
  return code;
}
