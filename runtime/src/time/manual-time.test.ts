import { describe, expect, it } from 'vitest';
import { ManualTime } from './manual-time.ts';
import { sleep, waitAtMost } from './timers.ts';

describe('manual time', () => {
  it('runs what falls due in time order, ties in the order scheduled, with the clock at each one', async () => {
    const time = new ManualTime(1_000);
    const ran: Array<[string, number]> = [];
    time.setTimeout(() => ran.push(['b', time.now()]), 20);
    time.setTimeout(() => ran.push(['a', time.now()]), 10);
    time.setTimeout(() => ran.push(['c', time.now()]), 20);
    time.setTimeout(() => ran.push(['late', time.now()]), 31);
    await time.advance(30);
    expect(ran).toEqual([
      ['a', 1_010],
      ['b', 1_020],
      ['c', 1_020],
    ]);
    expect(time.now()).toBe(1_030);
    expect(time.pending).toBe(1);
  });

  it('a cleared callback never runs; one scheduled by a callback runs within the same advance', async () => {
    const time = new ManualTime();
    const ran: string[] = [];
    const handle = time.setTimeout(() => ran.push('cleared'), 5);
    time.clearTimeout(handle);
    time.setTimeout(() => time.setTimeout(() => ran.push('chained'), 5), 5);
    await time.advance(10);
    expect(ran).toEqual(['chained']);
  });

  it('an awaited sleep goes on between callbacks, so a loop of sleeps runs to its end in one advance', async () => {
    const time = new ManualTime();
    const woke: number[] = [];
    const loop = (async () => {
      for (let i = 0; i < 3; i++) {
        await sleep(100, time);
        woke.push(time.now());
      }
    })();
    await time.advance(300);
    await loop;
    expect(woke).toEqual([100, 200, 300]);
  });

  it('sleep ends at once when its signal aborts, and clears its timer', async () => {
    const time = new ManualTime();
    const abort = new AbortController();
    const slept = sleep(60_000, time, abort.signal);
    expect(time.pending).toBe(1);
    abort.abort();
    await slept;
    expect(time.pending).toBe(0);
    await sleep(60_000, time, abort.signal);
  });

  it('waitAtMost ends when its work settles, clearing its timer, or after its grace, whichever comes first', async () => {
    const time = new ManualTime();
    let finish!: () => void;
    const settled = waitAtMost(new Promise<void>((resolve) => (finish = resolve)), 1_000, time);
    expect(time.pending).toBe(1);
    finish();
    await settled;
    expect(time.pending).toBe(0);

    let over = false;
    const hung = waitAtMost(new Promise(() => undefined), 1_000, time).then(() => (over = true));
    await time.advance(999);
    expect(over).toBe(false);
    await time.advance(1);
    await hung;
    expect(over).toBe(true);

    await expect(waitAtMost(Promise.reject(new Error('broke')), 1_000, time)).resolves.toBeUndefined();
    expect(time.pending).toBe(0);
  });

  it('an interval runs every period until cleared, in time order with the timeouts', async () => {
    const time = new ManualTime();
    const ran: Array<[string, number]> = [];
    const tick = time.setInterval(() => ran.push(['tick', time.now()]), 10);
    time.setTimeout(() => ran.push(['once', time.now()]), 15);
    await time.advance(35);
    time.clearInterval(tick);
    await time.advance(100);
    expect(ran).toEqual([
      ['tick', 10],
      ['once', 15],
      ['tick', 20],
      ['tick', 30],
    ]);
    expect(time.pending).toBe(0);
  });

  it('an interval cleared by its own callback runs no more', async () => {
    const time = new ManualTime();
    let runs = 0;
    const tick = time.setInterval(() => {
      if (++runs === 2) time.clearInterval(tick);
    }, 5);
    await time.advance(100);
    expect(runs).toBe(2);
  });
});
