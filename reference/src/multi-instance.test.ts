import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ControlClient } from '../../generated/clients/control.ts';
import type { ControlReady } from '../../generated/types/index.ts';
import { json, tempDataDir, until } from './testing/harness.ts';
import { StartedProcesses, type Started } from './testing/processes.ts';
import { freshPostgresUrl } from './testing/store-engines.ts';

const processes = new StartedProcesses();
const { cleanups } = processes;
afterEach(() => processes.stopAll());
const run = (args: string[], env: NodeJS.ProcessEnv): Started => processes.run(args, env);

/** One look of a polling loop: a look at an instance that is paused or gone sees nothing, and the loop looks again. */
function poll<T>(look: Promise<T>, seen: (value: T) => unknown): void {
  look.then(seen, () => undefined);
}

const LEASE_MS = 1500;

/** The host double's answered calls of one method, from its record lines. */
function hostCalls(host: Started, method: string): unknown[] {
  return host
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{"seq"') || line.startsWith('{"kind"'))
    .map((line) => JSON.parse(line) as { kind: string; method?: string })
    .filter((r) => r.kind === 'call' && r.method === method);
}
const TOKEN = 'tok';

/** A wait on what an instance says: when it times out, the failure shows what the instance did say. */
async function untilSaid(
  instance: Instance,
  pattern: RegExp,
  timeoutMs: number,
  what: string,
): Promise<void> {
  await until(() => pattern.test(instance.serve.stderr()), timeoutMs, what).catch((error: unknown) => {
    throw new Error(`${String(error)}; it said:\n${instance.serve.stderr()}`);
  });
}

interface Instance {
  serve: Started;
  control: ControlClient;
}

describe.skipIf(inject('postgresUrl') === '')('two reference instances over one PostgreSQL store', () => {
  it('one paused past its lease mid-turn: the other takes the session over, reconciles the turn from the host without running the model again, and answers once; the paused one, resumed, sends nothing', async () => {
    const { side, env: providerEnv } = await processes.providerDouble();

    // One host double behind both instances, as one Codex home would be: its threads are there for either.
    const work = tempDataDir();
    cleanups.push(work.remove);
    const script = join(work.dir, 'host-script.json');
    writeFileSync(
      script,
      JSON.stringify({ turns: [{ stream: ['Working', { waitForRelease: 'r1' }, ' done'] }] }),
    );
    const host = run(['doubles', 'host', '--listen', '--script', script], process.env);
    await until(() => /"hostCommand"/.test(host.stdout()), 15_000, 'the host double');
    const hostCommand = (JSON.parse(host.stdout().split('\n')[0]!) as { hostCommand: string }).hostCommand;
    const knobs = join(work.dir, 'knobs.json');
    writeFileSync(knobs, JSON.stringify({ instanceLeaseMs: LEASE_MS, progressIntervalMs: 100 }));

    const storeUrl = await freshPostgresUrl();
    const instances: Instance[] = [];
    for (let i = 0; i < 2; i++) {
      const data = tempDataDir();
      cleanups.push(data.remove);
      const serve = run(['serve'], {
        ...process.env,
        ...providerEnv,
        LARKSPUR_LARK_INTAKE: 'ws',
        LARKSPUR_HOST_COMMAND: hostCommand,
        LARKSPUR_CONTROL_PORT: '0',
        LARKSPUR_CONTROL_TOKEN: TOKEN,
        LARKSPUR_DATA_DIR: data.dir,
        LARKSPUR_STORE_URL: storeUrl,
        LARKSPUR_INSTALLATION: 'prod',
        LARKSPUR_KNOBS: knobs,
      });
      await until(
        () => /control API on http:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()),
        15_000,
        'the control API',
      );
      const port = /control API on http:\/\/127\.0\.0\.1:(\d+)/.exec(serve.stderr())![1]!;
      instances.push({
        serve,
        control: new ControlClient({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN }),
      });
    }
    const ready = async (i: Instance) => (await i.control.getReady()).body as ControlReady;
    for (const instance of instances) {
      let connected = false;
      await until(
        () => {
          poll(ready(instance), (r) => (connected = r.providerReady && r.instance?.instancesAlive === 2));
          return connected;
        },
        15_000,
        'both instances connected',
      );
    }

    const injected = await json(`${side}/__double/messages`, {
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'a long one',
    });
    // The instance that took the session holds its lease, and its turn is on the host.
    let holder: Instance | undefined;
    await until(
      () => {
        for (const instance of instances)
          poll(ready(instance), (r) => r.instance?.leasesHeld === 1 && (holder = instance));
        return holder !== undefined;
      },
      15_000,
      'a lease held',
    );
    const other = instances.find((i) => i !== holder)!;
    const first = (await ready(holder!)).instance!.leases!;
    expect(first).toEqual([
      { session: expect.stringMatching(/^p2p:oc_/), token: 1, expiresAt: expect.any(Number) },
    ]);
    await until(() => hostCalls(host, 'turn/start').length === 1, 15_000, 'the turn started on the host');

    // Cut off: the holder stops (SIGSTOP, its host shim with it) past its lease.
    holder!.serve.signal('SIGSTOP');
    let takenOver: any;
    await until(
      () => {
        poll(ready(other), (r) => (takenOver = r.instance?.leases));
        return takenOver?.length === 1;
      },
      10 * LEASE_MS,
      'the other instance taking the session over',
    );
    expect(takenOver).toEqual([{ session: first[0]!.session, token: 2, expiresAt: expect.any(Number) }]);

    // The paused one comes back while its turn still runs on the host: its heartbeat finds its own lease lapsed
    // and it joins again, its turn still in hand.
    holder!.serve.signal('SIGCONT');
    await untilSaid(
      holder!,
      /lease in the store lapsed .* it joined again/,
      10 * LEASE_MS,
      'the resumed instance joining again',
    );
    // The model's turn ends on the host. The resumed one hears it end on its own connection, and every write it
    // tries for the session — the turn's end, the draft, the answer — is refused by the fencing token; the new
    // holder reads the turn from the host and delivers its answer.
    host.child.stdin!.write('release r1\n');
    let source: any;
    await until(
      () => {
        poll(other.control.getSource(injected.messageId), (r) => (source = r.body));
        return source?.state === 'answered';
      },
      30_000,
      'the source answered by the other instance',
    );
    // Its writes under token 1 are refused: the turn's end lets the work go ("its work here stopped"). Paused
    // inside a transaction, it had already lost that work: PostgreSQL ended the connection after
    // idle_in_transaction_session_timeout, the handler failed on it and waits for a retry the session's new
    // holder never grants — and the turn's last words, heard on its host connection, make a draft the fence refuses.
    await untilSaid(
      holder!,
      /its work here stopped \(token 1\)|progress post failed: LeaseLostError: .* under token 1 /,
      10 * LEASE_MS,
      'the resumed instance letting the turn go',
    );

    const replies = (await json(`${side}/__double/messages`)).messages.filter(
      (m: any) => m.parentId === injected.messageId,
    );
    expect(replies).toHaveLength(1);
    expect(replies[0].text).toBe('Working done');
    // The model ran once: one turn/start on the host, over both instances.
    expect(hostCalls(host, 'turn/start')).toHaveLength(1);
    // Both serve on, and stop cleanly.
    for (const instance of instances) instance.serve.signal('SIGTERM');
    expect(await Promise.all(instances.map((i) => i.serve.exited))).toEqual([0, 0]);
  }, 90_000);
});
