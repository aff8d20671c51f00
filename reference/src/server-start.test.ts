import { afterEach, describe, expect, it } from 'vitest';
import { FakeHost } from './testing/fake-host.ts';
import { FakeIntake } from './testing/fake-intake.ts';
import { startRig, until, type Rig } from './testing/harness.ts';

/** A host whose process cannot start: its start fails after `afterMs`. */
class BrokenHost extends FakeHost {
  constructor(private readonly afterMs: number) {
    super();
  }

  override start(): Promise<void> {
    return new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the host command did not start')), this.afterMs),
    );
  }
}

/** A long connection still trying: its start settles only when told. */
class TryingIntake extends FakeIntake {
  starts = 0;
  private fail: ((error: Error) => void) | undefined;

  override start(): Promise<void> {
    this.starts++;
    return new Promise((_, reject) => (this.fail = reject));
  }

  giveUp(error: Error): void {
    this.fail?.(error);
  }
}

const rigs: Rig[] = [];
afterEach(async () => {
  for (const r of rigs.splice(0)) await r.stop();
});

describe('starting the reference server', () => {
  it('fails with the host that cannot start, alone: the intake is never started', async () => {
    const intake = new TryingIntake();
    await expect(startRig({ host: new BrokenHost(20), intake })).rejects.toThrow(
      'the host command did not start',
    );
    // Started, the long connection would log its own errors ahead of the host's one line.
    expect(intake.starts).toBe(0);
  });

  it("says the intake's failure when the host starts", async () => {
    const intake = new TryingIntake();
    const started = startRig({ intake });
    await until(() => intake.starts === 1);
    intake.giveUp(new Error('the long connection gave up'));
    await expect(started).rejects.toThrow('the long connection gave up');
  });

  it('starts the host, then the intake, and serves once both are up', async () => {
    const r = await startRig();
    rigs.push(r);
    expect(r.host.ready).toBe(true);
    expect(r.intake.connected).toBe(true);
  });
});
