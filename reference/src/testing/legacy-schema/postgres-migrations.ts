/**
 * The PostgreSQL store's schema as it was kept before one migration list (store/migrations.ts), in
 * parallel with SQLite's: one entry per version, the larkspur_schema table holding the count. Frozen, for
 * the tests only: they make a store the way earlier servers did and check that today's adopts it.
 */
export const LEGACY_POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE sources (
    seq BIGSERIAL PRIMARY KEY,
    message_id TEXT NOT NULL UNIQUE,
    chat_id TEXT NOT NULL,
    chat_type TEXT NOT NULL,
    root_id TEXT,
    parent_id TEXT,
    thread_id TEXT,
    sender_type TEXT NOT NULL,
    sender_open_id TEXT,
    message_type TEXT NOT NULL,
    content TEXT NOT NULL,
    mentions TEXT NOT NULL,
    create_time BIGINT NOT NULL,
    receive_count INTEGER NOT NULL DEFAULT 1,
    state TEXT NOT NULL,
    admission TEXT,
    reason TEXT,
    command TEXT,
    session_id TEXT,
    turn_id TEXT,
    input TEXT,
    received_at BIGINT NOT NULL,
    admitted_at BIGINT,
    answered_at BIGINT,
    content_defect TEXT
  );
  CREATE INDEX sources_by_state ON sources (state, seq);
  CREATE TABLE rejected_events (
    seq BIGSERIAL PRIMARY KEY,
    event_id TEXT,
    message_id TEXT,
    reason TEXT NOT NULL,
    received_at BIGINT NOT NULL
  );
  CREATE TABLE source_events (
    rowid BIGSERIAL,
    event_id TEXT PRIMARY KEY,
    message_id TEXT NOT NULL,
    received_at BIGINT NOT NULL
  );
  CREATE INDEX source_events_by_message ON source_events (message_id);
  CREATE TABLE sessions (
    rowid BIGSERIAL,
    session_id TEXT PRIMARY KEY,
    conversation_key TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    chat_type TEXT NOT NULL,
    topic_id TEXT,
    host_thread_id TEXT,
    kind TEXT NOT NULL DEFAULT 'managed',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    closed_at BIGINT
  );
  CREATE UNIQUE INDEX sessions_open_by_conversation ON sessions (conversation_key) WHERE closed_at IS NULL;
  CREATE INDEX sessions_by_chat ON sessions (chat_id, created_at);
  CREATE TABLE turns (
    seq BIGSERIAL PRIMARY KEY,
    turn_id TEXT NOT NULL UNIQUE,
    session_id TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'lark',
    source_message_id TEXT UNIQUE,
    input TEXT NOT NULL,
    state TEXT NOT NULL,
    host_turn_id TEXT,
    answer TEXT,
    error_class TEXT,
    thread_replaced INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    started_at BIGINT,
    ended_at BIGINT
  );
  CREATE INDEX turns_by_session ON turns (session_id, state, seq);
  CREATE TABLE deliveries (
    seq BIGSERIAL PRIMARY KEY,
    source_message_id TEXT NOT NULL,
    turn_id TEXT,
    kind TEXT NOT NULL,
    part INTEGER NOT NULL DEFAULT 0,
    message_id TEXT,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    error_code TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (source_message_id, kind, part)
  );
  CREATE TABLE session_inputs (
    seq BIGSERIAL PRIMARY KEY,
    input_id TEXT NOT NULL UNIQUE,
    session_id TEXT NOT NULL,
    client_input_id TEXT NOT NULL,
    mode TEXT NOT NULL,
    text TEXT NOT NULL,
    state TEXT NOT NULL,
    turn_id TEXT,
    error_code TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (session_id, client_input_id)
  );
  CREATE INDEX session_inputs_by_state ON session_inputs (session_id, state, seq);
  CREATE TABLE attached_sessions (
    rowid BIGSERIAL,
    session_id TEXT PRIMARY KEY,
    goal_id TEXT NOT NULL,
    agent_id TEXT NOT NULL,
    executor_endpoint_id TEXT NOT NULL,
    host_surface TEXT NOT NULL,
    host_session_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
  );
  CREATE INDEX attached_by_host_session ON attached_sessions (host_surface, host_session_id);
  CREATE TABLE attached_claims (
    seq BIGSERIAL PRIMARY KEY,
    session_id TEXT NOT NULL,
    claim_id TEXT NOT NULL,
    turn_id TEXT NOT NULL UNIQUE,
    completion_id TEXT,
    completed_at BIGINT,
    created_at BIGINT NOT NULL,
    UNIQUE (session_id, claim_id)
  );
  CREATE TABLE trigger_receipts (
    seq BIGSERIAL PRIMARY KEY,
    receipt_id TEXT NOT NULL UNIQUE,
    session_id TEXT NOT NULL,
    turn_key TEXT NOT NULL,
    turn_id TEXT NOT NULL UNIQUE,
    dispatch TEXT NOT NULL,
    error_class TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (session_id, turn_key)
  );
  `,
  `
  CREATE TABLE instances (
    instance_id TEXT PRIMARY KEY,
    installation TEXT NOT NULL,
    app_id TEXT NOT NULL,
    pid INTEGER NOT NULL,
    started_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX instances_by_app ON instances (app_id, expires_at);
  `,
  // Approvals: each host approval request, its card and its one decision (HO-008).
  `
  CREATE TABLE approvals (
    seq BIGSERIAL PRIMARY KEY,
    approval_id TEXT NOT NULL UNIQUE,
    turn_id TEXT NOT NULL,
    source_message_id TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    requester_open_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    operation TEXT NOT NULL,
    digest TEXT NOT NULL,
    host_thread_id TEXT NOT NULL,
    host_request_id TEXT NOT NULL,
    card_message_id TEXT,
    state TEXT NOT NULL,
    decided_by TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    decided_at BIGINT
  );
  CREATE INDEX approvals_by_state ON approvals (state, seq);
  CREATE INDEX approvals_by_request ON approvals (host_thread_id, host_request_id);
  `,
  // Session leases: each conversation's session runs on one instance at a time, under a fencing token that
  // grows with every grant; a write of its work carries the token and is refused once it is stale (AD-002).
  `
  CREATE TABLE session_leases (
    conversation_key TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    token BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX session_leases_by_holder ON session_leases (holder);
  `,
  // Approvals name the instance whose host waits on them: another instance takes a click for it and records
  // the decision; that instance answers its host (HO-008). Each instance says where its control API is: a
  // control request about a session another instance holds goes there.
  `
  ALTER TABLE approvals ADD COLUMN holder TEXT;
  ALTER TABLE instances ADD COLUMN control_url TEXT;
  `,
];
