import { afterEach, describe, expect, it } from 'vitest';
import type { ThreadStatus } from './host.ts';
import { FakeHost } from '../testing/fake-host.ts';
import { textSource } from '../testing/fake-intake.ts';
import { startRig, until, type Rig } from '../testing/harness.ts';

/** A host that acknowledges an interrupt and reports the turn interrupted, while every read shows it running. */
class StillActiveHost extends FakeHost {
  readonly reportedActive = new Set<string>();

  override async interrupt(threadId: string, turnId: string): Promise<void> {
    this.reportedActive.add(threadId);
    await super.interrupt(threadId, turnId);
  }

  override async readThread(threadId: string): Promise<ThreadStatus> {
    const status = await super.readThread(threadId);
    return this.reportedActive.has(threadId) ? { status: 'active', activeTurnId: 'turn_1' } : status;
  }
}

const rigs: Rig[] = [];
afterEach(async () => {
  for (const r of rigs.splice(0)) await r.stop().catch(() => {});
});

describe('stopper', () => {
  it('does not take turn/completed interrupted for a stop: only a read proves it (HO-004)', async () => {
    const host = new StillActiveHost();
    const r = await startRig({ host, knobs: { stopBudgetMs: 100 } });
    rigs.push(r);
    host.block();
    const source = textSource('stubborn');
    await r.intake.deliver(source);
    await until(() => host.running.size === 1);
    const stop = textSource('/stop');
    await r.intake.deliver(stop);
    await until(async () => (await r.store.inbox.get(source.messageId))?.state === 'answered');
    const turn = (await r.store.turns.get((await r.store.inbox.get(source.messageId))!.turnId!))!;
    expect(turn).toMatchObject({ state: 'failed', errorClass: 'stop_unproven' });
    expect(r.provider.textOf(r.provider.repliesTo(source.messageId)[0]!)).toMatch(
      /^The stop could not be confirmed/,
    );
    expect(host.ready).toBe(false);
  });
});

describe('stopper: a paced readback', () => {
  it('spreads a few reads over the budget instead of polling the host (HO-004)', async () => {
    const host = new StillActiveHost();
    const r = await startRig({ host, knobs: { stopBudgetMs: 1_600 } });
    rigs.push(r);
    host.block();
    const source = textSource('stubborn');
    void r.intake.deliver(source);
    await until(() => host.running.size === 1);
    const t0 = Date.now();
    void r.intake.deliver(textSource('/stop'));
    await until(async () => (await r.store.inbox.get(source.messageId))?.state === 'answered', 5_000);
    const reads = host.calls.filter((c) => c.method === 'thread/read');
    // One read after the interrupt, one when the host reported the turn's end, then gaps of 100, 200, 400, 800 ms.
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads.length).toBeLessThanOrEqual(7);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_500);
  });
});

describe('stopper: the stop fence', () => {
  it('lets no draft of the stopped turn be written after the stop is answered (HO-005)', async () => {
    const r = await startRig({ knobs: { progressIntervalMs: 50 } });
    rigs.push(r);
    r.host.block();
    const source = textSource('long task');
    await r.intake.deliver(source);
    await until(() => r.host.running.size === 1);
    r.host.delta('first words');
    await until(() => r.provider.repliesTo(source.messageId).length === 1, 3_000, 'the draft');
    const written: string[] = [];
    const realUpdate = r.provider.update.bind(r.provider);
    let land: (() => void) | undefined;
    r.provider.update = async (id, message) => {
      // A slow provider: the draft edit lands when the test lets it, inside the client's timeout.
      await new Promise<void>((resolve) => (land = resolve));
      await realUpdate(id, message);
      written.push(`edit of ${id}`);
    };
    const realReply = r.provider.reply.bind(r.provider);
    r.provider.reply = async (to, message, options) => {
      // A reply while the edit is still out is written down before the edit can land.
      written.push(`reply to ${to}`);
      return realReply(to, message, options);
    };
    r.host.delta(' and more');
    await until(() => land !== undefined, 3_000, 'the draft edit');
    const turnId = (await r.store.inbox.get(source.messageId))!.turnId!;
    const stop = textSource('/stop');
    await r.intake.deliver(stop);
    // The turn is proven stopped: a stop that did not wait for the draft out would answer from here on.
    await until(
      async () => (await r.store.turns.get(turnId))?.state === 'interrupted',
      3_000,
      'the stopped turn',
    );
    land!();
    await until(async () => (await r.store.inbox.get(stop.messageId))?.state === 'answered');
    const [draft] = r.provider.repliesTo(source.messageId);
    expect(written.slice(0, 2)).toEqual([`edit of ${draft!.messageId}`, `reply to ${stop.messageId}`]);
  });
});
