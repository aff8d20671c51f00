import { describe, expect, it } from 'vitest';
import { deliveryUuid } from './delivery-uuid.ts';

describe('delivery uuid (DE-005)', () => {
  it("is one for the post that a turn's queued notice, draft and answer share, and another for anything else", () => {
    const post = deliveryUuid('om_1', 'answer', 0);
    expect(deliveryUuid('om_1', 'progress', 0)).toBe(post);
    expect(deliveryUuid('om_1', 'queued-feedback', 0)).toBe(post);
    expect(deliveryUuid('om_1', 'continuation', 1)).not.toBe(post);
    expect(deliveryUuid('om_1', 'refusal', 0)).not.toBe(post);
    expect(deliveryUuid('om_2', 'answer', 0)).not.toBe(post);
    expect(post.length).toBeLessThanOrEqual(50);
  });
});
