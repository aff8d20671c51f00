import { expect, it } from 'vitest';
import { describeEngines } from '../testing/store-engines.ts';

const APP = 'cli_0123456789abcdef';
const LEASE_MS = 1000;
const instance = (instanceId: string, installation: string, startedAt = 0) => ({
  instanceId,
  installation,
  appId: APP,
  pid: 1,
  startedAt,
});

describeEngines('instances of an installation (TR-006)', (open) => {
  it('lets instances of one installation join together, and refuses another installation while one lives', async () => {
    const store = await open();
    expect(await store.instances.join(instance('ins_a', 'prod'), 0, LEASE_MS)).toEqual({ joined: true });
    expect(await store.instances.join(instance('ins_b', 'prod', 10), 10, LEASE_MS)).toEqual({ joined: true });
    const refused = await store.instances.join(instance('ins_c', 'staging', 20), 20, LEASE_MS);
    expect(refused).toMatchObject({ joined: false, holder: { instanceId: 'ins_a', installation: 'prod' } });
    expect((await store.instances.alive('prod', 20)).map((i) => i.instanceId)).toEqual(['ins_a', 'ins_b']);
  });

  it('lets another installation in once every lease of the first has lapsed, and the lapsed one cannot renew', async () => {
    const store = await open();
    await store.instances.join(instance('ins_a', 'prod'), 0, LEASE_MS);
    expect(await store.instances.renew('ins_a', 900, LEASE_MS)).toBe(true);
    // Renewed at 900: alive until 1900.
    expect((await store.instances.join(instance('ins_c', 'staging', 1500), 1500, LEASE_MS)).joined).toBe(
      false,
    );
    expect(await store.instances.join(instance('ins_c', 'staging', 1900), 1900, LEASE_MS)).toEqual({
      joined: true,
    });
    expect(await store.instances.renew('ins_a', 1950, LEASE_MS)).toBe(false);
    expect(await store.instances.alive('prod', 1950)).toEqual([]);
  });

  it('lets a lapsed instance join again, keeping its control address, unless another installation came in meanwhile', async () => {
    const store = await open();
    await store.instances.join(instance('ins_a', 'prod'), 0, LEASE_MS);
    await store.instances.setControlUrl('ins_a', 'http://127.0.0.1:7001');
    expect(await store.instances.renew('ins_a', 1500, LEASE_MS)).toBe(false);
    expect(await store.instances.join(instance('ins_a', 'prod'), 1500, LEASE_MS)).toEqual({ joined: true });
    expect((await store.instances.alive('prod', 1600)).map((i) => i.instanceId)).toEqual(['ins_a']);
    expect(await store.instances.controlUrl('ins_a', 1600)).toBe('http://127.0.0.1:7001');
    expect(await store.instances.renew('ins_a', 2000, LEASE_MS)).toBe(true);
    // Lapsed again, and this time another installation took the app over before it came back.
    expect(await store.instances.join(instance('ins_c', 'staging', 3100), 3100, LEASE_MS)).toEqual({
      joined: true,
    });
    expect(await store.instances.join(instance('ins_a', 'prod'), 3200, LEASE_MS)).toMatchObject({
      joined: false,
      holder: { instanceId: 'ins_c' },
    });
  });

  it('frees the app when the last instance leaves', async () => {
    const store = await open();
    await store.instances.join(instance('ins_a', 'prod'), 0, LEASE_MS);
    await store.instances.leave('ins_a');
    expect(await store.instances.join(instance('ins_c', 'staging', 1), 1, LEASE_MS)).toEqual({
      joined: true,
    });
  });
});
