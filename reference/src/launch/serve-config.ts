import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { LaunchError } from './launch-error.ts';

/** How events come in: the long connection, or webhook pushes to a local HTTP listener. */
export type IntakeConfig =
  | { kind: 'ws' }
  | {
      kind: 'webhook';
      host: string;
      port: number;
      path: string;
      /** Signs and encrypts every push; never logged. */
      encryptKey: string;
      /** Inside every push; never logged. */
      verificationToken: string;
    };

export interface ServeConfig {
  domain: string;
  appId: string;
  appSecret: string;
  intake: IntakeConfig;
  /** Inside every event and card callback: a click without it is not trusted (HO-008). Never logged. */
  verificationToken?: string;
  hostCommand: string;
  /** When set, every host thread must read back this model provider (HO-002). */
  modelProvider?: string;
  dataDir: string;
  /** Where dataDir came from — the flag, the variable or the default — so that doctor can say which folder it checked. */
  dataDirFrom?: '--data-dir' | 'LARKSPUR_DATA_DIR' | 'the default';
  /** postgres://…: the store is this PostgreSQL database (several instances may share it); absent, SQLite in dataDir. */
  storeUrl?: string;
  /**
   * Where an event is recorded before its ACK: `local`, the intake journal in dataDir, moved into the inbox
   * moments later (SQLite's only choice); `store`, the shared inbox itself (PostgreSQL's default — an instance
   * that never comes back loses nothing it acknowledged).
   */
  intakeJournal: 'local' | 'store';
  /** The installation this instance joins in the store; one installation consumes an app's events (TR-006). */
  installation: string;
  controlPort: number;
  /** Absent: kept in (or generated into) the data directory. */
  controlToken?: string;
  knobsFile?: string;
  drainMs: number;
  /**
   * How many nice steps the main thread lowers its own priority once the intake thread runs (Linux; 0: none),
   * so that on a short CPU ACKs go first (transport/step-back.ts).
   */
  stepBack: number;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
}

export const DOMAINS: Record<string, string> = {
  feishu: 'https://open.feishu.cn',
  lark: 'https://open.larksuite.com',
};

export const DEFAULTS = {
  domain: DOMAINS.feishu!,
  hostCommand: 'codex app-server',
  dataDir: join(homedir(), '.larkspur'),
  drainMs: 10_000,
  stepBack: 10,
  installation: 'default',
  webhookHost: '127.0.0.1',
  webhookPort: 3000,
  webhookPath: '/webhook/event',
} as const;

const FLAGS: Record<string, string> = {
  '--domain': 'domain',
  '--intake': 'intake',
  '--webhook-host': 'webhookHost',
  '--webhook-port': 'webhookPort',
  '--webhook-path': 'webhookPath',
  '--data-dir': 'dataDir',
  '--store': 'storeUrl',
  '--intake-journal': 'intakeJournal',
  '--installation': 'installation',
  '--host-command': 'hostCommand',
  '--model-provider': 'modelProvider',
  '--control-port': 'controlPort',
  '--drain-ms': 'drainMs',
  '--log-level': 'logLevel',
};

/** Reads `--flag value` and `--flag=value` pairs; anything else is a mistake worth one line. */
function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const key = FLAGS[name];
    if (!key)
      throw new LaunchError('BAD_SETTING', `unknown option '${argv[i]}' — run 'larkspur serve --help'`);
    const value = inline ?? argv[++i];
    if (value === undefined)
      throw new LaunchError('BAD_SETTING', `${name} needs a value — run 'larkspur serve --help'`);
    flags[key] = value;
  }
  return flags;
}

function domainOf(value: string): string {
  const named = DOMAINS[value.toLowerCase()];
  if (named) return named;
  const trimmed = value.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(trimmed)) {
    throw new LaunchError(
      'BAD_SETTING',
      `domain '${value}' is not feishu, lark or a base URL like https://open.feishu.cn`,
    );
  }
  return trimmed;
}

function portOf(name: string, value: string): number {
  const port = Number(value);
  if (!/^[0-9]+$/.test(value) || port > 65_535) {
    throw new LaunchError('BAD_SETTING', `${name} '${value}' is not a port number (0 picks a free one)`);
  }
  return port;
}

/** Fails in one line naming every unset variable of `names`, and where to find them. */
function requireSet(env: NodeJS.ProcessEnv, names: string[], message: (missing: string) => string): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new LaunchError('MISSING_CREDENTIAL', message(missing.join(' and ')));
}

/** The webhook settings; Lark signs and encrypts only with an encrypt key, so one is required. */
function webhookOf(env: NodeJS.ProcessEnv, flags: Record<string, string>): IntakeConfig {
  requireSet(
    env,
    ['LARKSPUR_LARK_ENCRYPT_KEY', 'LARKSPUR_LARK_VERIFICATION_TOKEN'],
    (missing) =>
      `webhook intake needs ${missing} (developer console → your app → Events and callbacks → Encryption strategy): without them a push cannot be verified`,
  );
  const encryptKey = env.LARKSPUR_LARK_ENCRYPT_KEY!;
  const verificationToken = env.LARKSPUR_LARK_VERIFICATION_TOKEN!;
  const path = flags.webhookPath ?? env.LARKSPUR_WEBHOOK_PATH ?? DEFAULTS.webhookPath;
  if (!/^\/[^?#\s]*$/.test(path))
    throw new LaunchError('BAD_SETTING', `webhook path '${path}' is not a path like /webhook/event`);
  return {
    kind: 'webhook',
    host: flags.webhookHost ?? env.LARKSPUR_WEBHOOK_HOST ?? DEFAULTS.webhookHost,
    port: portOf(
      'webhook port',
      flags.webhookPort ?? env.LARKSPUR_WEBHOOK_PORT ?? String(DEFAULTS.webhookPort),
    ),
    path,
    encryptKey,
    verificationToken,
  };
}

/** The serve configuration from the launch contract's environment, with flags taking precedence. */
export function readServeConfig(env: NodeJS.ProcessEnv, argv: string[]): ServeConfig {
  const flags = parseFlags(argv);
  requireSet(
    env,
    ['LARKSPUR_LARK_APP_ID', 'LARKSPUR_LARK_APP_SECRET'],
    (missing) =>
      `set ${missing} to the bot app's credentials (Lark developer console → your app → Credentials)`,
  );
  const appId = env.LARKSPUR_LARK_APP_ID!;
  const appSecret = env.LARKSPUR_LARK_APP_SECRET!;
  if (!/^cli_[0-9a-fA-F]{16}$/.test(appId)) {
    throw new LaunchError(
      'BAD_SETTING',
      `LARKSPUR_LARK_APP_ID '${appId}' is not an app id (cli_ and 16 hex digits)`,
    );
  }
  const intake = flags.intake ?? env.LARKSPUR_LARK_INTAKE ?? 'ws';
  if (intake !== 'ws' && intake !== 'webhook') {
    throw new LaunchError('BAD_SETTING', `intake '${intake}' is not ws (the long connection) or webhook`);
  }
  const logLevel = flags.logLevel ?? env.LARKSPUR_LOG_LEVEL ?? 'info';
  if (!['error', 'warn', 'info', 'debug'].includes(logLevel)) {
    throw new LaunchError('BAD_SETTING', `log level '${logLevel}' is not one of error, warn, info, debug`);
  }
  const drainMs = Number(flags.drainMs ?? DEFAULTS.drainMs);
  if (!Number.isInteger(drainMs) || drainMs < 0) {
    throw new LaunchError(
      'BAD_SETTING',
      `--drain-ms '${flags.drainMs}' is not a whole number of milliseconds`,
    );
  }
  const controlToken = env.LARKSPUR_CONTROL_TOKEN;
  const knobsFile = env.LARKSPUR_KNOBS;
  const modelProvider = flags.modelProvider ?? env.LARKSPUR_MODEL_PROVIDER;
  const storeUrl = flags.storeUrl ?? env.LARKSPUR_STORE_URL;
  if (storeUrl !== undefined && storeUrl !== '' && !/^postgres(ql)?:\/\/[^/]/.test(storeUrl)) {
    throw new LaunchError(
      'BAD_SETTING',
      `store '${storeUrl.replace(/:[^:@/]*@/, ':***@')}' is not a PostgreSQL URL like postgres://user@host:5432/larkspur (leave it unset for SQLite in the data directory)`,
    );
  }
  const intakeJournal = flags.intakeJournal ?? env.LARKSPUR_INTAKE_JOURNAL ?? (storeUrl ? 'store' : 'local');
  if (intakeJournal !== 'local' && intakeJournal !== 'store') {
    throw new LaunchError(
      'BAD_SETTING',
      `intake journal '${intakeJournal}' is not local (a journal in the data directory) or store (the shared inbox)`,
    );
  }
  if (intakeJournal === 'store' && !storeUrl) {
    throw new LaunchError(
      'BAD_SETTING',
      'intake journal store is for a PostgreSQL store (--store postgres://…); with SQLite the journal is local',
    );
  }
  const installation = flags.installation ?? env.LARKSPUR_INSTALLATION ?? DEFAULTS.installation;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(installation)) {
    throw new LaunchError(
      'BAD_SETTING',
      `installation '${installation}' is not a name of lower-case letters, digits and dashes`,
    );
  }
  const verificationToken = env.LARKSPUR_LARK_VERIFICATION_TOKEN;
  const stepBack = Number(env.LARKSPUR_STEP_BACK ?? DEFAULTS.stepBack);
  if (!Number.isInteger(stepBack) || stepBack < 0 || stepBack > 19) {
    throw new LaunchError(
      'BAD_SETTING',
      `LARKSPUR_STEP_BACK '${env.LARKSPUR_STEP_BACK}' is not a whole number from 0 to 19 (nice steps the main thread yields to the intake thread; 0 for none)`,
    );
  }
  return {
    domain: domainOf(flags.domain ?? env.LARKSPUR_LARK_DOMAIN ?? DEFAULTS.domain),
    appId,
    appSecret,
    intake: intake === 'webhook' ? webhookOf(env, flags) : { kind: 'ws' },
    ...(verificationToken ? { verificationToken } : {}),
    hostCommand: flags.hostCommand ?? env.LARKSPUR_HOST_COMMAND ?? DEFAULTS.hostCommand,
    ...(modelProvider ? { modelProvider } : {}),
    dataDir: resolve(flags.dataDir ?? env.LARKSPUR_DATA_DIR ?? DEFAULTS.dataDir),
    dataDirFrom: flags.dataDir ? '--data-dir' : env.LARKSPUR_DATA_DIR ? 'LARKSPUR_DATA_DIR' : 'the default',
    ...(storeUrl ? { storeUrl } : {}),
    intakeJournal,
    installation,
    controlPort: portOf('control port', flags.controlPort ?? env.LARKSPUR_CONTROL_PORT ?? '0'),
    ...(controlToken ? { controlToken } : {}),
    ...(knobsFile ? { knobsFile } : {}),
    drainMs,
    stepBack,
    logLevel: logLevel as ServeConfig['logLevel'],
  };
}
