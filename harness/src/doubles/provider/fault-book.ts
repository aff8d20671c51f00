import type { ProviderDoubleHttpFault, ProviderDoublePushFault } from '../../../../generated/types/index.ts';

/** An Open API call answered otherwise: an error, a status, a delay, a reset, a dropped answer. */
export type HttpFault = ProviderDoubleHttpFault;
/** An event push, or its acknowledgement, gone wrong. */
export type PushFault = ProviderDoublePushFault;

/** A programmed fault with how many more times it fires (undefined: once). */
export interface Programmed<F> {
  id: string;
  fault: F;
  remaining: number;
}

/**
 * Faults programmed by a scenario, fired in the order they were added by the first one whose
 * predicate holds, each a given number of times (default once; 0 means every time until cleared).
 */
export class FaultBook<F extends { times?: number }> {
  private readonly programmed: Programmed<F>[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  add(fault: F): string {
    this.counter += 1;
    const id = `${this.prefix}-${this.counter}`;
    this.programmed.push({ id, fault, remaining: fault.times ?? 1 });
    return id;
  }

  /** The first fault that matches, used up once. */
  take(matches: (fault: F) => boolean): Programmed<F> | undefined {
    const found = this.programmed.find((p) => matches(p.fault));
    if (!found) return undefined;
    if (found.remaining > 0) {
      found.remaining -= 1;
      if (found.remaining === 0) this.programmed.splice(this.programmed.indexOf(found), 1);
    }
    return found;
  }

  list(): Programmed<F>[] {
    return [...this.programmed];
  }

  clear(): void {
    this.programmed.splice(0);
  }
}
