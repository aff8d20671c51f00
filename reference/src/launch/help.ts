import { DEFAULTS } from './serve-config.ts';

export function serveHelp(): string {
  return `Usage: larkspur serve [options]

Runs the reference server: a Lark (Feishu) bot in front of an agent host. It answers every message
exactly once, keeps each chat on its own agent thread across restarts, and stops when told (/stop).

Required environment:
  LARKSPUR_LARK_APP_ID       the bot app's id (cli_…), from the developer console
  LARKSPUR_LARK_APP_SECRET   the bot app's secret; never logged

Options (each also settable by its environment variable):
  --domain <feishu|lark|URL>  LARKSPUR_LARK_DOMAIN    default ${DEFAULTS.domain}
  --data-dir <dir>            LARKSPUR_DATA_DIR       default ${DEFAULTS.dataDir}
                              inbox, sessions and delivery journal (SQLite, owner-only files)
  --store <postgres://…>      LARKSPUR_STORE_URL      keep the store in this PostgreSQL database instead
                              (e.g. postgres://larkspur@127.0.0.1:5432/larkspur); default SQLite
  --intake-journal <where>    LARKSPUR_INTAKE_JOURNAL where an event is recorded before its ACK: local
                              (a journal in the data directory, moved into the store moments later;
                              SQLite's only choice) or store (the shared inbox; PostgreSQL's default).
                              local on PostgreSQL: ACKs sooner and through a store outage, but what
                              an instance acknowledged waits in its data directory until it drains
                              (store drains what a local start left; doctor says what waits there)
  --installation <name>       LARKSPUR_INSTALLATION   default ${DEFAULTS.installation}; instances of one
                              installation share the app's events, another installation is refused
  --host-command <cmd>        LARKSPUR_HOST_COMMAND   default '${DEFAULTS.hostCommand}'
  --model-provider <id>       LARKSPUR_MODEL_PROVIDER the model provider every host thread must report
                              (e.g. openai); a different one fails the turn. Default: not checked
  --control-port <n>          LARKSPUR_CONTROL_PORT   default 0 (a free port, printed at start)
                              LARKSPUR_CONTROL_TOKEN  default: kept in <data-dir>/control-token
                              LARKSPUR_KNOBS          a JSON file of timing knobs (spec/schemas/launch/knobs.schema.json)
                              LARKSPUR_STEP_BACK      default 10: nice steps the main thread yields to the
                                                      intake thread on Linux, so ACKs go first (0: none)
                              LARKSPUR_LARK_VERIFICATION_TOKEN  the app's verification token (Events and
                              callbacks → Encryption strategy); approval cards are trusted only through it:
                              without it every approval the agent asks for is denied. Never logged
  --intake <ws|webhook>       LARKSPUR_LARK_INTAKE    default ws (the long connection)
  --drain-ms <ms>             on SIGTERM, how long running requests may finish; default ${DEFAULTS.drainMs}
  --log-level <level>         LARKSPUR_LOG_LEVEL      error, warn, info (default) or debug; logs go to stderr

Webhook intake (--intake webhook): Lark pushes events to an HTTP listener instead. Every push must
be encrypted and signed; a bad signature, a timestamp more than 5 minutes off or a wrong verification
token is answered 401 and admitted nowhere. Lark must reach the listener, e.g. through a reverse proxy
with TLS in front of a loopback port.
  --webhook-host <addr>       LARKSPUR_WEBHOOK_HOST   default ${DEFAULTS.webhookHost}
  --webhook-port <n>          LARKSPUR_WEBHOOK_PORT   default ${DEFAULTS.webhookPort}
  --webhook-path <path>       LARKSPUR_WEBHOOK_PATH   default ${DEFAULTS.webhookPath}
                              LARKSPUR_LARK_ENCRYPT_KEY         required; never logged
                              LARKSPUR_LARK_VERIFICATION_TOKEN  required; never logged
  Both from the developer console: Events and callbacks → Encryption strategy.

In the Lark developer console, enable the bot, subscribe to im.message.receive_v1 with
"receive events through a persistent connection" (or, for --intake webhook, "send events to developer's
server" with the request URL of the listener), and grant the IM message permissions.

Exit codes: 0 after a graceful stop (SIGTERM or SIGINT), 3 when the configuration is wrong, 75 when
another instance already serves this data directory or another installation this app (the consumer
lease is held: this one stays off), 1 when it had to stop (the intake failed, or its lease
lapsed and another installation took the app over; lapsed alone, it joins again and serves on).
`;
}
