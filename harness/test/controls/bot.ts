import type * as lark from '@larksuiteoapi/node-sdk';
import type { Approvals } from './approvals.ts';
import type { Attached } from './attached.ts';
import type { Delivery } from './delivery.ts';
import type { Holder } from './holder.ts';
import type { HostClient } from './host-client.ts';
import type { Inbox } from './inbox.ts';
import type { Inputs } from './inputs.ts';
import type { Lanes } from './lanes.ts';
import type { Media } from './media.ts';
import type { SharedSessions } from './shared-sessions.ts';
import type { SharedStore } from './shared-store.ts';
import type { Slots } from './slots.ts';
import type { Threads } from './threads.ts';
import type { Timing } from './timing.ts';
import type { Triggers } from './triggers.ts';

/** The parts of the control bot, wired once at start and shared by intake, admission, turns and recovery. */
export interface Bot {
  client: lark.Client;
  botOpenId: string;
  host: HostClient;
  inbox: Inbox;
  inputs: Inputs;
  attached: Attached;
  triggers: Triggers;
  threads: Threads;
  lanes: Lanes;
  /** At most memoryQueueBound sources in memory; the rest wait in the inbox (TR-004). */
  holder: Holder;
  slots: Slots;
  delivery: Delivery;
  approvals: Approvals;
  media: Media;
  timing: Timing;
  /** With LARKSPUR_STORE_URL: the store every instance of the bot shares, and the sessions this one runs from it. */
  shared: { store: SharedStore; sessions: SharedSessions } | undefined;
  stopBudgetMs: number;
  feedbackWindowMs: number;
  idleTimeoutMs: number;
  hardTimeoutMs: number;
  progressIntervalMs: number;
  draftLimitChars: number;
  inputCharLimit: number;
  pendingInputLimit: number;
}
