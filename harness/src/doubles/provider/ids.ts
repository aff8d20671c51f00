import { createHash, randomBytes } from 'node:crypto';

function hex(input: string, length: number): string {
  return createHash('sha256').update(input).digest('hex').slice(0, length);
}

export interface UserIds {
  open_id: string;
  user_id: string;
  union_id: string;
}

/**
 * Every id the double hands out, in Lark's shapes. Names (users, groups, topics) map to ids stably, so
 * a scenario can say "alice" and a transcript stays readable across runs; fresh ids (messages, events)
 * are a counter hashed with a per-double seed, so two doubles never collide and one seed replays.
 */
export class IdFactory {
  readonly tenantKey: string;
  private counter = 0;
  /** Named ids by their hash input: every push names its sender and chat, and a hash is dear at a burst's rate. */
  private readonly named = new Map<string, string>();

  constructor(
    private readonly appId: string,
    private readonly seed: string = randomBytes(8).toString('hex'),
  ) {
    this.tenantKey = hex(`tenant:${appId}`, 16);
  }

  /** open_id is per app, as in Lark; user_id and union_id are not. */
  user(name: string): UserIds {
    return {
      open_id: `ou_${this.name(`open:${this.appId}:${name}`, 32)}`,
      user_id: this.name(`user:${name}`, 8),
      union_id: `on_${this.name(`union:${name}`, 32)}`,
    };
  }

  p2pChat(user: string): string {
    return `oc_${this.name(`p2p:${this.appId}:${user}`, 32)}`;
  }

  groupChat(name: string): string {
    return `oc_${this.name(`group:${name}`, 32)}`;
  }

  topicThread(group: string, topic: string): string {
    return `omt_${this.name(`topic:${group}:${topic}`, 16)}`;
  }

  private name(input: string, length: number): string {
    let id = this.named.get(input);
    if (id === undefined) {
      id = hex(input, 64);
      this.named.set(input, id);
    }
    return id.slice(0, length);
  }

  private fresh(kind: string, length: number): string {
    this.counter += 1;
    return hex(`${kind}:${this.seed}:${this.counter}`, length);
  }

  message(): string {
    return `om_${this.fresh('message', 32)}`;
  }

  thread(): string {
    return `omt_${this.fresh('thread', 16)}`;
  }

  event(): string {
    return this.fresh('event', 32);
  }

  /** The message_id header of a frame: one per push, so each attempt is acknowledged on its own. */
  frame(): string {
    return this.fresh('frame', 32);
  }

  token(): string {
    return `t-${this.fresh('token', 40)}`;
  }

  userToken(): string {
    return `u-${this.fresh('user-token', 40)}`;
  }

  logId(): string {
    return this.fresh('log', 24).toUpperCase();
  }

  reaction(): string {
    return this.fresh('reaction', 40);
  }

  ticket(): string {
    return this.fresh('ticket', 32);
  }

  deviceId(): string {
    return String(parseInt(this.fresh('device', 12), 16));
  }
}

/** A valid-looking app: `cli_` and 16 hex digits (the WSClient refuses anything else), and a secret. */
export function generateApp(): { appId: string; appSecret: string } {
  return { appId: `cli_${randomBytes(8).toString('hex')}`, appSecret: randomBytes(16).toString('base64url') };
}
