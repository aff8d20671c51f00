import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';
import { changedOne } from './errors.ts';

export type InputMode = 'queue' | 'inbox' | 'steer';
export type InputState = 'pending' | 'injected' | 'inboxed' | 'steered' | 'failed';

export interface SessionInputRow {
  seq: number;
  inputId: string;
  sessionId: string;
  clientInputId: string;
  mode: InputMode;
  text: string;
  state: InputState;
  /** The turn it went into (injected, steered) or was meant for (a failed steer). */
  turnId: string | null;
  errorCode: string | null;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS =
  sql.raw(`seq, input_id AS "inputId", session_id AS "sessionId", client_input_id AS "clientInputId", mode, text, state,
  turn_id AS "turnId", error_code AS "errorCode", created_at AS "createdAt", updated_at AS "updatedAt"`);

/** Inputs sent to a session through the control API, each with its delivery mode (AD-008). */
export class SessionInputs {
  private readonly db: SqlDatabase;
  private readonly newId: () => string;

  constructor(db: SqlDatabase, newId: () => string) {
    this.db = db;
    this.newId = newId;
  }

  async create(
    input: Pick<SessionInputRow, 'sessionId' | 'clientInputId' | 'mode' | 'text' | 'state'> &
      Partial<Pick<SessionInputRow, 'turnId' | 'errorCode'>>,
    now: number,
  ): Promise<SessionInputRow> {
    const inputId = this.newId();
    await this.db
      .run(sql`INSERT INTO session_inputs (input_id, session_id, client_input_id, mode, text, state, turn_id, error_code, created_at, updated_at)
         VALUES (${inputId}, ${input.sessionId}, ${input.clientInputId}, ${input.mode}, ${input.text}, ${input.state}, ${input.turnId ?? null}, ${input.errorCode ?? null}, ${now}, ${now})`);
    return (await this.byClientId(input.sessionId, input.clientInputId))!;
  }

  async byClientId(sessionId: string, clientInputId: string): Promise<SessionInputRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM session_inputs WHERE session_id = ${sessionId} AND client_input_id = ${clientInputId}`,
    )) as SessionInputRow | undefined;
  }

  async ofSession(sessionId: string): Promise<SessionInputRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM session_inputs WHERE session_id = ${sessionId} ORDER BY seq`,
    )) as SessionInputRow[];
  }

  /** Queued inputs waiting for the session's next turn start, oldest first. */
  async pending(sessionId: string): Promise<SessionInputRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM session_inputs WHERE session_id = ${sessionId} AND state = 'pending' ORDER BY seq`,
    )) as SessionInputRow[];
  }

  /** The queued inputs that went into a turn, in the order they were given to the host. */
  async injectedInto(turnId: string): Promise<SessionInputRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM session_inputs WHERE turn_id = ${turnId} AND state = 'injected' ORDER BY seq`,
    )) as SessionInputRow[];
  }

  async markInjected(inputIds: readonly string[], turnId: string, now: number): Promise<void> {
    // Taken in the transaction that marks the turn running: an input that is not pending any more is an error.
    for (const id of inputIds)
      changedOne(
        await this.db.run(
          sql`UPDATE session_inputs SET state = 'injected', turn_id = ${turnId}, updated_at = ${now} WHERE input_id = ${id} AND state = 'pending'`,
        ),
        'session_inputs',
        id,
      );
  }
}
