import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type SchemaModule } from 'kysely';
import type { Query, StoreEngine } from './sql.ts';

/** The PostgreSQL channel on which the store tells its instances that something they wait on changed. */
export const CHANGES_CHANNEL = 'larkspur_changes';

/** The tables whose changes another instance waits on: its inbox, its sessions' leases, claims, triggers. */
const NOTICED_TABLES = [
  'sources',
  'session_leases',
  'session_inputs',
  'attached_sessions',
  'attached_claims',
  'trigger_receipts',
] as const;

/**
 * What differs between the engines in a table's words: the schema builder writes each engine's SQL, but
 * a sequence column and a time in ms are typed differently (SQLite's INTEGER is 64-bit; PostgreSQL's is
 * not), and PostgreSQL has no implicit rowid for the SQL that orders by one.
 */
export interface EngineTypes {
  readonly engine: StoreEngine;
  /** A time in ms, a count or a token that may pass 2^31. */
  readonly int64: 'integer' | 'bigint';
  /** A sequence column, the table's primary key. */
  seq(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** The sequence column's type. */
  readonly seqType: 'integer' | 'bigserial';
}

export interface Migration {
  /** Recorded in larkspur_migrations once applied; never renamed. */
  readonly name: string;
  /** The statements, in order; run in one transaction with the record of the migration. */
  up(schema: SchemaModule, types: EngineTypes): Query[];
}

export function engineTypes(engine: StoreEngine): EngineTypes {
  return engine === 'postgres'
    ? { engine, int64: 'bigint', seqType: 'bigserial', seq: (c) => c.primaryKey() }
    : { engine, int64: 'integer', seqType: 'integer', seq: (c) => c.primaryKey().autoIncrement() };
}

/**
 * The store's schema for both engines: one list, in the schema builder's words, applied in order and each
 * recorded by name. A migration is never edited once released; a change is a new entry.
 *
 * The first is the schema as SQLite's user_version migrations (8 of them) and PostgreSQL's larkspur_schema
 * ones (5) had left it when they were folded into this list: a store they made is adopted as having it
 * (migrate.ts).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    name: '0001-baseline',
    up: (schema, t) => {
      const { int64 } = t;
      // PostgreSQL has no implicit rowid; the tables the store orders by one carry it as a column.
      const rowid = (table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
        t.engine === 'postgres' ? table.addColumn('rowid', 'bigserial') : table;
      return [
        schema
          .createTable('sources')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('message_id', 'text', (c) => c.notNull().unique())
          .addColumn('chat_id', 'text', (c) => c.notNull())
          .addColumn('chat_type', 'text', (c) => c.notNull())
          .addColumn('root_id', 'text')
          .addColumn('parent_id', 'text')
          .addColumn('thread_id', 'text')
          .addColumn('sender_type', 'text', (c) => c.notNull())
          .addColumn('sender_open_id', 'text')
          .addColumn('message_type', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('mentions', 'text', (c) => c.notNull())
          .addColumn('create_time', int64, (c) => c.notNull())
          .addColumn('receive_count', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('admission', 'text')
          .addColumn('reason', 'text')
          .addColumn('command', 'text')
          .addColumn('session_id', 'text')
          .addColumn('turn_id', 'text')
          .addColumn('input', 'text')
          .addColumn('received_at', int64, (c) => c.notNull())
          .addColumn('admitted_at', int64)
          .addColumn('answered_at', int64)
          .addColumn('content_defect', 'text'),
        schema.createIndex('sources_by_state').on('sources').columns(['state', 'seq']),
        schema
          .createTable('rejected_events')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('event_id', 'text')
          .addColumn('message_id', 'text')
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('received_at', int64, (c) => c.notNull()),
        rowid(schema.createTable('source_events'))
          .addColumn('event_id', 'text', (c) => c.primaryKey())
          .addColumn('message_id', 'text', (c) => c.notNull())
          .addColumn('received_at', int64, (c) => c.notNull()),
        schema.createIndex('source_events_by_message').on('source_events').column('message_id'),
        rowid(schema.createTable('sessions'))
          .addColumn('session_id', 'text', (c) => c.primaryKey())
          .addColumn('conversation_key', 'text', (c) => c.notNull())
          .addColumn('chat_id', 'text', (c) => c.notNull())
          .addColumn('chat_type', 'text', (c) => c.notNull())
          .addColumn('topic_id', 'text')
          .addColumn('host_thread_id', 'text')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('managed'))
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('updated_at', int64, (c) => c.notNull())
          .addColumn('closed_at', int64),
        schema
          .createIndex('sessions_open_by_conversation')
          .on('sessions')
          .column('conversation_key')
          .unique()
          .where(sql.ref('closed_at'), 'is', null),
        schema.createIndex('sessions_by_chat').on('sessions').columns(['chat_id', 'created_at']),
        schema
          .createTable('turns')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('turn_id', 'text', (c) => c.notNull().unique())
          .addColumn('session_id', 'text', (c) => c.notNull())
          .addColumn('origin', 'text', (c) => c.notNull().defaultTo('lark'))
          .addColumn('source_message_id', 'text', (c) => c.unique())
          .addColumn('input', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('host_turn_id', 'text')
          .addColumn('answer', 'text')
          .addColumn('error_class', 'text')
          .addColumn('thread_replaced', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('started_at', int64)
          .addColumn('ended_at', int64),
        schema.createIndex('turns_by_session').on('turns').columns(['session_id', 'state', 'seq']),
        schema
          .createTable('deliveries')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('source_message_id', 'text', (c) => c.notNull())
          .addColumn('turn_id', 'text')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('part', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('message_id', 'text')
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('error_code', 'text')
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('updated_at', int64, (c) => c.notNull())
          .addUniqueConstraint('deliveries_source_message_id_kind_part_key', [
            'source_message_id',
            'kind',
            'part',
          ]),
        schema
          .createTable('session_inputs')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('input_id', 'text', (c) => c.notNull().unique())
          .addColumn('session_id', 'text', (c) => c.notNull())
          .addColumn('client_input_id', 'text', (c) => c.notNull())
          .addColumn('mode', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('turn_id', 'text')
          .addColumn('error_code', 'text')
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('updated_at', int64, (c) => c.notNull())
          .addUniqueConstraint('session_inputs_session_id_client_input_id_key', [
            'session_id',
            'client_input_id',
          ]),
        schema
          .createIndex('session_inputs_by_state')
          .on('session_inputs')
          .columns(['session_id', 'state', 'seq']),
        rowid(schema.createTable('attached_sessions'))
          .addColumn('session_id', 'text', (c) => c.primaryKey())
          .addColumn('goal_id', 'text', (c) => c.notNull())
          .addColumn('agent_id', 'text', (c) => c.notNull())
          .addColumn('executor_endpoint_id', 'text', (c) => c.notNull())
          .addColumn('host_surface', 'text', (c) => c.notNull())
          .addColumn('host_session_id', 'text', (c) => c.notNull())
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('updated_at', int64, (c) => c.notNull()),
        schema
          .createIndex('attached_by_host_session')
          .on('attached_sessions')
          .columns(['host_surface', 'host_session_id']),
        schema
          .createTable('attached_claims')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('session_id', 'text', (c) => c.notNull())
          .addColumn('claim_id', 'text', (c) => c.notNull())
          .addColumn('turn_id', 'text', (c) => c.notNull().unique())
          .addColumn('completion_id', 'text')
          .addColumn('completed_at', int64)
          .addColumn('created_at', int64, (c) => c.notNull())
          .addUniqueConstraint('attached_claims_session_id_claim_id_key', ['session_id', 'claim_id']),
        schema
          .createTable('trigger_receipts')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('receipt_id', 'text', (c) => c.notNull().unique())
          .addColumn('session_id', 'text', (c) => c.notNull())
          .addColumn('turn_key', 'text', (c) => c.notNull())
          .addColumn('turn_id', 'text', (c) => c.notNull().unique())
          .addColumn('dispatch', 'text', (c) => c.notNull())
          .addColumn('error_class', 'text')
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('updated_at', int64, (c) => c.notNull())
          .addUniqueConstraint('trigger_receipts_session_id_turn_key_key', ['session_id', 'turn_key']),
        // Instances of an installation that share the store (several with PostgreSQL): who is alive, by a
        // heartbeat lease. The app's events belong to one installation at a time (TR-006). Each says where
        // its control API is: a control request about a session another instance holds goes there.
        schema
          .createTable('instances')
          .addColumn('instance_id', 'text', (c) => c.primaryKey())
          .addColumn('installation', 'text', (c) => c.notNull())
          .addColumn('app_id', 'text', (c) => c.notNull())
          .addColumn('pid', 'integer', (c) => c.notNull())
          .addColumn('started_at', int64, (c) => c.notNull())
          .addColumn('expires_at', int64, (c) => c.notNull())
          .addColumn('control_url', 'text'),
        schema.createIndex('instances_by_app').on('instances').columns(['app_id', 'expires_at']),
        // Approvals: each host approval request, its card and its one decision (HO-008), and the instance
        // whose host waits on it.
        schema
          .createTable('approvals')
          .addColumn('seq', t.seqType, t.seq)
          .addColumn('approval_id', 'text', (c) => c.notNull().unique())
          .addColumn('turn_id', 'text', (c) => c.notNull())
          .addColumn('source_message_id', 'text', (c) => c.notNull())
          .addColumn('chat_id', 'text', (c) => c.notNull())
          .addColumn('requester_open_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('operation', 'text', (c) => c.notNull())
          .addColumn('digest', 'text', (c) => c.notNull())
          .addColumn('host_thread_id', 'text', (c) => c.notNull())
          .addColumn('host_request_id', 'text', (c) => c.notNull())
          .addColumn('card_message_id', 'text')
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('decided_by', 'text')
          .addColumn('created_at', int64, (c) => c.notNull())
          .addColumn('expires_at', int64, (c) => c.notNull())
          .addColumn('decided_at', int64)
          .addColumn('holder', 'text'),
        schema.createIndex('approvals_by_state').on('approvals').columns(['state', 'seq']),
        schema
          .createIndex('approvals_by_request')
          .on('approvals')
          .columns(['host_thread_id', 'host_request_id']),
        // Session leases: each conversation's session runs on one instance at a time, under a fencing token
        // that grows with every grant; a write of its work carries the token and is refused once it is stale
        // (AD-002).
        schema
          .createTable('session_leases')
          .addColumn('conversation_key', 'text', (c) => c.primaryKey())
          .addColumn('holder', 'text', (c) => c.notNull())
          .addColumn('token', int64, (c) => c.notNull())
          .addColumn('expires_at', int64, (c) => c.notNull()),
        schema.createIndex('session_leases_by_holder').on('session_leases').column('holder'),
      ];
    },
  },
  // The intake journal's checkpoint: how far the dispatcher has drained it into the inbox, committed with
  // the sources it recorded, so that a restart replays exactly what was not drained yet (issue 22).
  {
    name: '0002-intake-checkpoints',
    up: (schema, t) => [
      schema
        .createTable('intake_checkpoints')
        .addColumn('journal', 'text', (c) => c.primaryKey())
        .addColumn('segment', t.int64, (c) => c.notNull())
        .addColumn('byte_offset', t.int64, (c) => c.notNull()),
    ],
  },
  // PostgreSQL only: every statement that changes what another instance waits on — a source recorded or
  // moved on, a session's lease, an input queued, a claim, a trigger accepted — tells every instance
  // listening on CHANGES_CHANNEL (postgres-changes.ts), at its commit. They then look at once, rather than
  // each querying the store every 50 ms to find out (issue 19). In the database, not in the code that
  // writes: no write path can forget it, and an older instance that does not listen is not disturbed.
  {
    name: '0003-change-notices',
    up: (_schema, t) =>
      t.engine === 'postgres'
        ? [
            sql`CREATE FUNCTION larkspur_changed() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)}, TG_TABLE_NAME); RETURN NULL; END $$`,
            ...NOTICED_TABLES.map(
              (table) =>
                sql`CREATE TRIGGER ${sql.id(`${table}_changed`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
                    FOR EACH STATEMENT EXECUTE FUNCTION larkspur_changed()`,
            ),
          ]
        : [],
  },
];
