import { afterEach, describe, expect, it } from 'vitest';
import { HostConnectionLostError } from '../host/errors.ts';
import { FakeHost } from '../testing/fake-host.ts';
import { textSource } from '../testing/fake-intake.ts';
import { startRig, until, type Rig } from '../testing/harness.ts';
import type { ReadTurn } from './host.ts';

/** A host that takes a turn start but loses its answer; a later read shows how that turn ended, if given. */
class LostStartHost extends FakeHost {
  constructor(private readonly lastTurn: ReadTurn | undefined) {
    super();
    this.startTurnError = new HostConnectionLostError('turn/start');
  }

  override async listTurns(threadId: string): Promise<ReadTurn[]> {
    this.calls.push({ method: 'thread/turns/list', threadId });
    return this.lastTurn ? [this.lastTurn] : [];
  }
}

const rigs: Rig[] = [];
afterEach(async () => {
  for (const r of rigs.splice(0)) await r.stop().catch(() => {});
});

async function lostStart(lastTurn: ReadTurn | undefined) {
  const host = new LostStartHost(lastTurn);
  const r = await startRig({ host });
  rigs.push(r);
  const source = textSource('lost task');
  await r.intake.deliver(source);
  await until(async () => (await r.store.inbox.get(source.messageId))?.state === 'answered');
  const turn = (await r.store.turns.get((await r.store.inbox.get(source.messageId))!.turnId!))!;
  return { host, turn, reply: r.provider.textOf(r.provider.repliesTo(source.messageId)[0]!) };
}

describe('turn runner: a turn start whose answer was lost (HO-003)', () => {
  it('takes the outcome from a fresh read that shows the turn ended, and never starts it again', async () => {
    const { host, turn, reply } = await lostStart({
      id: 'turn_9',
      status: 'completed',
      input: 'lost task',
      answer: 'done once',
    });
    expect(turn.state).toBe('completed');
    expect(reply).toBe('done once');
    expect(host.turnStarts()).toEqual(['lost task']);
    expect(host.calls.some((c) => c.method === 'thread/turns/list')).toBe(true);
  });

  it('reports the outcome unknown when the read shows no such turn', async () => {
    const { host, turn, reply } = await lostStart({
      id: 'turn_9',
      status: 'completed',
      input: 'an older request',
      answer: 'x',
    });
    expect(turn).toMatchObject({ state: 'unknown', errorClass: 'outcome_unknown' });
    expect(reply).toMatch(/^The outcome of this request is unknown/);
    expect(host.turnStarts()).toEqual(['lost task']);
  });
});
