import { randomBytes } from 'node:crypto';
import { Approvals } from './approvals.ts';
import type { SqlDatabase, StoreEngine } from './sql.ts';
import { AttachedSessions } from './attached-sessions.ts';
import { DeliveryJournal } from './delivery-journal.ts';
import { FencedDatabase } from './fenced-database.ts';
import { Inbox } from './inbox.ts';
import { IntakeCheckpoints } from './intake-checkpoints.ts';
import { Instances } from './instances.ts';
import { SessionFence } from './session-fence.ts';
import { SessionInputs } from './session-inputs.ts';
import { SessionLeases } from './session-leases.ts';
import { Sessions } from './sessions.ts';
import { TriggerReceipts } from './trigger-receipts.ts';
import { Turns } from './turns.ts';

/** Every table of the reference server over one database. */
export class Store {
  readonly inbox: Inbox;
  /** How far the intake journal is drained into the inbox (issue 22). */
  readonly intakeCheckpoints: IntakeCheckpoints;
  readonly sessions: Sessions;
  readonly turns: Turns;
  readonly journal: DeliveryJournal;
  readonly inputs: SessionInputs;
  readonly approvals: Approvals;
  readonly attached: AttachedSessions;
  readonly triggers: TriggerReceipts;
  readonly instances: Instances;
  readonly leases: SessionLeases;
  /** The fencing token of the work in hand; every table's writes check it (AD-002). */
  readonly fence: SessionFence;
  private readonly db: SqlDatabase;

  constructor(store: SqlDatabase, newId: (prefix: string) => string = randomId) {
    // The leases and the instances are written by the lease holders themselves, never under a grant.
    this.leases = new SessionLeases(store);
    this.instances = new Instances(store);
    this.fence = new SessionFence(this.leases);
    const db = new FencedDatabase(store, this.fence);
    this.db = db;
    this.inbox = new Inbox(db);
    this.intakeCheckpoints = new IntakeCheckpoints(db);
    this.sessions = new Sessions(db, () => newId('ses'));
    this.turns = new Turns(db, () => newId('trn'));
    // Its writes carry the fence themselves, one statement each (DeliveryJournal says why).
    this.journal = new DeliveryJournal(store, this.fence);
    this.inputs = new SessionInputs(db, () => newId('inp'));
    this.approvals = new Approvals(db);
    this.attached = new AttachedSessions(db);
    this.triggers = new TriggerReceipts(db, () => newId('tgr'));
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
  async atomically<T>(fn: () => Promise<T>): Promise<T> {
    return this.db.atomically(fn);
  }

  async close(): Promise<void> {
    return this.db.close();
  }
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}
