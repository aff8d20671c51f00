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
  /** Matching calls it let through so far, up to its skip. */
  skipped: number;
}

/**
 * Faults programmed by a scenario. Each lets `skip` matching calls through, then fires on the next ones,
 * a given number of times (default once; 0 means every time until cleared). A call is shaped by the first
 * fault, in the order they were added, whose turn it is; every other fault it matches counts it as let
 * through, so that "the second update" means the second update, whatever else fired before.
 */
export class FaultBook<F extends { times?: number; skip?: number }> {
  private readonly programmed: Programmed<F>[] = [];
  private readonly firedLog: { id: string; fault: F }[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  add(fault: F): string {
    this.counter += 1;
    const id = `${this.prefix}-${this.counter}`;
    this.programmed.push({ id, fault, remaining: fault.times ?? 1, skipped: 0 });
    return id;
  }

  /** The fault whose turn it is for this call, used up once. */
  take(matches: (fault: F) => boolean): Programmed<F> | undefined {
    let found: Programmed<F> | undefined;
    for (const p of this.programmed.filter((q) => matches(q.fault))) {
      if (p.skipped < (p.fault.skip ?? 0)) p.skipped += 1;
      else found ??= p;
    }
    if (!found) return undefined;
    this.firedLog.push({ id: found.id, fault: found.fault });
    if (found.remaining > 0) {
      found.remaining -= 1;
      if (found.remaining === 0) this.programmed.splice(this.programmed.indexOf(found), 1);
    }
    return found;
  }

  list(): Programmed<F>[] {
    return [...this.programmed];
  }

  /** Every firing so far, in order: a fault that fires twice is here twice. */
  fired(): readonly { id: string; fault: F }[] {
    return this.firedLog;
  }

  clear(): void {
    this.programmed.splice(0);
  }
}
