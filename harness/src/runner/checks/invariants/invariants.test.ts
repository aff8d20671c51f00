import { describe, expect, it } from 'vitest';
import type {
  ProviderDoubleRecord,
  ProviderDoubleStoredMessage,
  Scenario,
} from '../../../../../generated/types/index.ts';
import type { LoggedTurn } from '../../../doubles/host/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { ChangeSignal } from '../../signal.ts';
import { leftBehind } from '../../left-behind.ts';
import {
  invariantAcks,
  invariantAdmissions,
  invariantAfterStop,
  invariantAnswers,
  invariantDrafts,
  invariantModelRuns,
} from './index.ts';

type NewRecord = ProviderDoubleRecord extends infer R ? (R extends unknown ? Omit<R, 'seq'> : never) : never;

/**
 * A settled scenario as the invariants see it: named sends, what the double holds and recorded, the host's
 * turns. Built from plain data, so that each rule is shown on the smallest case that breaks it.
 */
class World {
  readonly steps: Scenario['steps'][number][] = [];
  readonly captures = new Map<string, unknown>();
  readonly messages: ProviderDoubleStoredMessage[] = [];
  readonly records: ProviderDoubleRecord[] = [];
  readonly turns: LoggedTurn[] = [];
  readonly runnerLog: { at: number; source: 'runner'; summary: string }[] = [];
  webhook = false;
  /** Whether the implementation still runs when the scenario's steps ended. */
  running = true;
  private ids = 0;

  record(r: NewRecord): void {
    this.records.push({ ...r, seq: this.records.length + 1 } as ProviderDoubleRecord);
  }

  /** A user message, pushed at `at` and acknowledged 20 ms later. */
  send(name: string, text: string, at: number, chat = 'p2p:alice'): string {
    const messageId = `om_${name}`;
    this.steps.push({ do: 'provider.send', as: name, chat, text });
    this.captures.set(`${name}.messageId`, messageId);
    this.messages.push(message(messageId, chat, false, text));
    this.record({
      kind: 'event',
      at,
      eventId: `ev_${name}`,
      messageId,
      eventType: 'im.message.receive_v1',
      attempt: 1,
      via: 'ws',
      connectionId: 'ws-1',
    });
    this.record({
      kind: 'ack',
      at: at + 20,
      eventId: `ev_${name}`,
      messageId,
      code: 200,
      latencyMs: 20,
      attempt: 1,
      connectionId: 'ws-1',
    });
    return messageId;
  }

  /** A turn of the host that carried `input` and streamed `deltas`. */
  turn(
    input: string,
    deltas: string[],
    startedAt: number,
    endedAt: number,
    status: LoggedTurn['status'] = 'completed',
  ): void {
    this.turns.push({
      turnId: `turn_${this.turns.length + 1}`,
      threadId: 'thr_1',
      input,
      deltas,
      status,
      startedAt,
      endedAt,
    });
  }

  /** A bot reply to `to` created at `at`, edited later to each of `edits`; shows the last text. */
  post(to: string, text: string, at: number, edits: [number, string][] = []): string {
    this.ids += 1;
    const id = `om_bot${this.ids}`;
    const source = this.messages.find((m) => m.messageId === to)!;
    const shown = edits.at(-1)?.[1] ?? text;
    this.messages.push({ ...message(id, '', true, shown), chatId: source.chatId, parentId: to });
    this.record(http('im.message.reply', at, { message_id: to }, text, id));
    for (const [editAt, edited] of edits)
      this.record(http('im.message.update', editAt, { message_id: id }, edited, id));
    return id;
  }

  context(now = 60_000): ScenarioContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters below read the world, not the context
    const world = this;
    return {
      scenario: {
        id: 'x/y',
        title: 't',
        description: 'd',
        requirements: ['DE-006'],
        steps: this.steps as Scenario['steps'],
      },
      now: () => now,
      budgetEnd: Infinity,
      signal: new ChangeSignal(),
      captures: this.captures,
      anchors: new Map(),
      provider: {
        recorder: { records: world.records, origin: 0 },
        messages: () => world.messages,
        message: (id: string) => world.messages.find((m) => m.messageId === id),
        firedFaults: () => [],
        webhookState: () => ({
          url: world.webhook ? 'http://127.0.0.1:1/webhook/event' : null,
          encrypted: true,
        }),
        pendingEvents: () => 0,
      },
      host: { recorder: { records: [], origin: 0 }, turns: () => world.turns },
      sut: {
        get anyRunning() {
          return world.running;
        },
      },
      replyThreading: true,
      runnerLog: this.runnerLog,
    } as unknown as ScenarioContext;
  }
}

function message(
  messageId: string,
  chat: string,
  fromBot: boolean,
  text: string,
): ProviderDoubleStoredMessage {
  return {
    messageId,
    chatId: `oc_${chat.replace(/\W/g, '')}`,
    chatType: 'p2p',
    sender: { type: fromBot ? 'app' : 'user', id: 'x', name: 'x' },
    fromBot,
    msgType: 'text',
    content: JSON.stringify({ text }),
    text,
    createTime: '0',
    updateTime: '0',
    deleted: false,
    editCount: 0,
    patchCount: 0,
    updated: false,
    reactions: [],
  };
}

function http(api: string, at: number, params: Record<string, string>, text: string, id: string): NewRecord {
  return {
    kind: 'http',
    at,
    api,
    method: api === 'im.message.reply' ? 'POST' : 'PUT',
    path: '/',
    params,
    query: {},
    body: { msg_type: 'text', content: JSON.stringify({ text }) },
    response: { status: 200, body: { code: 0, data: { message_id: id } } },
  };
}

const QUICK = { layer: 'delivery' as const, quietMs: 0, within: 0 };
const answers = (w: World) => invariantAnswers({ expect: 'invariant.answers', ...QUICK }, w.context());
const drafts = (w: World) => invariantDrafts({ expect: 'invariant.drafts', ...QUICK }, w.context());
const offences = (o: Outcome) =>
  o.status === 'untested' ? undefined : (o.actual as Record<string, unknown>);

describe('invariants', () => {
  it('an answered request passes; the answer is the whole text the host streamed, exactly', async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] alpha bravo', 100);
    w.turn('fuzz [m1] alpha bravo', ['fuzz [m1] ', 'alpha bravo'], 200, 500);
    w.post(m1, 'Draft: fuzz [m1] ', 300, [[600, 'fuzz [m1] alpha bravo']]);
    expect(await answers(w)).toMatchObject({
      status: 'pass',
      actual: { answered: 1, sources: { m1: 'ran, answered' } },
    });
    expect((await drafts(w)).status).toBe('pass');
  });

  it('a request whose draft was never replaced is lost, and its draft is left provisional', async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] alpha bravo', 100);
    w.turn('fuzz [m1] alpha bravo', ['fuzz [m1] ', 'alpha bravo'], 200, 500);
    w.post(m1, 'Draft: fuzz [m1] ', 300);
    expect(offences(await answers(w))).toMatchObject({ lost: ['m1'] });
    expect(offences(await drafts(w))).toMatchObject({ provisional: ['m1'] });
  });

  it('two messages showing the answer are a duplicate answer', async () => {
    const w = new World();
    const m1 = w.send('m1', 'hello there', 100);
    w.turn('hello there', ['hello', ' there'], 200, 500);
    w.post(m1, 'hello there', 600);
    w.post(m1, 'hello there', 900);
    expect(offences(await answers(w))).toMatchObject({ duplicate: ['m1'] });
  });

  it('a notice written after the turn ended is an outcome; the queued notice written before it is not', async () => {
    const failed = new World();
    const m1 = failed.send('m1', 'hello there', 100);
    failed.turn('hello there', ['hello', ' there'], 200, 500, 'failed');
    failed.post(m1, 'Queued: 1 ahead', 150, [[700, 'The request failed on the agent host.']]);
    expect(await answers(failed)).toMatchObject({ status: 'pass', actual: { outcomes: 1 } });
    const lost = new World();
    const m2 = lost.send('m2', 'hello there', 100);
    lost.turn('hello there', ['hello', ' there'], 200, 500);
    lost.post(m2, 'Queued: 1 ahead', 150);
    expect(offences(await answers(lost))).toMatchObject({ lost: ['m2'] });
  });

  it('an acknowledged request with no turn and no notice was dropped before admission; a refusal is fine', async () => {
    const w = new World();
    w.send('m1', 'never ran', 100);
    const m2 = w.send('m2', 'refused', 100);
    w.post(m2, 'This message is too long for the agent.', 200);
    const o = await invariantAdmissions(
      { expect: 'invariant.admissions', ...QUICK, layer: 'admission' },
      w.context(),
    );
    expect(offences(o)).toMatchObject({ dropped: ['m1'], acknowledged: 2 });
  });

  it("two turns carrying one request's text are a duplicate model run", async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] once', 100);
    w.turn('fuzz [m1] once', ['fuzz [m1] once'], 200, 300);
    w.turn('fuzz [m1] once', ['fuzz [m1] once'], 2000, 2100);
    w.post(m1, 'fuzz [m1] once', 400);
    const o = await invariantModelRuns(
      { expect: 'invariant.model-runs', ...QUICK, layer: 'host' },
      w.context(),
    );
    expect(offences(o)).toMatchObject({ 'duplicate-run': ['m1'] });
  });

  it('after a stop was answered, a request that was already in starts no turn and no stopped text is sent', async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] long task', 100);
    const m2 = w.send('m2', 'fuzz [m2] queued task', 150);
    const stop = w.send('s1', '/stop', 400);
    w.turn('fuzz [m1] long task', ['fuzz [m1] ', 'long'], 200, 450, 'interrupted');
    w.post(stop, 'Stopped.', 500);
    w.post(m1, 'fuzz [m1] long', 800);
    w.turn('fuzz [m2] queued task', ['fuzz [m2] queued task'], 900, 1000);
    w.post(m2, 'fuzz [m2] queued task', 1100);
    const o = await invariantAfterStop(
      { expect: 'invariant.after-stop', ...QUICK, layer: 'host' },
      w.context(),
    );
    expect(offences(o)).toMatchObject({ 'started-after-stop': ['m2'], 'sent-after-stop': ['m1'] });
  });

  it("stopped text is the stopped conversation's: a piece of it in another chat, or in a request's own answer, is not sent after the stop", async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] juliet kilo foxtrot', 100);
    const stop = w.send('s1', '/stop', 400);
    w.turn(
      'fuzz [m1] juliet kilo foxtrot',
      ['fuzz [m1] ', 'juliet kil', 'o foxtrot '],
      200,
      450,
      'interrupted',
    );
    w.post(stop, 'Stopped.', 500);
    w.post(m1, 'Stopped. The request was interrupted.', 600);
    // The seed-2 case: "o foxtrot" is also in "romeo foxtrot", another chat's request.
    const elsewhere = w.send('m2', 'fuzz [m2] romeo foxtrot', 700, 'p2p:bob');
    w.turn('fuzz [m2] romeo foxtrot', ['fuzz [m2] romeo foxtrot'], 710, 800);
    w.post(elsewhere, 'fuzz [m2] romeo foxtrot', 900);
    const here = w.send('m3', 'fuzz [m3] romeo foxtrot', 1000);
    w.turn('fuzz [m3] romeo foxtrot', ['fuzz [m3] romeo foxtrot'], 1010, 1100);
    w.post(here, 'fuzz [m3] romeo foxtrot', 1200);
    const o = await invariantAfterStop(
      { expect: 'invariant.after-stop', ...QUICK, layer: 'host' },
      w.context(),
    );
    expect(o).toMatchObject({ status: 'pass' });
    // The same piece in a bot message of the conversation that answers nothing else is stopped text.
    const chatId = w.messages.find((m) => m.messageId === m1)!.chatId;
    w.messages.push({ ...message('om_loose', '', true, 'juliet kilo foxtrot'), chatId });
    w.record(http('im.message.create', 1300, {}, 'juliet kilo foxtrot', 'om_loose'));
    const sent = await invariantAfterStop(
      { expect: 'invariant.after-stop', ...QUICK, layer: 'host' },
      w.context(),
    );
    expect(offences(sent)).toMatchObject({ 'sent-after-stop': ['m1'] });
  });

  it('every push acknowledged in time, measured at arrival; a push to a connection that closed needs none', async () => {
    const w = new World();
    w.send('m1', 'x', 0);
    const frame = (
      at: number,
      direction: 'in' | 'out',
      id: string,
      payload: unknown,
      connectionId = 'ws-1',
    ) =>
      w.record({
        kind: 'frame',
        at,
        direction,
        connectionId,
        frame: {
          seqId: 1,
          logId: 1,
          service: 1,
          method: 1,
          headers: { type: 'event', message_id: id, sum: '1', seq: '0' },
          payload,
        },
      });
    const envelope = { event: { message: { message_id: 'om_m1' } } };
    frame(0, 'out', 'p1', envelope);
    frame(40, 'in', 'p1', { code: 200 });
    frame(5000, 'out', 'p2', envelope);
    frame(8500, 'in', 'p2', { code: 200 });
    frame(10_000, 'out', 'p3', envelope, 'ws-2');
    w.record({ kind: 'connection', at: 10_500, event: 'close', connectionId: 'ws-2' });
    frame(20_000, 'out', 'p4', envelope);
    const o = await invariantAcks({ expect: 'invariant.acks', ...QUICK, layer: 'transport' }, w.context());
    expect(offences(o)).toMatchObject({ late: ['m1#2'], unacknowledged: ['m1#4'], pushes: 4, excused: 1 });
  });

  it('webhook: a push the implementation was down for, or died within the deadline of, needs no answer', async () => {
    const w = new World();
    w.webhook = true;
    w.send('m1', 'answered', 0);
    const push = (at: number, attempt: number) =>
      w.record({
        kind: 'event',
        at,
        eventId: 'ev_m2',
        messageId: 'om_m2',
        eventType: 'im.message.receive_v1',
        attempt,
        via: 'webhook',
        connectionId: 'webhook',
      });
    w.steps.push({ do: 'provider.send', as: 'm2', chat: 'p2p:alice', text: 'pushed into a kill' });
    w.captures.set('m2.messageId', 'om_m2');
    w.messages.push(message('om_m2', 'p2p:alice', false, 'pushed into a kill'));
    w.records.forEach((r) => r.kind === 'event' && Object.assign(r, { via: 'webhook' }));
    push(1000, 1);
    w.runnerLog.push({
      at: 2000,
      source: 'runner',
      summary: 'implementation exited: code null signal SIGKILL',
    });
    push(2500, 2);
    w.runnerLog.push({ at: 3000, source: 'runner', summary: 'implementation ready after 900 ms' });
    push(9000, 3);
    const o = await invariantAcks({ expect: 'invariant.acks', ...QUICK, layer: 'transport' }, w.context());
    expect(offences(o)).toMatchObject({ unacknowledged: ['m2#3'], pushes: 4, excused: 2 });
  });

  it('judges nothing, and so proves nothing, when no named send reached the double', async () => {
    expect(await answers(new World())).toMatchObject({ status: 'untested', reason: 'not-covered' });
  });

  it('an answer with a footer, or in continuation parts, is the answer: no draft, no duplicate', async () => {
    const footer = new World();
    const m1 = footer.send('m1', 'fuzz [m1] alpha bravo', 100);
    footer.turn('fuzz [m1] alpha bravo', ['fuzz [m1] ', 'alpha bravo'], 200, 500);
    footer.post(m1, 'Working on it…', 150);
    footer.post(m1, 'Draft: fuzz [m1] ', 300, [[600, 'fuzz [m1] alpha bravo\n— answered by the bot, 1.2 s']]);
    expect(await answers(footer)).toMatchObject({ status: 'pass', actual: { answered: 1 } });
    expect((await drafts(footer)).status).toBe('pass');
    const parts = new World();
    const long = Array.from({ length: 40 }, (_, i) => `line ${i} of a long answer`).join('\n');
    const m2 = parts.send('m2', 'tell me everything', 100);
    parts.turn('tell me everything', long.match(/[\s\S]{1,50}/g)!, 200, 500);
    parts.post(m2, long.slice(0, 333), 600);
    parts.post(m2, long.slice(333, 700), 610);
    parts.post(m2, long.slice(700), 620);
    expect(await answers(parts)).toMatchObject({ status: 'pass', actual: { answered: 1 } });
    expect((await drafts(parts)).status).toBe('pass');
    // The answer beside the draft that stayed: the draft is left, whatever shows the answer.
    parts.post(m2, `Draft: ${long.slice(0, 120)}`, 400);
    expect(offences(await drafts(parts))).toMatchObject({ provisional: ['m2'] });
  });

  it('the runner adds a draft left only once the turn ended and while the implementation runs', async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] alpha bravo', 100);
    w.turn('fuzz [m1] alpha bravo', ['fuzz [m1] ', 'alpha bravo'], 200, 500, 'failed');
    w.post(m1, 'Draft: fuzz [m1] ', 300);
    w.post(m1, 'The request failed on the agent host.', 700);
    expect(await leftBehind(w.context())).toMatchObject([
      { id: 'runner-draft-left', layer: 'delivery', status: 'fail', actual: { provisional: ['m1'] } },
    ]);
    w.running = false;
    expect(await leftBehind(w.context())).toEqual([]);
    // What the bot wrote once the turn ended is its final word, whatever it shows: an answer it reformatted.
    w.running = true;
    w.record(http('im.message.update', 800, { message_id: 'om_bot1' }, 'Draft: fuzz [m1] ', 'om_bot1'));
    expect(await leftBehind(w.context())).toEqual([]);
    w.records.pop();
    // A draft write that landed once the turn ended, but before the outcome: the outcome is the final word.
    w.record(http('im.message.update', 600, { message_id: 'om_bot1' }, 'Draft: fuzz [m1] ', 'om_bot1'));
    expect(await leftBehind(w.context())).toMatchObject([
      { id: 'runner-draft-left', layer: 'delivery', status: 'fail', actual: { provisional: ['m1'] } },
    ]);
    // The bot never quiet (an event still pending at the provider): the draft cannot be judged, never a pass.
    const busy = w.context();
    let clock = 60_000;
    Object.assign(busy, { now: () => (clock += 1000) });
    Object.assign(busy.provider, { pendingEvents: () => 1 });
    expect(await leftBehind(busy)).toMatchObject([
      { id: 'runner-draft-left', layer: 'delivery', status: 'untested', reason: 'budget' },
    ]);
    w.records.pop();
    w.running = true;
    w.turns[0]!.status = 'inProgress';
    expect(await leftBehind(w.context())).toEqual([]);
  });

  it('the runner adds a turn started and stopped text sent after a stop, each in its layer', async () => {
    const w = new World();
    const m1 = w.send('m1', 'fuzz [m1] long task', 100);
    const m2 = w.send('m2', 'fuzz [m2] queued task', 150);
    const stop = w.send('s1', '/stop', 400);
    w.turn('fuzz [m1] long task', ['fuzz [m1] ', 'long'], 200, 450, 'interrupted');
    w.post(stop, 'Stopped.', 500);
    w.post(m1, 'Stopped. The request was interrupted.', 520);
    w.turn('fuzz [m2] queued task', ['fuzz [m2] queued task'], 900, 1000);
    w.post(m2, 'fuzz [m2] queued task', 1100);
    expect(await leftBehind(w.context())).toMatchObject([
      { id: 'runner-turn-after-stop', layer: 'host', actual: { 'started-after-stop': ['m2'] } },
    ]);
    w.post(m1, 'fuzz [m1] long', 800);
    expect((await leftBehind(w.context())).map((c) => [c.id, c.layer])).toEqual([
      ['runner-turn-after-stop', 'host'],
      ['runner-sent-after-stop', 'delivery'],
    ]);
  });
});
