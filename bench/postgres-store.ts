import { PostgresCluster } from '../harness/src/postgres/cluster.ts';
import { ServerDatabases } from '../harness/src/postgres/databases.ts';

/** Runs `fn` beside a throwaway local PostgreSQL cluster (fsync on), stopped however `fn` ends. */
export async function withPostgres<T>(
  progress: (line: string) => void,
  fn: (databases: ServerDatabases) => Promise<T>,
): Promise<T> {
  progress('starting a local PostgreSQL cluster');
  const cluster = await PostgresCluster.start();
  try {
    return await fn(new ServerDatabases(cluster.url()));
  } finally {
    await cluster.stop();
  }
}

/** Runs `fn` on a fresh database of the cluster, dropped after it: each burst starts from an empty store. */
export async function onFreshDatabase<T>(
  databases: ServerDatabases,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const db = await databases.fresh();
  try {
    return await fn(db.url);
  } finally {
    await db.drop();
  }
}
