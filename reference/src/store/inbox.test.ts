import { expect, it } from 'vitest';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines } from '../testing/store-engines.ts';

describeEngines('inbox', (open) => {
  it('records a source once, by message id and by event id (TR-002)', async () => {
    const store = await open();
    const first = textSource('hi');
    expect(store.inbox.record(first, 1).duplicate).toBe(false);
    expect(store.inbox.record(first, 2).duplicate).toBe(true);
    expect(store.inbox.record({ ...first, eventId: 'ev_other' }, 3).duplicate).toBe(true);
    // The same event id again, even with another message id, is the source it first carried.
    expect(store.inbox.record({ ...first, messageId: 'om_elsewhere' }, 4).duplicate).toBe(true);
    expect(store.inbox.get('om_elsewhere')).toBeUndefined();
    const source = store.inbox.get(first.messageId)!;
    expect(source.receiveCount).toBe(4);
    expect(store.inbox.eventIds(first.messageId)).toEqual([first.eventId, 'ev_other']);
  });

  it('keeps the first content of a source: a redelivery never changes it (AD-006)', async () => {
    const store = await open();
    const first = textSource('before');
    store.inbox.record(first, 1);
    store.inbox.record({ ...first, eventId: 'ev_again', content: JSON.stringify({ text: 'after' }) }, 2);
    expect(store.inbox.get(first.messageId)!.content).toBe(first.content);
  });

  it('lists unfinished sources oldest first, leaving out the held ones', async () => {
    const store = await open();
    const [a, b, c] = [textSource('a'), textSource('b'), textSource('c')];
    for (const s of [a, b, c]) store.inbox.record(s, 1);
    store.inbox.setState(b.messageId, 'answered', 2);
    expect(store.inbox.unfinished([], 10).map((s) => s.messageId)).toEqual([a.messageId, c.messageId]);
    expect(store.inbox.unfinished([store.inbox.get(a.messageId)!.seq], 10).map((s) => s.messageId)).toEqual([
      c.messageId,
    ]);
    expect(store.inbox.unfinished([], 1)).toHaveLength(1);
  });

  it('finds control commands waiting for admission', async () => {
    const store = await open();
    const stop = textSource('/stop');
    store.inbox.record(textSource('a'), 1);
    store.inbox.record(stop, 1, 'stop');
    expect(store.inbox.waitingCommands().map((s) => s.messageId)).toEqual([stop.messageId]);
  });

  it('records a batch of new sources in one statement, in order, and leaves known ones to be recorded alone', async () => {
    const store = await open();
    const known = textSource('known');
    store.inbox.record(known, 1);
    const sameEvent = textSource('same event', { eventId: known.eventId });
    const [a, b] = [textSource('a'), textSource('/stop')];
    const inserted = store.inbox.recordNew(
      [{ source: a }, { source: known }, { source: b, command: 'stop' }, { source: sameEvent }],
      5,
    );
    expect(inserted).toEqual([true, false, true, false]);
    expect(store.inbox.get(a.messageId)).toMatchObject({ state: 'received', receiveCount: 1, receivedAt: 5 });
    expect(store.inbox.get(b.messageId)).toMatchObject({
      command: 'stop',
      chatId: b.chatId,
      content: b.content,
    });
    expect(store.inbox.eventIds(b.messageId)).toEqual([b.eventId]);
    // The known ones are untouched: their caller records them on their own, as redeliveries.
    expect(store.inbox.get(known.messageId)!.receiveCount).toBe(1);
    expect(store.inbox.get(sameEvent.messageId)).toBeUndefined();
    // In the order of the batch, after what was there.
    expect(store.inbox.unfinished([], 10).map((s) => s.messageId)).toEqual([
      known.messageId,
      a.messageId,
      b.messageId,
    ]);
    expect(store.inbox.recordNew([], 6)).toEqual([]);
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
    expect(store.inbox.recordNew([{ source: full }, { source: bare }], 7)).toEqual([true, true]);
    const other = await open();
    other.inbox.record(full, 7);
    other.inbox.record(bare, 7);
    const { seq: _a, ...batched } = store.inbox.get(full.messageId)!;
    const { seq: _b, ...single } = other.inbox.get(full.messageId)!;
    expect(batched).toEqual(single);
    expect(store.inbox.get(bare.messageId)!.senderOpenId).toBeNull();
  });
});
