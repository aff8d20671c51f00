import type { ModelDoubleRecord } from '../../../../generated/types/index.ts';

type NewRecord = Omit<ModelDoubleRecord, 'seq' | 'at'>;

/** Every model call, checkpoint and violation, stamped with a seq from 1 and ms since the double was made. */
export class ModelRecorder {
  readonly records: ModelDoubleRecord[] = [];
  readonly #listeners = new Set<(record: ModelDoubleRecord) => void>();
  readonly #now: () => number;
  readonly #origin: number;

  constructor(now: () => number) {
    this.#now = now;
    this.#origin = now();
  }

  add(entry: NewRecord): ModelDoubleRecord {
    const record = { seq: this.records.length + 1, at: this.#now() - this.#origin, ...entry };
    this.records.push(record);
    for (const listener of this.#listeners) listener(record);
    return record;
  }

  subscribe(listener: (record: ModelDoubleRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
