import { peer } from './peer.ts';
import { readFileSync } from 'node:fs';

/** Where Lark pushes events when the intake is webhook, and the secrets of the app's pushes. */
export interface WebhookLaunch {
  port: number;
  path: string;
  encryptKey: string;
  verificationToken: string;
}

/** What the harness hands the bot through the launch contract (spec/schemas/launch/environment.schema.json). */
export interface Launch {
  lark: { appId: string; appSecret: string; domain: string };
  hostCommand: string;
  /** Where to serve the control API, and the bearer token it requires. */
  control: { port: number; token: string };
  dataDir: string;
  /** The model provider every host thread must read back, when given (HO-002). */
  modelProvider: string | undefined;
  /** At most this many host turns at once, and this many sources in memory (TR-004). */
  maxHandlers: number;
  memoryQueueBound: number;
  /** How long a stop may take to be proven by a thread read (HO-004). */
  stopBudgetMs: number;
  feedbackWindowMs: number;
  /** A turn silent this long, or running this long in all, is stopped as timed out (HO-006). */
  idleTimeoutMs: number;
  hardTimeoutMs: number;
  /** The progress post: at most one write per interval, at most the latest draftLimitChars (DE-002). */
  progressIntervalMs: number;
  draftLimitChars: number;
  /** Longer input, or more waiting in one conversation, is refused explicitly (AD-007). */
  inputCharLimit: number;
  pendingInputLimit: number;
  claimWaitCapMs: number;
  /** LARKSPUR_EVENT_TIMING=1: print content-free timing lines (OB-001). */
  eventTiming: boolean;
  /** The app's verification token, in every event and card callback (HO-008). */
  verificationToken: string | undefined;
  /** An approval nobody decides is denied after this long (HO-008). */
  approvalTtlMs: number;
  /** Media: the largest file taken, and its longest life (HO-010). */
  mediaMaxBytes: number;
  mediaTtlMs: number;
  /** LARKSPUR_STORE_URL: the store several instances of the bot share; without it, the data directory alone. */
  storeUrl: string | undefined;
  /** Multi-instance: a session lease not renewed for this long is taken over by another instance. */
  instanceLeaseMs: number;
  /** How long a failing delivery is retried, from its first attempt (DE-009): only the retry-budget-restarts flaw reads it. */
  deliveryRetryMs: number;
  /** Set with LARKSPUR_LARK_INTAKE=webhook; otherwise the long connection. */
  webhook: WebhookLaunch | undefined;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`tiny-bot: set ${name}\n`);
    process.exit(3);
  }
  return value;
}

export function readLaunch(): Launch {
  // A peer bridge never reads the knobs file: it plays at the spec's own values.
  const knobs = (peer ? {} : JSON.parse(readFileSync(env('LARKSPUR_KNOBS'), 'utf8'))) as Partial<
    Pick<
      Launch,
      | 'maxHandlers'
      | 'memoryQueueBound'
      | 'stopBudgetMs'
      | 'feedbackWindowMs'
      | 'idleTimeoutMs'
      | 'hardTimeoutMs'
      | 'progressIntervalMs'
      | 'draftLimitChars'
      | 'inputCharLimit'
      | 'pendingInputLimit'
      | 'claimWaitCapMs'
      | 'approvalTtlMs'
      | 'mediaMaxBytes'
      | 'mediaTtlMs'
      | 'instanceLeaseMs'
      | 'deliveryRetryMs'
    >
  >;
  return {
    lark: {
      appId: env('LARKSPUR_LARK_APP_ID'),
      appSecret: env('LARKSPUR_LARK_APP_SECRET'),
      domain: env('LARKSPUR_LARK_DOMAIN'),
    },
    hostCommand: env('LARKSPUR_HOST_COMMAND'),
    control: { port: Number(env('LARKSPUR_CONTROL_PORT')), token: env('LARKSPUR_CONTROL_TOKEN') },
    dataDir: env('LARKSPUR_DATA_DIR'),
    modelProvider: process.env.LARKSPUR_MODEL_PROVIDER || undefined,
    maxHandlers: knobs.maxHandlers ?? 4,
    memoryQueueBound: knobs.memoryQueueBound ?? 64,
    stopBudgetMs: knobs.stopBudgetMs ?? 5000,
    feedbackWindowMs: knobs.feedbackWindowMs ?? 3000,
    idleTimeoutMs: knobs.idleTimeoutMs ?? 600_000,
    hardTimeoutMs: knobs.hardTimeoutMs ?? 3_600_000,
    progressIntervalMs: knobs.progressIntervalMs ?? 2000,
    draftLimitChars: knobs.draftLimitChars ?? 6000,
    inputCharLimit: knobs.inputCharLimit ?? 12_000,
    claimWaitCapMs: knobs.claimWaitCapMs ?? 1_800_000,
    pendingInputLimit: knobs.pendingInputLimit ?? 20,
    eventTiming: process.env.LARKSPUR_EVENT_TIMING === '1',
    verificationToken: process.env.LARKSPUR_LARK_VERIFICATION_TOKEN || undefined,
    approvalTtlMs: knobs.approvalTtlMs ?? 600_000,
    mediaMaxBytes: knobs.mediaMaxBytes ?? 20_971_520,
    mediaTtlMs: knobs.mediaTtlMs ?? 600_000,
    storeUrl: process.env.LARKSPUR_STORE_URL || undefined,
    instanceLeaseMs: knobs.instanceLeaseMs ?? 15_000,
    deliveryRetryMs: knobs.deliveryRetryMs ?? 600_000,
    webhook:
      process.env.LARKSPUR_LARK_INTAKE === 'webhook'
        ? {
            port: Number(env('LARKSPUR_WEBHOOK_PORT')),
            path: process.env.LARKSPUR_WEBHOOK_PATH || '/webhook/event',
            encryptKey: env('LARKSPUR_LARK_ENCRYPT_KEY'),
            verificationToken: env('LARKSPUR_LARK_VERIFICATION_TOKEN'),
          }
        : undefined,
  };
}
