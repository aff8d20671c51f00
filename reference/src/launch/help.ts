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
  --host-command <cmd>        LARKSPUR_HOST_COMMAND   default '${DEFAULTS.hostCommand}'
  --model-provider <id>       LARKSPUR_MODEL_PROVIDER the model provider every host thread must report
                              (e.g. openai); a different one fails the turn. Default: not checked
  --control-port <n>          LARKSPUR_CONTROL_PORT   default 0 (a free port, printed at start)
                              LARKSPUR_CONTROL_TOKEN  default: kept in <data-dir>/control-token
                              LARKSPUR_KNOBS          a JSON file of timing knobs (spec/schemas/launch/knobs.schema.json)
  --drain-ms <ms>             on SIGTERM, how long running requests may finish; default ${DEFAULTS.drainMs}
  --log-level <level>         LARKSPUR_LOG_LEVEL      error, warn, info (default) or debug; logs go to stderr

In the Lark developer console, enable the bot, subscribe to im.message.receive_v1 with
"receive events through a persistent connection", and grant the IM message permissions.

Exit codes: 0 after a graceful stop (SIGTERM or SIGINT), 3 when the configuration is wrong or
another instance already serves this data directory.
`;
}
