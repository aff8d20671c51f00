import { randomBytes } from 'node:crypto';
import { Approvals } from './approvals.ts';
import type { SqlDatabase, StoreEngine } from './sql.ts';
import { AttachedSessions } from './attached-sessions.ts';
import { DeliveryJournal } from './delivery-journal.ts';
import { Inbox } from './inbox.ts';
import { Instances } from './instances.ts';
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
  readonly approvals: Approvals;
  readonly attached: AttachedSessions;
  readonly triggers: TriggerReceipts;
  readonly instances: Instances;
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase, newId: (prefix: string) => string = randomId) {
    this.db = db;
    this.inbox = new Inbox(db);
    this.sessions = new Sessions(db, () => newId('ses'));
    this.turns = new Turns(db, () => newId('trn'));
    this.journal = new DeliveryJournal(db);
    this.inputs = new SessionInputs(db, () => newId('inp'));
    this.approvals = new Approvals(db);
    this.attached = new AttachedSessions(db);
    this.triggers = new TriggerReceipts(db, () => newId('tgr'));
    this.instances = new Instances(db);
  }

  /** The engine that keeps this store. */
  get engine(): StoreEngine {
    return this.db.engine;
  }

  /**
   * Runs `fn` in one transaction: admission writes a source, its session and its turn together. It takes
   * the write lock at once: the intake thread writes through its own connection (and other instances
   * through theirs), so a transaction that read first must not find the data changed under it.
   */
  atomically<T>(fn: () => T): T {
    return this.db.atomically(fn);
  }

  close(): void {
    this.db.close();
  }
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}
