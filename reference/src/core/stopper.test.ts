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
    await until(() => r.store.inbox.get(source.messageId)?.state === 'answered');
    const turn = r.store.turns.get(r.store.inbox.get(source.messageId)!.turnId!)!;
    expect(turn).toMatchObject({ state: 'failed', errorClass: 'stop_unproven' });
    expect(r.provider.textOf(r.provider.repliesTo(source.messageId)[0]!)).toMatch(/^The stop could not be confirmed/);
    expect(host.ready).toBe(false);
  });
});
