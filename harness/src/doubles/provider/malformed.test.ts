import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { IdFactory } from './ids.ts';
import { malformedInput } from './malformed-feed.ts';
import { patched } from './patch.ts';
import {
  connectedWsClient,
  recordsOf,
  startedDouble,
  waitFor,
  type ConnectedWsClient,
} from './test-support.ts';

type Received = {
  event_id: string;
  message?: { message_id?: unknown; mentions?: unknown; content?: unknown };
};

const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('patched', () => {
  it('sets values by dot path in a copy, null included, creating what is missing', () => {
    const original = { a: { b: 1 }, list: [1, 2] };
    expect(patched(original, { 'a.b': null, 'a.c.d': 'x', 'list.1': 7 })).toEqual({
      a: { b: null, c: { d: 'x' } },
      list: [1, 7],
    });
    expect(original).toEqual({ a: { b: 1 }, list: [1, 2] });
  });
});

describe('malformed input (TR-010)', () => {
  const ctx = {
    ids: new IdFactory('cli_0123456789abcdef', 'seed'),
    appId: 'cli_0123456789abcdef',
    verificationToken: 'token',
  };

  it('draws the same inputs from the same seed, of every kind', () => {
    const draw = () =>
      Array.from(
        { length: 300 },
        () => malformedInput(seeded(7), { ...ctx, ids: new IdFactory(ctx.appId, 'seed'), via: 'ws' }).kind,
      );
    const kinds = draw();
    expect(draw()).toEqual(kinds);
    const random = seeded(11);
    const all = new Set(
      Array.from({ length: 500 }, () => malformedInput(random, { ...ctx, via: 'ws' }).kind),
    );
    expect([...all].sort()).toEqual(['body', 'bytes', 'envelope', 'patch']);
  });

  it('never makes an envelope with an id Lark could issue, and never bytes for a webhook', () => {
    const random = seeded(3);
    for (let n = 0; n < 500; n++) {
      const input = malformedInput(random, { ...ctx, via: 'webhook' });
      expect(input.kind).not.toBe('bytes');
      if (input.kind !== 'envelope') continue;
      const envelope = input.envelope as {
        header?: { event_id?: unknown } | null;
        event?: { message?: { message_id?: unknown } | null } | null;
      };
      const ids = [envelope.header?.event_id, envelope.event?.message?.message_id];
      expect(ids.some((id) => typeof id !== 'string' || !/^[0-9A-Za-z_-]{1,128}$/.test(id))).toBe(true);
      // Circular would not serialize: each broken value is its own copy.
      expect(() => JSON.stringify(input.envelope)).not.toThrow();
    }
  });
});

describe('malformed events through the long connection', () => {
  let double: ProviderDouble;
  const clients: ConnectedWsClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await double?.stop();
  });

  async function client(): Promise<Received[]> {
    const received: Received[] = [];
    clients.push(
      await connectedWsClient(double, {
        'im.message.receive_v1': (data) => void received.push(data as unknown as Received),
      }),
    );
    return received;
  }

  it('pushes a patched event as it is, stores the message as sent, and records no harness error', async () => {
    double = await startedDouble();
    const received = await client();
    const sent = double.sendMessage({
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'hi',
      patch: { 'event.message.mentions': [null], 'event.message.message_id': 'om_\ud83d1' },
    });
    await waitFor(() => received.length === 1, 3000, 'the event');
    expect(received[0]!.message).toMatchObject({ mentions: [null], message_id: 'om_\ud83d1' });
    expect(double.message(sent.messageId)?.text).toBe('hi');
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the ack');
    expect(recordsOf(double, 'ack')[0]).toMatchObject({ eventId: sent.eventId, code: 200 });
    expect(double.harnessErrors()).toEqual([]);
  });

  it('repeats a text: a huge message without a huge request', async () => {
    double = await startedDouble();
    const received = await client();
    double.sendMessage({
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'ab',
      repeat: 100_000,
    });
    await waitFor(() => received.length === 1, 5000, 'the event');
    expect((JSON.parse(received[0]!.message!.content as string) as { text: string }).text).toHaveLength(
      200_000,
    );
  });

  it('pushes malformed input without redelivery, and the SDK survives all of it', async () => {
    double = await startedDouble({ random: seeded(5), ackDeadlineMs: 100 });
    const received = await client();
    const pushed = Array.from({ length: 200 }, () => double.pushMalformed());
    const handled = pushed.filter((p) => p.reachesHandler).map((p) => p.eventId);
    await waitFor(
      () => handled.every((id) => recordsOf(double, 'ack').some((a) => a.eventId === id)),
      10_000,
      'the handled events acknowledged',
    );
    expect(recordsOf(double, 'frame').some((f) => f.direction === 'out' && f.frame.method === -1)).toBe(true);
    // Nothing malformed is pushed again: one delivery each, whatever came back.
    const deliveries = recordsOf(double, 'event').filter((e) =>
      pushed.some((p) => p.eventId === e.eventId && !p.reachesHandler),
    );
    expect(new Set(deliveries.map((d) => d.eventId)).size).toBe(deliveries.length);
    // The connection is still good for ordinary messages.
    double.sendMessage({ chat: { type: 'p2p', user: 'bob' }, sender: 'bob', text: 'still there' });
    await waitFor(
      () =>
        received.some(
          (r) =>
            typeof r.message?.content === 'string' && (r.message.content as string).includes('still there'),
        ),
      3000,
      'the next message',
    );
    expect(double.harnessErrors()).toEqual([]);
  });
});
