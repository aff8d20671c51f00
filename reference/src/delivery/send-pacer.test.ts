import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { SendPacer } from './send-pacer.ts';

describe('send pacer (DE-008)', () => {
  it('lets `limit` sends through per window per chat, and makes the next wait for its slot', async () => {
    const time = new ManualTime();
    const pacer = new SendPacer({ limit: 2, windowMs: 50, now: time.now, timers: time });
    await pacer.slot('a');
    await time.advance(10);
    await pacer.slot('a');
    await pacer.slot('b');
    let third: number | undefined;
    const slot = pacer.slot('a').then(() => (third = time.now()));
    await time.advance(39);
    expect(third).toBeUndefined();
    await time.advance(1);
    await slot;
    // The first send of 'a' leaves the window at 50 ms: the third takes its slot then, not before.
    expect(third).toBe(50);
  });
});
