import type { IncomingHttpHeaders } from 'node:http';
import type { IdFactory } from '../ids.ts';
import { LARK, LarkRefusal } from '../lark-codes.ts';

/** Who a call acts as: the app (a tenant token) or a user (a user access token). */
export type Caller = { kind: 'app' } | { kind: 'user'; user: string };

/** Tenant and user access tokens the double issued, with their expiry on the monotonic clock. */
export class TokenBook {
  private readonly issued = new Map<string, { expiry: number; caller: Caller }>();
  /** Every token ever issued, revoked or expired ones too: what a report must not show. */
  private readonly ever: Array<{ token: string; caller: Caller }> = [];

  constructor(
    private readonly ids: IdFactory,
    private readonly now: () => number,
    readonly ttlSeconds: number,
  ) {}

  issue(): string {
    return this.add(this.ids.token(), { kind: 'app' });
  }

  /** A user_access_token: Lark's OAuth flow, done once by hand. */
  issueUser(user: string): string {
    return this.add(this.ids.userToken(), { kind: 'user', user });
  }

  /** Revokes every tenant token: the next call with one gets 99991663, as after a secret rotation. */
  revokeAll(): number {
    let count = 0;
    for (const [token, { caller }] of this.issued) {
      if (caller.kind !== 'app') continue;
      this.issued.delete(token);
      count += 1;
    }
    return count;
  }

  /** The caller of a request with a live token; Lark's refusal otherwise. */
  check(headers: IncomingHttpHeaders): Caller {
    const header = headers.authorization;
    if (!header) throw new LarkRefusal(LARK.missingToken);
    const token = /^Bearer (.+)$/.exec(header)?.[1];
    const found = token === undefined ? undefined : this.issued.get(token);
    if (found === undefined || found.expiry <= this.now()) throw new LarkRefusal(LARK.invalidToken);
    return found.caller;
  }

  /** Every token issued so far, with whom it acts for. */
  all(): ReadonlyArray<{ token: string; caller: Caller }> {
    return this.ever;
  }

  private add(token: string, caller: Caller): string {
    this.ever.push({ token, caller });
    this.issued.set(token, { expiry: this.now() + this.ttlSeconds * 1000, caller });
    return token;
  }
}
