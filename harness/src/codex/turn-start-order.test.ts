import { describe, expect, it } from 'vitest';
import { TurnStartOrder } from './turn-start-order.ts';

describe('the order of turn starts in codex mode', () => {
  it('places turns in the order their starts were sent, whichever Codex answers first', async () => {
    const order = new TurnStartOrder();
    const first = order.reserve();
    const second = order.reserve();
    second.answered('turn-b');
    first.answered('turn-a');
    expect(await order.place('turn-b', 0)).toBe(2);
    expect(await order.place('turn-a', 0)).toBe(1);
  });

  it('does not count a start the host refused, as the host double does not', async () => {
    const order = new TurnStartOrder();
    order.reserve().answered(undefined);
    order.reserve().answered('turn-a');
    expect(await order.place('turn-a', 0)).toBe(1);
  });

  it('waits for the answer of a turn whose model call came first, and gives up after the wait', async () => {
    const order = new TurnStartOrder();
    const slot = order.reserve();
    const placed = order.place('turn-a', 1000);
    slot.answered('turn-a');
    expect(await placed).toBe(1);
    expect(await order.place('turn-unknown', 5)).toBeUndefined();
  });
});
