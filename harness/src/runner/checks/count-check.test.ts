import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { ChangeSignal } from '../signal.ts';
import { countCheck } from './count-check.ts';

const t0 = performance.now();
const ctx = { now: () => performance.now() - t0, signal: new ChangeSignal(), budgetEnd: Infinity };
const message = (id: string, more: Record<string, unknown>) => ({
  messageId: id,
  fromBot: true,
  seq: 1,
  at: 0,
  ...more,
});
const template = message('om_t', { textUnknown: 'a template card (AAq1)' });
const check = (
  candidates: object[],
  rule: { count?: number; atLeast?: number },
  match: Record<string, unknown>,
) =>
  countCheck(ctx, {
    ...rule,
    label: 'message',
    candidates: () => candidates as never[],
    match,
    windowMs: 0,
  }).then((r) => r.outcome);

describe('a count check and a visible text the kit cannot know', () => {
  it('is untested, naming the message, when the only mismatch is that text', async () => {
    const outcome = await check([template], { count: 1 }, { fromBot: true, text: 'Hello there' });
    expect(outcome).toMatchObject({
      status: 'untested',
      reason: 'not-covered',
      message: expect.stringContaining('om_t is unknown — a template card'),
    });
  });

  it('fails as ever when the record fails on something else too', async () => {
    const outcome = await check([template], { count: 1 }, { fromBot: false, text: 'Hello there' });
    expect(outcome.status).toBe('fail');
  });

  it('fails on too many, whatever a hidden text says', async () => {
    const shown = [message('a', { text: 'Hello there' }), message('b', { text: 'Hello there' }), template];
    expect((await check(shown, { count: 1 }, { text: 'Hello there' })).status).toBe('fail');
  });

  it('is untested for $text of a template in a raw call', async () => {
    const call = {
      seq: 1,
      at: 0,
      params: { message_id: 'om_t' },
      body: { msg_type: 'interactive', content: '{"type":"template","data":{"template_id":"AAq1"}}' },
    };
    const outcome = await check([call], { atLeast: 1 }, { body: { $text: 'Hello there' } });
    expect(outcome).toMatchObject({ status: 'untested', message: expect.stringContaining('om_t') });
  });
});

describe('a count check per instance', () => {
  const call = (instance: number | undefined) => ({
    seq: 1,
    at: 0,
    method: 'initialize',
    ...(instance === undefined ? {} : { instance }),
  });
  const perInstance = (candidates: object[], rule: { count?: number; atMost?: number }) =>
    countCheck(ctx, {
      ...rule,
      label: 'initialize',
      candidates: () => candidates as never[],
      match: undefined,
      windowMs: 0,
      groupBy: { name: 'instance', key: (r: { instance?: number }) => r.instance },
    }).then((r) => r.outcome);

  it('passes when each instance keeps the rule, though together they make more calls', async () => {
    expect((await perInstance([call(1), call(2)], { count: 1 })).status).toBe('pass');
  });

  it('fails, naming the instance, when one instance breaks it', async () => {
    const outcome = await perInstance([call(1), call(2), call(2)], { count: 1 });
    expect(outcome).toMatchObject({
      status: 'fail',
      message: 'expected exactly 1 initialize (instance 2), saw 2',
    });
  });

  it('is one group without instances, and fails on nothing', async () => {
    expect((await perInstance([call(undefined), call(undefined)], { count: 1 })).status).toBe('fail');
    expect((await perInstance([], { count: 1 })).status).toBe('fail');
  });
});
