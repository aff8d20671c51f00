import { createHash } from 'node:crypto';
import type { TimingLine } from '../../../generated/types/index.ts';
import { flaw } from './flaw.ts';

/**
 * Event timing (OB-001): with LARKSPUR_EVENT_TIMING=1, one JSON line per stage of a source on stdout,
 * correlated by a SHA-256 of the profile (the app id) and the message id, so that an operator can follow
 * a message through the stages without the log holding either. Without a profile it prints nothing.
 */
export class Timing {
  constructor(private readonly profile: string | undefined) {
    // A failing sink never fails message handling: a closed stdout loses timing lines, nothing else.
    if (profile !== undefined) process.stdout.on('error', () => {});
  }

  mark(stage: TimingLine['stage'], messageId: string): void {
    if (this.profile === undefined) return;
    const wallTime = new Date().toISOString();
    const line: TimingLine = {
      type: 'larkspur.timing',
      stage,
      correlation: createHash('sha256').update(`${this.profile}\n${messageId}`).digest('hex'),
      monotonicMs: performance.now(),
      // The flaw stamps the time with the message it times: a line its schema takes that still leaks an id.
      wallTime: flaw === 'timing-with-content' ? `${wallTime} ${messageId}` : wallTime,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
