/**
 * Vitest's global setup: one throwaway PostgreSQL cluster for the run (initdb in a temporary directory,
 * a server on a free loopback port, fsync off), its superuser's URL given to the tests as `postgresUrl`.
 * Without PostgreSQL on the machine the tests that need it are skipped, and this says so — loudly.
 */
import type { TestProject } from 'vitest/node';
import { PostgresCluster } from '../harness/src/postgres/cluster.ts';
import { postgresProgram } from '../harness/src/postgres/binaries.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's superuser URL, or '' when PostgreSQL is not installed. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    postgresProgram('initdb');
  } catch (error) {
    process.stderr.write(`\n*** PostgreSQL tests SKIPPED: ${(error as Error).message}\n\n`);
    project.provide('postgresUrl', '');
    return async () => undefined;
  }
  const cluster = await PostgresCluster.start({ settings: { fsync: 'off', synchronous_commit: 'off' } });
  project.provide('postgresUrl', cluster.url());
  return () => cluster.stop();
}
