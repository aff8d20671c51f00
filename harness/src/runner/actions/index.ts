import { createHash, randomBytes } from 'node:crypto';
import type { ProviderDoubleInjectMessage, Step } from '../../../../generated/types/index.ts';
import { BadInjectionError } from '../../doubles/provider/index.ts';
import type { ScenarioContext } from '../context.ts';
import { anchorNow } from '../context.ts';
import { substitute } from '../captures.ts';
import { sleep } from '../signal.ts';
import { MissingCaptureError } from '../errors.ts';
import type { Readiness } from '../sut-manager.ts';
import { controlCall } from './control-calls.ts';

type Action = Extract<Step, { do: string }>;

/** An action could not be carried out; the checks after it decide what that means. */
export interface ActionResult {
  /** Set when the implementation did not come back after a restart: later checks are blocked. */
  notReady?: Extract<Readiness, { ready: false }>;
}

export function chatOf(ref: string): ProviderDoubleInjectMessage['chat'] {
  const [kind, rest] = ref.split(':') as [string, string];
  if (kind === 'p2p') return { type: 'p2p', user: rest };
  const [name, topic] = rest.split('/') as [string, string | undefined];
  return topic === undefined ? { type: 'group', name } : { type: 'group', name, topic };
}

function remember(ctx: ScenarioContext, as: string | undefined, values: Record<string, unknown>): void {
  if (!as) return;
  for (const [k, v] of Object.entries(values)) if (v !== undefined) ctx.captures.set(`${as}.${k}`, v);
}

export async function runAction(step: Action, ctx: ScenarioContext): Promise<ActionResult> {
  const anchor = anchorNow(ctx);
  if ('as' in step && step.as) ctx.anchors.set(step.as, anchor);
  switch (step.do) {
    case 'provider.send': {
      const chat = chatOf(step.chat);
      const parent = step.parent === undefined ? undefined : ctx.captures.get(`${step.parent}.messageId`);
      const input: ProviderDoubleInjectMessage = {
        chat,
        sender: step.fromBot
          ? `bot:${ctx.provider.bot.name}`
          : (step.from ?? (chat.type === 'p2p' ? chat.user : 'alice')),
        ...(step.text !== undefined ? { text: step.text } : {}),
        ...(step.repeat !== undefined ? { repeat: step.repeat } : {}),
        ...(step.patch !== undefined ? { patch: step.patch } : {}),
        ...(step.msgType !== undefined ? { msgType: step.msgType } : {}),
        ...(step.content !== undefined ? { content: step.content } : {}),
        ...(step.mention ? { mentionBot: true } : {}),
        ...(step.mentionUser !== undefined ? { mentionUser: step.mentionUser } : {}),
        ...(typeof parent === 'string' ? { parentMessageId: parent } : {}),
        ...(step.senderType || step.fromBot ? { senderType: step.fromBot ? 'app' : step.senderType } : {}),
        ...(step.parts !== undefined ? { parts: step.parts } : {}),
        ...(step.faults !== undefined ? { faults: step.faults } : {}),
      };
      remember(ctx, step.as, { ...ctx.provider.sendMessage(input) });
      return {};
    }
    case 'provider.redeliver': {
      const options = { newEventId: step.newEventId ?? false };
      // A click is redelivered as that exact event: a card may have been clicked more than once.
      const click = ctx.captures.has(`${step.of}.card`) ? ctx.captures.get(`${step.of}.eventId`) : undefined;
      if (typeof click === 'string') {
        remember(ctx, step.as, { ...ctx.provider.redeliver({ eventId: click }, options) });
        return {};
      }
      // A burst is pushed again whole, in send order.
      const burst = ctx.captures.get(`${step.of}.messageIds`);
      if (Array.isArray(burst)) {
        const pushed = burst.map((id) => ctx.provider.redeliver({ messageId: String(id) }, options));
        remember(ctx, step.as, {
          messageIds: pushed.map((p) => p.messageId),
          eventIds: pushed.map((p) => p.eventId),
        });
        return {};
      }
      const messageId = ctx.captures.get(`${step.of}.messageId`);
      if (typeof messageId !== 'string') throw new MissingCaptureError(step.of, 'message id to redeliver');
      remember(ctx, step.as, { ...ctx.provider.redeliver({ messageId }, options) });
      return {};
    }
    case 'provider.cardAction':
      cardAction(ctx, step);
      return {};
    case 'provider.resource':
      remember(ctx, step.as, resource(ctx, step));
      return {};
    case 'host.release':
      ctx.host.release(step.key);
      return {};
    case 'sut.kill':
      remember(ctx, step.as, {
        exit: await ctx.sut.stop(step.signal ?? 'SIGKILL', instanceOf(step.instance, ctx)),
      });
      return {};
    case 'sut.restart': {
      const { stopped, readiness } = await ctx.sut.restart(
        step.signal ?? 'SIGKILL',
        instanceOf(step.instance, ctx),
      );
      remember(ctx, step.as, { exit: stopped });
      return readiness.ready ? {} : { notReady: readiness };
    }
    case 'sut.start': {
      if (step.second) {
        await ctx.sut.startSecond();
        return {};
      }
      const readiness = await ctx.sut.start(instanceOf(step.instance, ctx));
      return readiness.ready ? {} : { notReady: readiness };
    }
    case 'sut.pause':
      ctx.sut.signal(instanceOf(step.instance, ctx)!, 'SIGSTOP');
      return {};
    case 'sut.resume':
      ctx.sut.signal(instanceOf(step.instance, ctx)!, 'SIGCONT');
      return {};
    case 'control.stop': {
      if (!ctx.control) return {};
      const turnId = String(substitute(step.turn, ctx.captures));
      try {
        const res = await ctx.control.stopTurn(turnId);
        ctx.controlLog.push({
          at: ctx.now(),
          method: 'POST',
          path: `/v1/turns/${turnId}/stop`,
          status: res.status,
          body: res.body,
        });
        remember(ctx, step.as, { status: res.status, body: res.body });
      } catch (error) {
        ctx.controlLog.push({
          at: ctx.now(),
          method: 'POST',
          path: `/v1/turns/${turnId}/stop`,
          status: 0,
          body: (error as Error).message,
        });
      }
      return {};
    }
    case 'control.input': {
      if (!ctx.control) return {};
      const sessionId = String(substitute(step.session, ctx.captures));
      const path = `/v1/sessions/${sessionId}/inputs`;
      try {
        const res = await ctx.control.sendSessionInput(sessionId, {
          clientInputId: step.as,
          mode: step.mode,
          text: step.text,
        });
        ctx.controlLog.push({ at: ctx.now(), method: 'POST', path, status: res.status, body: res.body });
        remember(ctx, step.as, {
          status: res.status,
          body: res.body,
          answer: { status: res.status, body: res.body },
        });
      } catch (error) {
        ctx.controlLog.push({
          at: ctx.now(),
          method: 'POST',
          path,
          status: 0,
          body: (error as Error).message,
        });
      }
      return {};
    }
    case 'control.attachedBind':
    case 'control.attachedClaim':
    case 'control.attachedComplete':
    case 'control.attachedClose':
    case 'control.trigger':
      await controlCall(step, ctx, chatOf);
      return {};
    case 'wait':
      await sleep(step.ms);
      return {};
    case 'provider.fault':
      if (step.http) ctx.provider.addHttpFault(step.http);
      if (step.push) ctx.provider.addPushFault(step.push);
      return {};
    case 'provider.clearFaults':
      ctx.provider.clearFaults();
      return {};
    case 'provider.disconnect':
      await disconnect(ctx, step.within ?? 10_000);
      return {};
    case 'provider.edit': {
      const messageId = ctx.captures.get(`${step.of}.messageId`);
      if (typeof messageId !== 'string') throw new MissingCaptureError(step.of, 'message id to edit');
      ctx.provider.editMessage(messageId, step.text);
      return {};
    }
    case 'provider.burst':
      remember(ctx, step.as, await burst(ctx, step));
      return {};
    case 'provider.malformed':
      remember(ctx, step.as, await malformed(ctx, step));
      return {};
  }
}

/** The 1-based instance a step names, by number or by a capture of one (a host call's instance). */
function instanceOf(ref: number | string | undefined, ctx: ScenarioContext): number | undefined {
  if (ref === undefined || typeof ref === 'number') return ref;
  const value = substitute(ref, ctx.captures);
  if (typeof value !== 'number') throw new MissingCaptureError(ref, 'instance number');
  return value;
}

/** Closes every long connection and waits until the implementation has connected again. */
async function disconnect(ctx: ScenarioContext, withinMs: number): Promise<void> {
  const before = ctx.now();
  ctx.provider.closeConnections('closed by the scenario');
  const deadline = before + withinMs;
  const reconnected = () =>
    ctx.provider.connectedClients() > 0 &&
    ctx.provider.recorder.records.some((r) => r.kind === 'connection' && r.event === 'open' && r.at > before);
  while (!reconnected() && ctx.now() < deadline) await ctx.signal.wait(Math.min(50, deadline - ctx.now()));
}

type CardActionStep = Extract<Action, { do: 'provider.cardAction' }>;

/**
 * A user clicks a button of the bot's card. A card without the button asked for is the implementation's
 * to answer for — the checks after this step see that nothing was decided — never a broken harness.
 */
function cardAction(ctx: ScenarioContext, step: CardActionStep): void {
  const card = substitute(step.card, ctx.captures);
  if (typeof card !== 'string') throw new MissingCaptureError(step.card, 'card to click');
  const from = step.from === undefined ? undefined : substitute(step.from, ctx.captures);
  const choice = {
    ...(step.decision !== undefined ? { decision: step.decision } : {}),
    ...(step.button !== undefined ? { button: step.button } : {}),
  };
  try {
    const injected = ctx.provider.cardAction({
      messageId: card,
      user: step.user,
      ...(typeof from === 'string' ? { value: ctx.provider.buttonValue(from, choice) } : choice),
      ...(step.forged ? { token: `forged-${randomBytes(6).toString('hex')}` } : {}),
    });
    remember(ctx, step.as, { card, eventId: injected.eventId });
  } catch (error) {
    if (!(error instanceof BadInjectionError)) throw error;
    ctx.runnerLog.push({ at: ctx.now(), source: 'runner', summary: `nothing clicked: ${error.message}` });
  }
}

type ResourceStep = Extract<Action, { do: 'provider.resource' }>;

/** A fixed pattern of any length: the bytes of a large file, the same every run. */
function patternBytes(size: number): Buffer {
  const unit = Buffer.from('larkspur resource bytes 0123456789\n');
  return Buffer.alloc(size, unit);
}

function resource(ctx: ScenarioContext, step: ResourceStep): { sha256: string; size: number } {
  const data =
    step.text !== undefined
      ? Buffer.from(step.text, 'utf8')
      : step.base64 !== undefined
        ? Buffer.from(step.base64, 'base64')
        : patternBytes(step.size ?? 1);
  ctx.provider.putResource(step.key, data, step.contentType);
  return { sha256: createHash('sha256').update(data).digest('hex'), size: data.length };
}

type Burst = Extract<Action, { do: 'provider.burst' }>;

/** Interleaves the chats so that every conversation has work in flight at once, spread over overMs. */
async function burst(
  ctx: ScenarioContext,
  step: Burst,
): Promise<{ messageIds: string[]; eventIds: string[] }> {
  const total = step.chats * step.perChat;
  const gap = total > 1 ? step.overMs / (total - 1) : 0;
  const start = ctx.now();
  const messageIds: string[] = [];
  const eventIds: string[] = [];
  let n = 0;
  for (let i = 1; i <= step.perChat; i++) {
    for (let c = 1; c <= step.chats; c++) {
      const due = start + n * gap;
      // Behind schedule it still yields: the double reads ACK frames on this event loop, and a loop that
      // never yields would stamp them late and blame the implementation for the harness's own lag.
      await (due > ctx.now() ? sleep(due - ctx.now()) : new Promise(setImmediate));
      const user = `${step.userPrefix ?? 'user'}${c}`;
      const sent = ctx.provider.sendMessage({
        chat: { type: 'p2p', user },
        sender: user,
        text: `${step.text ?? 'burst'} ${c}.${i}`,
      });
      messageIds.push(sent.messageId);
      eventIds.push(sent.eventId);
      n++;
    }
  }
  return { messageIds, eventIds };
}

type Malformed = Extract<Action, { do: 'provider.malformed' }>;

/**
 * Malformed input from the double, the valid messages spread evenly among it (TR-010): what the checks
 * after it need are the ids of the valid messages, of the malformed events that reach a handler, and of the
 * pushes that are no event at all but reach the bridge as a push to answer.
 */
async function malformed(
  ctx: ScenarioContext,
  step: Malformed,
): Promise<{ messageIds: string[]; eventIds: string[]; malformedEventIds: string[]; notEventIds: string[] }> {
  const total = step.count + step.valid;
  const gap = total > 1 ? step.overMs / (total - 1) : 0;
  const every = total / step.valid;
  const chats = step.chats ?? 5;
  const start = ctx.now();
  const ids = {
    messageIds: [] as string[],
    eventIds: [] as string[],
    malformedEventIds: [] as string[],
    notEventIds: [] as string[],
  };
  let sentValid = 0;
  for (let n = 0; n < total; n++) {
    const due = start + n * gap;
    if (due > ctx.now()) await sleep(due - ctx.now());
    if (sentValid < step.valid && n >= Math.floor(sentValid * every)) {
      const user = `${step.userPrefix ?? 'user'}${(sentValid % chats) + 1}`;
      const sent = ctx.provider.sendMessage({
        chat: { type: 'p2p', user },
        sender: user,
        text: `valid ${sentValid + 1}`,
      });
      ids.messageIds.push(sent.messageId);
      ids.eventIds.push(sent.eventId);
      sentValid++;
      continue;
    }
    const pushed = ctx.provider.pushMalformed();
    if (pushed.eventId === undefined) continue;
    if (pushed.reachesHandler) ids.malformedEventIds.push(pushed.eventId);
    if (pushed.notAnEvent) ids.notEventIds.push(pushed.eventId);
  }
  return ids;
}
