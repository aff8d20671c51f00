import type { ProviderDouble } from '../doubles/provider/index.ts';
import type { ScenarioHost } from './scenario-host.ts';
import { LAUNCH_VARIABLES } from '../../../generated/spec.ts';

export interface LaunchEnvOptions {
  /** The adapter's own env; the launch contract's variables are dropped from it, the harness sets those. */
  adapterEnv: NodeJS.ProcessEnv | undefined;
  provider: ProviderDouble;
  /** The host the implementation is to start: only how it is started is read here. */
  host: LaunchedHost;
  /** With several instances: this one's number, so the host double can tell its calls apart. */
  instance?: number;
  intake: 'ws' | 'webhook';
  /** The webhook port and secrets, for a webhook intake. */
  webhook: NodeJS.ProcessEnv;
  controlPort: number;
  controlToken: string;
  dataDir: string;
  /** LARKSPUR_INSTALLATION. */
  installation: string;
  /** LARKSPUR_STORE_URL: the shared store of a multi-instance implementation. */
  storeUrl?: string;
  knobsFile: string;
  eventTiming: boolean;
  modelProvider?: string;
}

/**
 * The environment of the launch contract: the harness's own environment without its LARKSPUR_ variables,
 * the adapter's env without the contract's, then the doubles, the control API and the data directory. An
 * implementation's own settings in the adapter (the reference's LARKSPUR_STEP_BACK, say) go through.
 */
export function launchEnv(options: LaunchEnvOptions): NodeJS.ProcessEnv {
  const own = ([k]: [string, unknown]) => !k.startsWith('LARKSPUR_');
  const notContract = ([k]: [string, unknown]) => !isLaunchVariable(k);
  const base = {
    ...Object.fromEntries(Object.entries(process.env).filter(own)),
    ...Object.fromEntries(Object.entries(options.adapterEnv ?? {}).filter(notContract)),
  };
  return {
    ...base,
    LARKSPUR_LARK_DOMAIN: options.provider.url,
    LARKSPUR_LARK_APP_ID: options.provider.app.appId,
    LARKSPUR_LARK_APP_SECRET: options.provider.app.appSecret,
    LARKSPUR_LARK_INTAKE: options.intake,
    ...options.webhook,
    // Every event and card callback carries it, on either intake (HO-008).
    LARKSPUR_LARK_VERIFICATION_TOKEN: options.provider.verificationToken,
    ...hostEnv(options.host, options.instance, base),
    LARKSPUR_CONTROL_PORT: String(options.controlPort),
    LARKSPUR_CONTROL_TOKEN: options.controlToken,
    LARKSPUR_DATA_DIR: options.dataDir,
    LARKSPUR_INSTALLATION: options.installation,
    ...(options.storeUrl !== undefined ? { LARKSPUR_STORE_URL: options.storeUrl } : {}),
    LARKSPUR_KNOBS: options.knobsFile,
    LARKSPUR_EVENT_TIMING: options.eventTiming ? '1' : '0',
    ...(options.modelProvider !== undefined ? { LARKSPUR_MODEL_PROVIDER: options.modelProvider } : {}),
  };
}

export type LaunchedHost = Pick<ScenarioHost, 'launchEnv' | 'hostCommand'>;

/** The host part of the launch contract: the host's own, or the codex-app-server interface's command. */
function hostEnv(
  host: LaunchedHost,
  instance: number | undefined,
  base: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  if (host.launchEnv) return host.launchEnv(instance, base);
  if (!host.hostCommand) throw new Error('a scenario host gives launchEnv or hostCommand');
  return { LARKSPUR_HOST_INTERFACE: 'codex-app-server', LARKSPUR_HOST_COMMAND: host.hostCommand(instance) };
}

const CONTRACT: ReadonlySet<string> = new Set(LAUNCH_VARIABLES);

/** A variable of the launch contract, or the LARKSPUR_ name it is also given (LARKSPUR_ANTHROPIC_BASE_URL). */
export function isLaunchVariable(name: string): boolean {
  return CONTRACT.has(name) || (name.startsWith('LARKSPUR_') && CONTRACT.has(name.slice('LARKSPUR_'.length)));
}
