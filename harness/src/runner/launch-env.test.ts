import { describe, expect, it } from 'vitest';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import { launchEnv } from './launch-env.ts';

// Only what launchEnv reads of a provider double: its address and its app.
const provider = {
  url: 'http://127.0.0.1:1',
  app: { appId: 'cli_0123456789abcdef', appSecret: 'secret' },
  verificationToken: 'token',
} as unknown as ProviderDouble;

const env = (adapterEnv: NodeJS.ProcessEnv) =>
  launchEnv({
    adapterEnv,
    provider,
    host: { hostCommand: () => 'host-double' },
    intake: 'ws',
    webhook: {},
    controlPort: 4000,
    controlToken: 'control',
    dataDir: '/data',
    installation: 'test',
    knobsFile: '/knobs.json',
    eventTiming: false,
  });

describe('the launch environment', () => {
  it("passes the implementation's own settings from its adapter, LARKSPUR_ ones too", () => {
    expect(env({ LARKSPUR_INTAKE_JOURNAL: 'local', BRIDGE_MODE: 'fast' })).toMatchObject({
      LARKSPUR_INTAKE_JOURNAL: 'local',
      BRIDGE_MODE: 'fast',
    });
  });

  it('never lets an adapter set a variable of the contract, even one the harness leaves unset', () => {
    const launched = env({
      LARKSPUR_DATA_DIR: '/elsewhere',
      LARKSPUR_STORE_URL: 'postgres://x@h/db',
      LARKSPUR_ANTHROPIC_BASE_URL: 'https://api.anthropic.com',
    });
    expect(launched.LARKSPUR_DATA_DIR).toBe('/data');
    expect(launched.LARKSPUR_STORE_URL).toBeUndefined();
    expect(launched.LARKSPUR_ANTHROPIC_BASE_URL).toBeUndefined();
  });
});
