import { expect, it } from 'vitest';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines } from '../testing/store-engines.ts';

describeEngines('inbox', (open) => {
  it('records a source once, by message id and by event id (TR-002)', async () => {
    const store = await open();
    const first = textSource('hi');
    expect((await store.inbox.record(first, 1)).duplicate).toBe(false);
    expect((await store.inbox.record(first, 2)).duplicate).toBe(true);
    expect((await store.inbox.record({ ...first, eventId: 'ev_other' }, 3)).duplicate).toBe(true);
    // The same event id again, even with another message id, is the source it first carried.
    expect((await store.inbox.record({ ...first, messageId: 'om_elsewhere' }, 4)).duplicate).toBe(true);
    expect(await store.inbox.get('om_elsewhere')).toBeUndefined();
    const source = (await store.inbox.get(first.messageId))!;
    expect(source.receiveCount).toBe(4);
    expect(await store.inbox.eventIds(first.messageId)).toEqual([first.eventId, 'ev_other']);
  });

  it('keeps the first content of a source: a redelivery never changes it (AD-006)', async () => {
    const store = await open();
    const first = textSource('before');
    await store.inbox.record(first, 1);
    await store.inbox.record(
      { ...first, eventId: 'ev_again', content: JSON.stringify({ text: 'after' }) },
      2,
    );
    expect((await store.inbox.get(first.messageId))!.content).toBe(first.content);
  });

  it('lists unfinished sources oldest first, leaving out the held ones', async () => {
    const store = await open();
    const [a, b, c] = [textSource('a'), textSource('b'), textSource('c')];
    for (const s of [a, b, c]) await store.inbox.record(s, 1);
    await store.inbox.setState(b.messageId, 'answered', 2);
    expect((await store.inbox.unfinished([], 10)).map((s) => s.messageId)).toEqual([
      a.messageId,
      c.messageId,
    ]);
    expect(
      (await store.inbox.unfinished([(await store.inbox.get(a.messageId))!.seq], 10)).map((s) => s.messageId),
    ).toEqual([c.messageId]);
    expect(await store.inbox.unfinished([], 1)).toHaveLength(1);
  });

  it('finds control commands waiting for admission', async () => {
    const store = await open();
    const stop = textSource('/stop');
    await store.inbox.record(textSource('a'), 1);
    await store.inbox.record(stop, 1, 'stop');
    expect((await store.inbox.waitingCommands()).map((s) => s.messageId)).toEqual([stop.messageId]);
  });
});
