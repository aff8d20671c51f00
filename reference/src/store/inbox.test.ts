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

  it('records a batch of new sources in one statement, in order, and leaves known ones to be recorded alone', async () => {
    const store = await open();
    const known = textSource('known');
    await store.inbox.record(known, 1);
    const sameEvent = textSource('same event', { eventId: known.eventId });
    const [a, b] = [textSource('a'), textSource('/stop')];
    const inserted = await store.inbox.recordNew(
      [{ source: a }, { source: known }, { source: b, command: 'stop' }, { source: sameEvent }],
      5,
    );
    expect(inserted).toEqual([true, false, true, false]);
    expect(await store.inbox.get(a.messageId)).toMatchObject({
      state: 'received',
      receiveCount: 1,
      receivedAt: 5,
    });
    expect(await store.inbox.get(b.messageId)).toMatchObject({
      command: 'stop',
      chatId: b.chatId,
      content: b.content,
    });
    expect(await store.inbox.eventIds(b.messageId)).toEqual([b.eventId]);
    // The known ones are untouched: their caller records them on their own, as redeliveries.
    expect((await store.inbox.get(known.messageId))!.receiveCount).toBe(1);
    expect(await store.inbox.get(sameEvent.messageId)).toBeUndefined();
    // In the order of the batch, after what was there.
    expect((await store.inbox.unfinished([], 10)).map((s) => s.messageId)).toEqual([
      known.messageId,
      a.messageId,
      b.messageId,
    ]);
    expect(await store.inbox.recordNew([], 6)).toEqual([]);
  });

  it('reads a batch row back as the source it was, every field', async () => {
    const store = await open();
    const full = textSource('full', {
      chatType: 'group',
      rootId: 'om_root1',
      parentId: 'om_parent1',
      threadId: 'omt_thread1',
      mentions: [{ key: '@_user_1', openId: 'ou_bot', name: 'Bot "quoted" ✓' }],
      contentDefect: 'malformed',
      content: '',
    });
    const { senderOpenId: _, ...bare } = textSource('bare');
    expect(await store.inbox.recordNew([{ source: full }, { source: bare }], 7)).toEqual([true, true]);
    const other = await open();
    await other.inbox.record(full, 7);
    await other.inbox.record(bare, 7);
    const { seq: _a, ...batched } = (await store.inbox.get(full.messageId))!;
    const { seq: _b, ...single } = (await other.inbox.get(full.messageId))!;
    expect(batched).toEqual(single);
    expect((await store.inbox.get(bare.messageId))!.senderOpenId).toBeNull();
  });
});
