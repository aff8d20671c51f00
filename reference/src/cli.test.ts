import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ControlClient } from '../../generated/clients/control.ts';
import { validateControlSource } from '../../generated/validators/index.js';
import { encodeEntries, JOURNAL_DIR } from './intake-journal/journal-format.ts';
import { JournalWriter } from './intake-journal/journal-writer.ts';
import { textSource } from './testing/fake-intake.ts';
import { json, tempDataDir, until } from './testing/harness.ts';
import { StartedProcesses, type Started } from './testing/processes.ts';
import { freshPostgresUrl } from './testing/store-engines.ts';

const processes = new StartedProcesses();
const { cleanups } = processes;
afterEach(() => processes.stopAll());
const run = (args: string[], env: NodeJS.ProcessEnv): Started => processes.run(args, env);

const providerDouble = () => processes.providerDouble();
/** For the polls of `until`: a read that fails is simply made again. */
const noop = () => undefined;
/** The nice value of a process's main thread (Linux: the 19th field of /proc/<pid>/stat). */
const niceOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

/** The environment of a serve over the doubles: the provider double's variables, the host double on stdio. */
function serveEnv(providerEnv: Record<string, string>, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...providerEnv,
    LARKSPUR_LARK_INTAKE: 'ws',
    LARKSPUR_HOST_COMMAND: `${JSON.stringify(process.execPath)} bin/larkspur.js doubles host --stdio`,
    LARKSPUR_CONTROL_PORT: '0',
    LARKSPUR_DATA_DIR: dataDir,
  };
}

describe('larkspur serve', () => {
  it('explains a missing credential in one line and exits 3', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const serve = run(['serve'], { PATH: process.env.PATH, HOME: data.dir });
    expect(await serve.exited).toBe(3);
    expect(serve.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(/^larkspur serve: set LARKSPUR_LARK_APP_ID and LARKSPUR_LARK_APP_SECRET/),
    ]);
  });

  it('says which setting to change when the control port is taken, and exits 3', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => taken.close());
    const port = (taken.address() as { port: number }).port;
    const serve = run(['serve'], {
      PATH: process.env.PATH,
      HOME: data.dir,
      LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef',
      LARKSPUR_LARK_APP_SECRET: 'secret',
      LARKSPUR_LARK_DOMAIN: 'http://127.0.0.1:1',
      LARKSPUR_HOST_COMMAND: 'true',
      LARKSPUR_DATA_DIR: data.dir,
      LARKSPUR_CONTROL_PORT: String(port),
      LARKSPUR_LOG_LEVEL: 'error',
    });
    expect(await serve.exited).toBe(3);
    expect(serve.stderr()).toContain(
      `larkspur serve: control port ${port} is in use — set LARKSPUR_CONTROL_PORT`,
    );
  });

  it('a host command that cannot start is a startup error: one line, exit 3, no long connection', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const flagged = run(['serve', '--host-command', 'nosuch-codex-bin'], {
      PATH: process.env.PATH,
      HOME: data.dir,
      LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef',
      LARKSPUR_LARK_APP_SECRET: 'secret',
      LARKSPUR_LARK_DOMAIN: 'http://127.0.0.1:1',
      LARKSPUR_DATA_DIR: data.dir,
      LARKSPUR_CONTROL_PORT: '0',
    });
    expect(await flagged.exited).toBe(3);
    expect(flagged.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(
        /^larkspur serve: the host command 'nosuch-codex-bin' did not start and answer initialize \(it ended before it answered; it said: .*nosuch-codex-bin.*not found\) — set LARKSPUR_HOST_COMMAND \(or --host-command\)/,
      ),
    ]);
  });

  it('without better-sqlite3, says what to install in one line and makes no folder', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const dataDir = join(data.dir, 'not-yet');
    const serve = run(['serve'], {
      PATH: process.env.PATH,
      HOME: data.dir,
      NODE_OPTIONS: `--import ${join(import.meta.dirname, 'testing', 'hide-better-sqlite3.mjs')}`,
      LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef',
      LARKSPUR_LARK_APP_SECRET: 'secret',
      LARKSPUR_DATA_DIR: dataDir,
    });
    expect(await serve.exited).toBe(3);
    expect(serve.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(/^larkspur serve: .*run 'npm install better-sqlite3@12' beside larkspur$/),
    ]);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('answers a message through the provider and host doubles, refuses a second consumer, and drains on SIGTERM', async () => {
    const { side, env: providerEnv } = await providerDouble();
    const data = tempDataDir();
    cleanups.push(data.remove);
    // A setting misspelt: said, and serve runs on its default (SQLite) rather than where it was meant.
    const env = { ...serveEnv(providerEnv, data.dir), LARKSPUR_STORE_UR: 'postgres://nowhere/larkspur' };
    const serve = run(['serve'], env);
    await until(
      () => /control API on http:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()),
      15_000,
      'the control API',
    );
    expect(serve.stderr()).toContain(
      'LARKSPUR_STORE_UR is not a variable serve reads, and is ignored — did you mean LARKSPUR_STORE_URL?',
    );
    const port = /control API on http:\/\/127\.0\.0\.1:(\d+)/.exec(serve.stderr())![1]!;
    // No token was given: one was generated into the data directory, owner-only.
    const tokenFile = join(data.dir, 'control-token');
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const control = new ControlClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: readFileSync(tokenFile, 'utf8').trim(),
    });
    let providerReady = false;
    await until(
      () => {
        // A read the server cuts off (it is starting, or the test has ended it) is tried again, never unhandled.
        void control.getReady().then((r) => (providerReady = r.status === 200 && r.body.providerReady), noop);
        return providerReady;
      },
      15_000,
      'providerReady',
    );
    // Its main thread yields to the intake thread (LARKSPUR_STEP_BACK, 10 by default): ACKs go first.
    if (process.platform === 'linux')
      expect(niceOf(serve.child.pid!)).toBe(Math.min(19, getPriority(0) + 10));

    const injected = await json(`${side}/__double/messages`, {
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'hello bot',
    });
    let replies: any[] = [];
    await until(
      () => {
        void json(`${side}/__double/messages`).then(
          (r) => (replies = r.messages.filter((m: any) => m.parentId === injected.messageId)),
          noop,
        );
        return replies.length > 0;
      },
      15_000,
      'the reply',
    );
    // The reply is visible before the reference has read it back and journalled it: wait for the inbox to say so.
    let source = await control.getSource(injected.messageId);
    await until(
      () => {
        void control.getSource(injected.messageId).then((r) => (source = r), noop);
        return source.status === 200 && source.body.state === 'answered';
      },
      15_000,
      'the source answered',
    );
    expect(validateControlSource(source.body)).toBe(true);
    expect(source.body).toMatchObject({ state: 'answered' });
    // A draft may have been posted first and edited into the answer since: read the replies again.
    replies = (await json(`${side}/__double/messages`)).messages.filter(
      (m: any) => m.parentId === injected.messageId,
    );
    expect(replies).toHaveLength(1);
    expect(replies[0].text).toBe('hello bot');

    const second = run(['serve'], env);
    expect(await second.exited).toBe(75);
    expect(second.stderr()).toMatch(/already consumes events with the data directory/);

    serve.signal('SIGTERM');
    expect(await serve.exited).toBe(0);
  });

  it.skipIf(inject('postgresUrl') === '')(
    'over a PostgreSQL store: answers, reports its instance on /v1/ready, and refuses another installation on the same app',
    async () => {
      const { side, env: providerEnv } = await providerDouble();
      const [first, other] = [tempDataDir(), tempDataDir()];
      cleanups.push(first.remove, other.remove);
      const env = {
        ...serveEnv(providerEnv, first.dir),
        LARKSPUR_CONTROL_TOKEN: 'tok',
        LARKSPUR_INSTALLATION: 'prod',
        LARKSPUR_STORE_URL: await freshPostgresUrl(),
        LARKSPUR_STEP_BACK: '0',
      };
      const serve = run(['serve'], env);
      await until(
        () => /control API on http:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()),
        15_000,
        'the control API',
      );
      expect(serve.stderr()).toMatch(/store in PostgreSQL 127\.0\.0\.1:\d+\/store_[0-9a-f]+;/);
      const port = /control API on http:\/\/127\.0\.0\.1:(\d+)/.exec(serve.stderr())![1]!;
      const control = new ControlClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'tok' });
      let ready: any;
      await until(
        () => {
          void control.getReady().then((r) => (ready = r.body), noop);
          return ready?.providerReady === true;
        },
        15_000,
        'providerReady',
      );
      expect(ready.instance).toEqual({
        id: expect.stringMatching(/^ins_[0-9a-f]{12}$/),
        installation: 'prod',
        store: 'postgres',
        instancesAlive: 1,
        leasesHeld: 0,
        leases: [],
      });
      expect(ready.consumerLease).toEqual({ state: 'held' });
      // LARKSPUR_STEP_BACK=0: the main thread keeps the priority it started with.
      if (process.platform === 'linux') expect(niceOf(serve.child.pid!)).toBe(getPriority(0));

      const injected = await json(`${side}/__double/messages`, {
        chat: { type: 'p2p', user: 'alice' },
        sender: 'alice',
        text: 'hello store',
      });
      let source: any;
      await until(
        () => {
          void control.getSource(injected.messageId).then((r) => (source = r.body), noop);
          return source?.state === 'answered';
        },
        15_000,
        'the source answered',
      );

      // Its own data directory, so only the store can tell it that the app is taken.
      const second = run(['serve'], {
        ...env,
        LARKSPUR_DATA_DIR: other.dir,
        LARKSPUR_INSTALLATION: 'staging',
      });
      expect(await second.exited).toBe(75);
      expect(second.stderr()).toMatch(
        /^larkspur serve: installation prod \(instance ins_[0-9a-f]{12}, pid \d+, since .*\) already consumes app cli_\w+ from this store/m,
      );
      serve.signal('SIGTERM');
      expect(await serve.exited).toBe(0);
    },
  );

  it.skipIf(inject('postgresUrl') === '')(
    'over a PostgreSQL store by default, drains the intake journal a start with --intake-journal local left',
    async () => {
      const { env: providerEnv } = await providerDouble();
      const data = tempDataDir();
      cleanups.push(data.remove);
      // What a start with the option acknowledged on this directory and never moved (a crash).
      const left = textSource('acknowledged by a local start');
      mkdirSync(join(data.dir, JOURNAL_DIR), { mode: 0o700 });
      new JournalWriter({ dir: join(data.dir, JOURNAL_DIR), segment: 1 }).append(
        encodeEntries([{ kind: 'source', at: Date.now(), source: left }]),
      );
      const serve = run(['serve'], {
        ...serveEnv(providerEnv, data.dir),
        LARKSPUR_CONTROL_TOKEN: 'tok',
        LARKSPUR_STORE_URL: await freshPostgresUrl(),
      });
      await until(
        () => /control API on http:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()),
        15_000,
        'the control API',
      );
      const port = /control API on http:\/\/127\.0\.0\.1:(\d+)/.exec(serve.stderr())![1]!;
      const control = new ControlClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'tok' });
      let found = false;
      await until(
        () => {
          void control.getSource(left.messageId).then((r) => (found = r.status === 200), noop);
          return found;
        },
        15_000,
        'the journaled source in the inbox',
      );
      serve.signal('SIGTERM');
      expect(await serve.exited).toBe(0);
    },
  );
});
