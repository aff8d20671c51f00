import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { BadInjectionError } from './errors.ts';
import { sdkClient, startedDouble } from './test-support.ts';

describe('a user edits a message', () => {
  let double: ProviderDouble;
  afterEach(async () => double?.stop());

  it('changes what get reads back, with no new event', async () => {
    double = await startedDouble();
    const sent = double.sendMessage({
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'before',
    });
    const events = double.recorder.records.filter((r) => r.kind === 'event').length;
    double.editMessage(sent.messageId, 'after');
    const read = await sdkClient(double).im.message.get({ path: { message_id: sent.messageId } });
    expect(read.data?.items?.[0]?.body?.content).toBe(JSON.stringify({ text: 'after' }));
    expect(read.data?.items?.[0]?.updated).toBe(true);
    expect(double.recorder.records.filter((r) => r.kind === 'event').length).toBe(events);
  });

  it('refuses to edit an unknown message', async () => {
    double = await startedDouble();
    expect(() => double.editMessage('om_missing', 'x')).toThrow(BadInjectionError);
  });
});
