import { expect, it } from 'vitest';
import { describeEngines } from '../testing/store-engines.ts';

describeEngines('intake checkpoints', (open) => {
  it('keeps one checkpoint per journal, moved in the transaction that writes it', async () => {
    const store = await open();
    expect(await store.intakeCheckpoints.get('intake')).toBeUndefined();
    await store.intakeCheckpoints.set('intake', { segment: 3, offset: 4096 });
    await store.intakeCheckpoints.set('intake', { segment: 4, offset: 0 });
    expect(await store.intakeCheckpoints.get('intake')).toEqual({ segment: 4, offset: 0 });
    await expect(async () =>
      store.atomically(async () => {
        await store.intakeCheckpoints.set('intake', { segment: 9, offset: 9 });
        throw new Error('the sources it goes with failed');
      }),
    ).rejects.toThrow('failed');
    expect(await store.intakeCheckpoints.get('intake')).toEqual({ segment: 4, offset: 0 });
  });
});
