import type { IncomingHttpHeaders } from 'node:http';
import type { IdFactory } from '../ids.ts';
import { LARK, LarkRefusal } from '../lark-codes.ts';

/** Tenant tokens the double issued, with their expiry on the monotonic clock. */
export class TokenBook {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ids: IdFactory,
    private readonly now: () => number,
    readonly ttlSeconds: number,
  ) {}

  issue(): string {
    const token = this.ids.token();
    this.expiries.set(token, this.now() + this.ttlSeconds * 1000);
    return token;
  }

  /** Revokes every token: the next call with one gets 99991663, as after a secret rotation. */
  revokeAll(): number {
    const count = this.expiries.size;
    this.expiries.clear();
    return count;
  }

  /** Throws Lark's refusal unless the request carries a live token. */
  check(headers: IncomingHttpHeaders): void {
    const header = headers.authorization;
    if (!header) throw new LarkRefusal(LARK.missingToken);
    const token = /^Bearer (.+)$/.exec(header)?.[1];
    const expiry = token === undefined ? undefined : this.expiries.get(token);
    if (expiry === undefined || expiry <= this.now()) throw new LarkRefusal(LARK.invalidToken);
  }
}
