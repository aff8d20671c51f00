import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('logger', () => {
  it('writes one line per record at or above its level, and never an object whole (OB-002)', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', (l) => lines.push(l));
    const sdkError = Object.assign(new Error('Request failed with status code 400'), {
      config: { headers: { Authorization: 'Bearer t-secret' } },
    });
    logger.info('not shown');
    logger.warn('call failed:', sdkError, { headers: { Authorization: 'Bearer t-secret' } });
    expect(lines).toEqual([
      'larkspur warn: call failed: Error: Request failed with status code 400 [object]\n',
    ]);
  });
});
