import { readFileSync } from 'node:fs';

/** What the harness hands the bot through the launch contract (spec/schemas/launch/environment.schema.json). */
export interface Launch {
  lark: { appId: string; appSecret: string; domain: string };
  hostCommand: string;
  dataDir: string;
  /** At most this many host turns at once (TR-004). */
  maxHandlers: number;
  /** How long a stop may take to be proven by a thread read (HO-004). */
  stopBudgetMs: number;
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
  const knobs = JSON.parse(readFileSync(env('LARKSPUR_KNOBS'), 'utf8')) as { maxHandlers?: number; stopBudgetMs?: number };
  return {
    lark: { appId: env('LARKSPUR_LARK_APP_ID'), appSecret: env('LARKSPUR_LARK_APP_SECRET'), domain: env('LARKSPUR_LARK_DOMAIN') },
    hostCommand: env('LARKSPUR_HOST_COMMAND'),
    dataDir: env('LARKSPUR_DATA_DIR'),
    maxHandlers: knobs.maxHandlers ?? 4,
    stopBudgetMs: knobs.stopBudgetMs ?? 5000,
  };
}
