/**
 * A tiny Lark bridge on the official SDK, right in the simple things but for one deliberate flaw chosen by
 * CONTROL_FLAW (flaw.ts). Controls prove that each scenario can fail: a scenario that passes against its
 * control is worthless. Most adapters declare no capabilities: only what the wire shows is checked. The few
 * that declare control also have the bot's small control API checked (control-api.ts), and those that
 * declare event-timing its timing lines (timing.ts).
 */
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { Approvals } from './approvals.ts';
import { Attached } from './attached.ts';
import type { Bot } from './bot.ts';
import { serveControl } from './control-api.ts';
import { Delivery } from './delivery.ts';
import { Drain } from './drain.ts';
import { flaw } from './flaw.ts';
import { Holder } from './holder.ts';
import { HostClient } from './host-client.ts';
import { Inbox } from './inbox.ts';
import { admit } from './admission.ts';
import { Inputs } from './inputs.ts';
import { receive } from './intake.ts';
import { Lanes } from './lanes.ts';
import { Media } from './media.ts';
import { readLaunch } from './launch.ts';
import { takeLease } from './lease.ts';
import { recover } from './recovery.ts';
import { Slots } from './slots.ts';
import type { ReceiveEvent } from './source.ts';
import { Threads } from './threads.ts';
import { Timing } from './timing.ts';
import { peer, readsAtStart } from './peer.ts';
import { Triggers } from './triggers.ts';
import { serveWebhook } from './webhook.ts';
import { SharedSessions } from './shared-sessions.ts';
import { SharedStore } from './shared-store.ts';

const launch = readLaunch();
// Before anything else: a second instance must not even ask for a long connection (TR-006).
if (flaw !== 'no-lease') {
  const holder = takeLease(launch.dataDir);
  if (holder !== undefined) {
    process.stderr.write(
      `tiny-bot: the consumer lease of ${launch.dataDir} is held by pid ${holder}; not connecting\n`,
    );
    process.exit(4);
  }
}
// From here on SIGTERM drains the work in hand before it exits (TR-009).
const drain = new Drain();

const host = new HostClient(launch.hostCommand);
// Required, not imported, and only now: under tsx an ESM import of the SDK's 100,000-line bundle takes
// twice as long, and the host starts meanwhile.
const lark = createRequire(import.meta.url)(
  '@larksuiteoapi/node-sdk',
) as typeof import('@larksuiteoapi/node-sdk');
if (flaw === 'logs-requests') {
  // A debug dump of every API request, as a bridge might keep from its first days: the Authorization
  // header carries the tenant token (OB-002).
  lark.defaultHttpInstance.interceptors.request.use((request) => {
    process.stderr.write(
      `tiny-bot: ${request.method} ${request.url} ${String(request.headers.Authorization)}\n`,
    );
    return request;
  });
}
const client = new lark.Client({ ...launch.lark, loggerLevel: lark.LoggerLevel.error });
if (peer) await readsAtStart(client, launch.lark.appId);
await host.connect();
// Who the bot is: a group message is for it only when it names this open_id (AD-005).
const info = (await client.request({ url: '/open-apis/bot/v3/info', method: 'GET' })) as {
  bot?: { open_id?: string };
};
if (!info.bot?.open_id) throw new Error('bot/v3/info answered without an open_id');
const bot: Bot = {
  client,
  botOpenId: info.bot.open_id,
  host,
  inbox: new Inbox(launch.dataDir),
  inputs: new Inputs(),
  attached: new Attached(launch.claimWaitCapMs),
  triggers: new Triggers(launch.dataDir),
  threads: new Threads(host, launch.dataDir, launch.modelProvider),
  lanes: new Lanes(),
  holder: new Holder(
    launch.memoryQueueBound,
    (messageId) => admit(bot, messageId),
    () => bot.inbox.waitingForAdmission(),
  ),
  slots: new Slots(flaw === 'unbounded' ? Infinity : launch.maxHandlers),
  delivery: new Delivery(client, launch.deliveryRetryMs),
  approvals: new Approvals(client, launch.verificationToken, launch.approvalTtlMs),
  media: new Media(client, join(launch.dataDir, 'media'), launch.mediaMaxBytes),
  timing: new Timing(launch.eventTiming ? launch.lark.appId : undefined),
  stopBudgetMs: launch.stopBudgetMs,
  feedbackWindowMs: launch.feedbackWindowMs,
  idleTimeoutMs: launch.idleTimeoutMs,
  hardTimeoutMs: launch.hardTimeoutMs,
  progressIntervalMs: launch.progressIntervalMs,
  draftLimitChars: launch.draftLimitChars,
  inputCharLimit: launch.inputCharLimit,
  pendingInputLimit: launch.pendingInputLimit,
  shared: undefined,
};
host.onRequest = (method, params, id, respond, paths) =>
  bot.approvals.request(method, params, id, respond, paths);
host.onResolved = (params) => bot.approvals.resolved(params);
if (launch.storeUrl) {
  // Several instances over one store: the shared inbox and the session leases decide what runs where, and
  // a session of a dead instance is taken over from the store, not recovered from this data directory.
  const store = await SharedStore.open(
    launch.storeUrl,
    `${basename(launch.dataDir)}-${process.pid}`,
    launch.instanceLeaseMs,
  );
  const sessions = new SharedSessions(bot, store, launch.instanceLeaseMs, launch.maxHandlers);
  bot.shared = { store, sessions };
  bot.delivery.fence = flaw === 'no-fencing-token' ? undefined : (sourceId) => sessions.mayWrite(sourceId);
  bot.inbox.onChange = (messageId, change) => sessions.mirror(messageId, change);
  bot.threads.onBind = (conversation, threadId) => store.bindThread(conversation, threadId);
  sessions.start();
} else {
  recover(bot);
}

const { webhook } = launch;
const dispatcher = new lark.EventDispatcher({
  loggerLevel: lark.LoggerLevel.error,
  ...(webhook ? { encryptKey: webhook.encryptKey, verificationToken: webhook.verificationToken } : {}),
}).register({
  'im.message.receive_v1': (event: ReceiveEvent) => receive(bot, event),
});
// A card click is read from the raw envelope: the SDK's flattening hides its verification token (HO-008).
const invoke = dispatcher.invoke.bind(dispatcher);
dispatcher.invoke = async (data, params) => {
  const envelope = data as { header?: { event_type?: string } } | null;
  if (flaw === 'non-events-unacknowledged' && typeof envelope?.header?.event_type !== 'string')
    throw new Error('not an event');
  return envelope?.header?.event_type === 'card.action.trigger'
    ? bot.approvals.click(envelope as Record<string, unknown>)
    : invoke(data, params);
};
if (webhook) {
  const pushes = serveWebhook(lark.generateChallenge, dispatcher, webhook);
  serveControl(bot, { ...launch.control, providerReady: () => pushes.listening });
  drain.closes(pushes);
} else {
  const ws = new lark.WSClient({
    ...launch.lark,
    loggerLevel: lark.LoggerLevel.error,
    autoReconnect: flaw !== 'no-reconnect',
  });
  serveControl(bot, {
    ...launch.control,
    providerReady: () => ws.getConnectionStatus().state === 'connected',
  });
  drain.closes(ws);
  void ws.start({ eventDispatcher: dispatcher });
}
