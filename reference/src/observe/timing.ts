import { createHash } from 'node:crypto';
import type { TimingLine } from '../../../generated/types/index.ts';

export type TimingStage = TimingLine['stage'];

/** Where the server marks the stages of a source's path; content-free by construction (OB-001). */
export interface Timing {
  mark(stage: TimingStage, providerMessageId: string, marker?: 'start' | 'returned'): void;
}

export const noTiming: Timing = { mark: () => {} };

/**
 * One JSON line per stage on stdout (launch/timing-line.schema.json): a SHA-256 correlation of the
 * profile and the provider message id, monotonic and wall time, nothing else. A failing sink never
 * fails message handling.
 */
export class TimingLines implements Timing {
  constructor(
    private readonly profile: string,
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
    private readonly monotonic: () => number = () => performance.now(),
    private readonly wall: () => number = () => Date.now(),
  ) {}

  mark(stage: TimingStage, providerMessageId: string, marker?: 'start' | 'returned'): void {
    try {
      const line: TimingLine = {
        type: 'larkspur.timing',
        stage,
        correlation: createHash('sha256').update(`${this.profile}\n${providerMessageId}`).digest('hex'),
        monotonicMs: this.monotonic(),
        wallTime: new Date(this.wall()).toISOString(),
        ...(marker ? { marker } : {}),
      };
      this.write(`${JSON.stringify(line)}\n`);
    } catch {
      // Diagnostics only: handling goes on without them.
    }
  }
}
