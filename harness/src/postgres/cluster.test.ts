import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresInstalled, postgresProgram } from './binaries.ts';
import { PostgresCluster } from './cluster.ts';
import { ClusterDatabases, type ScenarioDatabase } from './databases.ts';
import { ClusterStartError, PostgresCommandError, PostgresMissingError } from './errors.ts';
import { runProgram } from './run-program.ts';
import { until } from '../../../runtime/src/testing/until.ts';

const HAVE_POSTGRES = postgresInstalled();
// Loud, never silent: a machine without PostgreSQL says why these tests did not run.
if (!HAVE_POSTGRES)
  console.warn('SKIPPED harness/src/postgres: initdb not found — apt-get install postgresql (.ci/run does)');

async function sql(url: string, statement: string): Promise<string> {
  const run = await runProgram(postgresProgram('psql'), ['-X', '-q', '-t', '-A', '-d', url, '-c', statement]);
  if (run.code !== 0) throw new Error(run.output);
  return run.output.trim();
}

describe.skipIf(!HAVE_POSTGRES)("the kit's throwaway PostgreSQL", () => {
  const source = new ClusterDatabases();
  let first: ScenarioDatabase;
  let second: ScenarioDatabase;

  beforeAll(async () => {
    [first, second] = [await source.fresh(), await source.fresh()];
  }, 60_000);
  afterAll(() => source.close());

  it('gives each scenario its own empty database on loopback', async () => {
    expect(first.name).not.toBe(second.name);
    expect(first.url).toMatch(/^postgres:\/\/larkspur@127\.0\.0\.1:\d+\/larkspur_[0-9a-f]{12}$/);
    await sql(first.url, 'CREATE TABLE t (x int); INSERT INTO t VALUES (1)');
    expect(await sql(first.url, 'SELECT count(*) FROM t')).toBe('1');
    expect(await sql(second.url, "SELECT count(*) FROM pg_tables WHERE tablename = 't'")).toBe('0');
  });

  it('drops a database even while a killed implementation left connections open', async () => {
    const db = await source.fresh();
    // A backend held by a session that never ends, as a SIGKILLed bridge leaves behind until TCP notices.
    const held = runProgram(postgresProgram('psql'), ['-X', '-q', '-d', db.url, '-c', 'SELECT pg_sleep(30)']);
    await until(
      async () =>
        (await sql(first.url, `SELECT count(*) FROM pg_stat_activity WHERE datname = '${db.name}'`)) !== '0',
      { what: 'the held connection', timeoutMs: 10_000 },
    );
    await db.drop();
    expect(await sql(first.url, `SELECT count(*) FROM pg_database WHERE datname = '${db.name}'`)).toBe('0');
    expect((await held).code).not.toBe(0);
  });

  it('stops its server with close: nothing listens on the port afterwards', async () => {
    const other = new ClusterDatabases();
    const db = await other.fresh();
    const port = Number(new URL(db.url).port);
    await other.close();
    const probe = await runProgram(postgresProgram('pg_isready'), [
      '-q',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
    ]);
    expect(probe.code).not.toBe(0);
  }, 60_000);

  it('shuts its server down and removes its directory when the process that started it is killed outright', async () => {
    const module = new URL('./cluster.ts', import.meta.url).href;
    const script = `const { PostgresCluster } = await import(${JSON.stringify(module)}); const c = await PostgresCluster.start(); console.log(JSON.stringify({ port: c.port, dir: c.dir })); setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', () => undefined);
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    await vi.waitFor(() => expect(out).toMatch(/\n/), { timeout: 30_000, interval: 50 });
    const { port, dir } = JSON.parse(out) as { port: number; dir: string };
    const ready = async () =>
      (await runProgram(postgresProgram('pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]))
        .code === 0;
    expect(await ready()).toBe(true);
    // SIGKILL: no exit handler of the kit runs; only the server's watchdog sees its pipe close.
    child.kill('SIGKILL');
    await vi.waitFor(async () => expect(await ready()).toBe(false), { timeout: 15_000, interval: 100 });
    await vi.waitFor(() => expect(existsSync(dir)).toBe(false), { timeout: 15_000, interval: 100 });
  }, 60_000);
});

describe.skipIf(!HAVE_POSTGRES)('a crash of the throwaway cluster', () => {
  it('refuses connections while it is down, and comes back on its port with what was committed', async () => {
    const cluster = await PostgresCluster.start({ settings: { fsync: 'off' } });
    try {
      const url = cluster.url();
      await sql(url, 'CREATE TABLE kept (x int); INSERT INTO kept VALUES (7)');
      await cluster.crash();
      await expect(sql(url, 'SELECT 1')).rejects.toThrow(/refused|could not connect/i);
      await cluster.recover();
      expect(await sql(url, 'SELECT x FROM kept')).toBe('7');
    } finally {
      await cluster.stop();
    }
    expect(existsSync(cluster.dir)).toBe(false);
  }, 90_000);
});

describe("errors of the kit's PostgreSQL support", () => {
  it.each([
    [
      new PostgresMissingError('initdb', ['/usr/lib/postgresql/*/bin']),
      'POSTGRES_MISSING',
      'initdb of PostgreSQL was not found (looked on the PATH and in /usr/lib/postgresql/*/bin) — install PostgreSQL (apt-get install postgresql), or give --postgres-url of a server the kit may create databases in',
    ],
    [
      new ClusterStartError('start', 'port in use'),
      'POSTGRES_START',
      "the kit's PostgreSQL cluster failed to start: port in use",
    ],
    [
      new PostgresCommandError('create the database x', 'permission denied'),
      'POSTGRES_COMMAND',
      'PostgreSQL could not create the database x: permission denied',
    ],
  ])('%s', (error, code, message) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });
});
