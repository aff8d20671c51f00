import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';

export interface InstanceRow {
  instanceId: string;
  installation: string;
  appId: string;
  pid: number;
  startedAt: number;
  expiresAt: number;
}

const COLUMNS = sql.raw(
  `instance_id AS "instanceId", installation, app_id AS "appId", pid, started_at AS "startedAt", expires_at AS "expiresAt"`,
);

/** The join an instance asked for: in, or refused because another installation consumes the app. */
export type JoinResult = { joined: true } | { joined: false; holder: InstanceRow };

/**
 * The instances that share this store, each alive while its heartbeat lease is current. An app's events
 * are consumed by one installation at a time (TR-006): instances of that installation join it, an
 * instance of another one is refused until every instance of the first has left or let its lease lapse.
 */
export class Instances {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  /**
   * Joins the installation — or joins it again, when this instance's lease lapsed while it lived: then its
   * row keeps what it said before (its control API's address) and only its lease is new.
   */
  async join(row: Omit<InstanceRow, 'expiresAt'>, now: number, leaseMs: number): Promise<JoinResult> {
    return await this.db.atomically(async () => {
      await this.db.run(
        sql`DELETE FROM instances WHERE app_id = ${row.appId} AND expires_at <= ${now} AND instance_id <> ${row.instanceId}`,
      );
      const holder = (await this.db.get(
        sql`SELECT ${COLUMNS} FROM instances WHERE app_id = ${row.appId} AND installation <> ${row.installation} AND expires_at > ${now} ORDER BY started_at LIMIT 1`,
      )) as InstanceRow | undefined;
      if (holder) return { joined: false, holder };
      await this.db
        .run(sql`INSERT INTO instances (instance_id, installation, app_id, pid, started_at, expires_at) VALUES (${row.instanceId}, ${row.installation}, ${row.appId}, ${row.pid}, ${row.startedAt}, ${now + leaseMs})
           ON CONFLICT (instance_id) DO UPDATE SET expires_at = excluded.expires_at`);
      return { joined: true };
    });
  }

  /** Renews the lease; false when it lapsed and was cleared meanwhile (the instance was presumed dead). */
  async renew(instanceId: string, now: number, leaseMs: number): Promise<boolean> {
    return (
      (
        await this.db.run(
          sql`UPDATE instances SET expires_at = ${now + leaseMs} WHERE instance_id = ${instanceId} AND expires_at > ${now}`,
        )
      ).changes === 1
    );
  }

  async leave(instanceId: string): Promise<void> {
    await this.db.run(sql`DELETE FROM instances WHERE instance_id = ${instanceId}`);
  }

  /** Where the instance's control API listens, for requests about the sessions it holds. */
  async setControlUrl(instanceId: string, url: string): Promise<void> {
    await this.db.run(sql`UPDATE instances SET control_url = ${url} WHERE instance_id = ${instanceId}`);
  }

  async controlUrl(instanceId: string, now: number): Promise<string | undefined> {
    const row = (await this.db.get(
      sql`SELECT control_url AS url FROM instances WHERE instance_id = ${instanceId} AND expires_at > ${now}`,
    )) as { url: string | null } | undefined;
    return row?.url ?? undefined;
  }

  /** Whether an instance's lease is current: it lives, or did not stop renewing for long enough to count as dead. */
  async isAlive(instanceId: string, now: number): Promise<boolean> {
    return (
      (await this.db.get(
        sql`SELECT 1 AS alive FROM instances WHERE instance_id = ${instanceId} AND expires_at > ${now}`,
      )) !== undefined
    );
  }

  /** The instances of an installation whose lease is current, oldest first. */
  async alive(installation: string, now: number): Promise<InstanceRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM instances WHERE installation = ${installation} AND expires_at > ${now} ORDER BY started_at, instance_id`,
    )) as InstanceRow[];
  }
}
