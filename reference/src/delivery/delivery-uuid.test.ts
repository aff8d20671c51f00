import { describe, expect, it } from 'vitest';
import { deliveryUuid } from './delivery-uuid.ts';

describe('delivery uuid (DE-005)', () => {
  it('is stable for what it delivers, and another for every other kind, part and source', () => {
    const answer = deliveryUuid('om_1', 'answer', 0);
    expect(deliveryUuid('om_1', 'answer', 0)).toBe(answer);
    const others = [
      deliveryUuid('om_1', 'progress', 0),
      deliveryUuid('om_1', 'queued-feedback', 0),
      deliveryUuid('om_1', 'continuation', 1),
      deliveryUuid('om_1', 'continuation', 2),
      deliveryUuid('om_1', 'refusal', 0),
      deliveryUuid('om_1', 'failure-notice', 0),
      deliveryUuid('om_2', 'answer', 0),
    ];
    expect(new Set([answer, ...others]).size).toBe(others.length + 1);
    expect(answer.length).toBeLessThanOrEqual(50);
  });
});
