import { describe, expect, it } from 'vitest';
import { validateTimingLine } from '../../../generated/validators/index.js';
import { TimingLines } from './timing.ts';

describe('timing lines (OB-001)', () => {
  it('prints one content-free line per mark, valid against the contract', () => {
    const lines: string[] = [];
    const timing = new TimingLines(
      'cli_0123456789abcdef',
      (l) => lines.push(l),
      () => 12.5,
      () => 0,
    );
    timing.mark('receive', 'om_secretid', 'start');
    timing.mark('delivery', 'om_secretid');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(validateTimingLine(first), JSON.stringify(validateTimingLine.errors)).toBe(true);
    expect(first).toMatchObject({
      stage: 'receive',
      marker: 'start',
      monotonicMs: 12.5,
      wallTime: '1970-01-01T00:00:00.000Z',
    });
    expect(lines.join('')).not.toMatch(/om_secretid|cli_0123456789abcdef/);
    expect(JSON.parse(lines[1]!).correlation).toBe(first.correlation);
  });

  it('never fails the caller when its sink fails', () => {
    const timing = new TimingLines('p', () => {
      throw new Error('EPIPE');
    });
    expect(() => timing.mark('lane', 'om_1')).not.toThrow();
  });
});
