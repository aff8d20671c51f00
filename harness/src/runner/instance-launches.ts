import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ControlClient } from '../../../generated/clients/control.ts';
import type { LoadedAdapter } from './load.ts';
import { freePort } from './free-port.ts';
import { launchEnv, type LaunchEnvOptions } from './launch-env.ts';
import { redirectNodeOptions } from './redirect-env.ts';
import type { InstanceLaunch } from './sut-manager.ts';

export interface InstanceLaunchesOptions {
  adapter: LoadedAdapter;
  /** The scenario's working directory: the data directories go in it. */
  work: string;
  /** The scenario's control token (also the mark by which its strays are found). */
  token: string;
  /** The implementation declares the control API. */
  control: boolean;
  /** What every instance's environment shares. */
  env: Omit<
    LaunchEnvOptions,
    'adapterEnv' | 'instance' | 'controlPort' | 'controlToken' | 'dataDir' | 'installation'
  >;
}

export interface InstanceLaunches {
  /** One per instance, the first instance first, each with its control port. */
  instances: Array<InstanceLaunch & { controlPort: number }>;
  /** Every data directory handed out, the first instance's first; a second installation adds its own. */
  dataDirs: string[];
  /** Another installation on the same app (TR-006). */
  secondInstallation: () => Promise<InstanceLaunch>;
}

/**
 * The launches of a scenario's instances: one, or the adapter's instances.count over one shared store. Each
 * instance has its own data directory and control port, all have the same installation; a second
 * installation gets another name, and the first instance's data directory — or, with a shared store, its own.
 */
export async function instanceLaunches(options: InstanceLaunchesOptions): Promise<InstanceLaunches> {
  const { adapter, work, token } = options;
  const shared = adapter.adapter.instances !== undefined;
  const count = adapter.adapter.instances?.count ?? 1;
  const installation = `bot-${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const launch = async (dataDir: string, installationName: string, instance: number | undefined) => {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const controlPort = await freePort();
    const env = launchEnv({
      ...options.env,
      adapterEnv: adapter.adapter.env,
      ...(instance !== undefined ? { instance } : {}),
      controlPort,
      controlToken: token,
      dataDir,
      installation: installationName,
    });
    if (adapter.adapter.redirectLarkHosts) env.NODE_OPTIONS = redirectNodeOptions(env.NODE_OPTIONS);
    const control = options.control
      ? new ControlClient({ baseUrl: `http://127.0.0.1:${controlPort}`, token, timeoutMs: 2000 })
      : undefined;
    return { launch: { argv: adapter.argv, cwd: adapter.cwd, env }, control, controlPort };
  };
  const instances: InstanceLaunches['instances'] = [];
  for (let i = 1; i <= count; i++) {
    const dataDir = join(work, i === 1 ? 'data' : `data-${i}`);
    dataDirs.push(dataDir);
    instances.push(await launch(dataDir, installation, shared ? i : undefined));
  }
  let seconds = 0;
  const secondInstallation = async () => {
    seconds += 1;
    const dataDir = shared ? join(work, `data-second-${seconds}`) : dataDirs[0]!;
    if (!dataDirs.includes(dataDir)) dataDirs.push(dataDir);
    return launch(dataDir, `${installation}-other${seconds}`, undefined);
  };
  return { instances, dataDirs, secondInstallation };
}
