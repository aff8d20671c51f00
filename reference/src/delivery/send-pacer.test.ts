import { describe, expect, it } from 'vitest';
import { SendPacer } from './send-pacer.ts';

describe('send pacer (DE-008)', () => {
  it('lets `limit` sends through per window per chat, and makes the next wait for its slot', async () => {
    const pacer = new SendPacer(2, 50);
    const began = performance.now();
    await pacer.slot('a');
    await pacer.slot('a');
    await pacer.slot('b');
    expect(performance.now() - began).toBeLessThan(40);
    await pacer.slot('a');
    expect(performance.now() - began).toBeGreaterThanOrEqual(45);
  });
});
