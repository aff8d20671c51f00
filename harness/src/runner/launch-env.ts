import type { HostDouble } from '../doubles/host/index.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';

export interface LaunchEnvOptions {
  /** The adapter's own env; its LARKSPUR_ variables are dropped, the launch contract sets those. */
  adapterEnv: NodeJS.ProcessEnv | undefined;
  provider: ProviderDouble;
  host: HostDouble;
  intake: 'ws' | 'webhook';
  /** The webhook port and secrets, for a webhook intake. */
  webhook: NodeJS.ProcessEnv;
  controlPort: number;
  controlToken: string;
  dataDir: string;
  knobsFile: string;
  eventTiming: boolean;
  modelProvider?: string;
}

/**
 * The environment of the launch contract: the harness's own environment without its LARKSPUR_ variables,
 * the adapter's env, then the doubles, the control API and the data directory.
 */
export function launchEnv(options: LaunchEnvOptions): NodeJS.ProcessEnv {
  const own = ([k]: [string, unknown]) => !k.startsWith('LARKSPUR_');
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(own)),
    ...Object.fromEntries(Object.entries(options.adapterEnv ?? {}).filter(own)),
    LARKSPUR_LARK_DOMAIN: options.provider.url,
    LARKSPUR_LARK_APP_ID: options.provider.app.appId,
    LARKSPUR_LARK_APP_SECRET: options.provider.app.appSecret,
    LARKSPUR_LARK_INTAKE: options.intake,
    ...options.webhook,
    LARKSPUR_HOST_COMMAND: options.host.hostCommand(),
    LARKSPUR_CONTROL_PORT: String(options.controlPort),
    LARKSPUR_CONTROL_TOKEN: options.controlToken,
    LARKSPUR_DATA_DIR: options.dataDir,
    LARKSPUR_KNOBS: options.knobsFile,
    LARKSPUR_EVENT_TIMING: options.eventTiming ? '1' : '0',
    ...(options.modelProvider !== undefined ? { LARKSPUR_MODEL_PROVIDER: options.modelProvider } : {}),
  };
}
