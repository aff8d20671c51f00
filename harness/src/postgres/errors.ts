/** Errors of the kit's PostgreSQL support. Each has a stable code; a run that meets one ends with exit 3. */
import { HarnessError } from '../runner/errors.ts';

/** initdb, postgres, pg_isready or psql is nowhere to be found. */
export class PostgresMissingError extends HarnessError {
  constructor(program: string, looked: string[]) {
    super(
      'POSTGRES_MISSING',
      `${program} of PostgreSQL was not found (looked on the PATH and in ${looked.join(', ')}) — install PostgreSQL (apt-get install postgresql), or give --postgres-url of a server the kit may create databases in`,
    );
    this.name = 'PostgresMissingError';
  }
}

/** The throwaway cluster did not initialise or start. */
export class ClusterStartError extends HarnessError {
  constructor(step: string, detail: string) {
    super('POSTGRES_START', `the kit's PostgreSQL cluster failed to ${step}: ${detail}`);
    this.name = 'ClusterStartError';
  }
}

/** A statement the kit sent to PostgreSQL (create or drop a scenario's database) failed. */
export class PostgresCommandError extends HarnessError {
  constructor(what: string, detail: string) {
    super('POSTGRES_COMMAND', `PostgreSQL could not ${what}: ${detail}`);
    this.name = 'PostgresCommandError';
  }
}
