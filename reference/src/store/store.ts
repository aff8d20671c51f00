import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';
import { AttachedSessions } from './attached-sessions.ts';
import { DeliveryJournal } from './delivery-journal.ts';
import { Inbox } from './inbox.ts';
import { SessionInputs } from './session-inputs.ts';
import { Sessions } from './sessions.ts';
import { TriggerReceipts } from './trigger-receipts.ts';
import { Turns } from './turns.ts';

/** Every table of the reference server over one database. */
export class Store {
  readonly inbox: Inbox;
  readonly sessions: Sessions;
  readonly turns: Turns;
  readonly journal: DeliveryJournal;
  readonly inputs: SessionInputs;
  readonly attached: AttachedSessions;
  readonly triggers: TriggerReceipts;
  private readonly db: Db;

  constructor(db: Db, newId: (prefix: string) => string = randomId) {
    this.db = db;
    this.inbox = new Inbox(db);
    this.sessions = new Sessions(db, () => newId('ses'));
    this.turns = new Turns(db, () => newId('trn'));
    this.journal = new DeliveryJournal(db);
    this.inputs = new SessionInputs(db, () => newId('inp'));
    this.attached = new AttachedSessions(db);
    this.triggers = new TriggerReceipts(db, () => newId('tgr'));
  }

  /**
   * Runs `fn` in one transaction: admission writes a source, its session and its turn together. It takes
   * the write lock at once (BEGIN IMMEDIATE): the intake thread writes through its own connection, and a
   * transaction that read first could not take the lock after the other one wrote (SQLITE_BUSY at once).
   */
  atomically<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  close(): void {
    this.db.close();
  }
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}
