import { randomBytes } from 'node:crypto';
import { postgresProgram } from './binaries.ts';
import { PostgresCluster } from './cluster.ts';
import { PostgresCommandError } from './errors.ts';
import { runProgram } from './run-program.ts';

/** One scenario's database: fresh, empty, dropped when the scenario ends. */
export interface ScenarioDatabase {
  readonly name: string;
  /** Its URL, for the implementation (LARKSPUR_STORE_URL). */
  readonly url: string;
  drop(): Promise<void>;
}

/** Where scenarios get their databases from. */
export interface DatabaseSource {
  fresh(): Promise<ScenarioDatabase>;
  /** Releases what the source started (a cluster); databases still open are dropped with it. */
  close(): Promise<void>;
}

async function psql(adminUrl: string, sql: string, what: string): Promise<void> {
  const run = await runProgram(postgresProgram('psql'), [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    adminUrl,
    '-c',
    sql,
  ]);
  if (run.code !== 0)
    throw new PostgresCommandError(
      what,
      run.output.trim().split('\n').slice(-2).join(' / ') || `psql exited ${run.code}`,
    );
}

/**
 * Databases in a server the kit may create databases in, reached by an administrator's URL: a fresh one
 * per scenario (`larkspur_<hex>`), dropped after it with whatever connections a killed bridge left behind.
 */
export class ServerDatabases implements DatabaseSource {
  constructor(private readonly adminUrl: string) {}

  async fresh(): Promise<ScenarioDatabase> {
    const name = `larkspur_${randomBytes(6).toString('hex')}`;
    await psql(this.adminUrl, `CREATE DATABASE ${name}`, `create the database ${name}`);
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    return {
      name,
      url: url.toString(),
      drop: () =>
        psql(this.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `drop the database ${name}`),
    };
  }

  async close(): Promise<void> {}
}

/** Databases in a throwaway cluster, started on the first request and stopped by `close`. */
export class ClusterDatabases implements DatabaseSource {
  private cluster: Promise<PostgresCluster> | undefined;

  async fresh(): Promise<ScenarioDatabase> {
    this.cluster ??= PostgresCluster.start({ settings: { fsync: 'off' } });
    return new ServerDatabases((await this.cluster).url()).fresh();
  }

  async close(): Promise<void> {
    const cluster = this.cluster;
    this.cluster = undefined;
    if (cluster) await (await cluster.catch(() => undefined))?.stop();
  }
}
