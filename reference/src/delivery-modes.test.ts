import { afterEach, describe, expect, it } from 'vitest';
import { ControlClient } from '../../generated/clients/control.ts';
import {
  validateControlError,
  validateControlSessionInput,
  validateControlSessionInputList,
} from '../../generated/validators/index.js';
import { textSource } from './testing/fake-intake.ts';
import { CONTROL_TOKEN, startRig, until, type Rig } from './testing/harness.ts';

const rigs: Rig[] = [];

afterEach(async () => {
  for (const r of rigs.splice(0)) await r.stop().catch(() => {});
});

/** A rig whose first turn is running and held by the host; returns its session. */
async function busySession(knobs: { pendingInputLimit?: number } = {}) {
  const r = await startRig({ knobs });
  rigs.push(r);
  r.host.block();
  const first = textSource('first request');
  await r.intake.deliver(first);
  await until(() => r.host.running.size === 1);
  const sessionId = (await r.store.inbox.get(first.messageId))!.sessionId!;
  const control = new ControlClient({ baseUrl: `http://127.0.0.1:${r.controlPort}`, token: CONTROL_TOKEN });
  return { r, first, sessionId, control };
}

describe('delivery modes of input to a busy session (AD-008)', () => {
  it('queue: persisted at once, injected at the next turn start, the running turn left alone', async () => {
    const { r, sessionId, control } = await busySession();
    const sent = await control.sendSessionInput(sessionId, {
      clientInputId: 'q1',
      mode: 'queue',
      text: 'also check the tests',
    });
    expect(sent.status).toBe(200);
    expect(validateControlSessionInput(sent.body)).toBe(true);
    expect(sent.body).toMatchObject({ mode: 'queue', state: 'pending', chars: 20 });
    expect(r.host.calls.map((c) => c.method)).not.toContain('turn/interrupt');
    expect(r.host.turnStarts()).toEqual(['first request']);

    // The same client id again: the first answer, nothing twice.
    const again = await control.sendSessionInput(sessionId, {
      clientInputId: 'q1',
      mode: 'queue',
      text: 'also check the tests',
    });
    expect(again.body).toEqual(sent.body);

    r.host.release();
    await until(() => r.host.running.size === 0);
    expect(r.host.turnStarts()).toEqual(['first request']);
    const second = textSource('second request');
    await r.intake.deliver(second);
    await until(async () => (await r.store.inbox.get(second.messageId))?.state === 'answered');
    expect(r.host.turnStarts()).toEqual(['first request', 'second request\nalso check the tests']);
    const list = await control.listSessionInputs(sessionId);
    expect(validateControlSessionInputList(list.body)).toBe(true);
    expect(list.body).toMatchObject({
      inputs: [
        {
          clientInputId: 'q1',
          state: 'injected',
          turnId: (await r.store.inbox.get(second.messageId))!.turnId,
        },
      ],
    });
  });

  it('inbox: persisted for the agent, never injected into a turn', async () => {
    const { r, sessionId, control } = await busySession();
    const sent = await control.sendSessionInput(sessionId, {
      clientInputId: 'i1',
      mode: 'inbox',
      text: 'fyi: the build is green',
    });
    expect(sent.body).toMatchObject({ state: 'inboxed' });
    r.host.release();
    const second = textSource('second request');
    await r.intake.deliver(second);
    await until(async () => (await r.store.inbox.get(second.messageId))?.state === 'answered');
    expect(r.host.turnStarts()).toEqual(['first request', 'second request']);
    expect((await control.listSessionInputs(sessionId)).body).toMatchObject({
      inputs: [{ state: 'inboxed' }],
    });
  });

  it('steer: goes into the exact running turn', async () => {
    const { r, sessionId, control, first } = await busySession();
    const sent = await control.sendSessionInput(sessionId, {
      clientInputId: 's1',
      mode: 'steer',
      text: 'use the second file',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      state: 'steered',
      turnId: (await r.store.inbox.get(first.messageId))!.turnId,
    });
    expect(r.host.calls.filter((c) => c.method === 'turn/steer')).toEqual([
      {
        method: 'turn/steer',
        threadId: [...r.host.running.values()][0]!.threadId,
        text: 'use the second file',
      },
    ]);
  });

  it('steer: a refusal is a failure and is never queued instead', async () => {
    const { r, sessionId, control } = await busySession();
    r.host.rejectSteer = true;
    const sent = await control.sendSessionInput(sessionId, {
      clientInputId: 's1',
      mode: 'steer',
      text: 'use the second file',
    });
    expect(sent.status).toBe(409);
    expect(validateControlError(sent.body)).toBe(true);
    expect(sent.body).toMatchObject({ error: { code: 'STEER_REJECTED' } });
    r.host.release();
    const second = textSource('second request');
    await r.intake.deliver(second);
    await until(async () => (await r.store.inbox.get(second.messageId))?.state === 'answered');
    expect(r.host.turnStarts()).toEqual(['first request', 'second request']);
    expect((await control.listSessionInputs(sessionId)).body).toMatchObject({
      inputs: [{ state: 'failed', errorCode: 'STEER_REJECTED' }],
    });
  });

  it('steer with no running turn fails with NO_ACTIVE_TURN', async () => {
    const { r, sessionId, control } = await busySession();
    r.host.release();
    await until(() => r.host.running.size === 0);
    await until(async () => (await r.store.turns.unfinished(sessionId)).length === 0);
    const sent = await control.sendSessionInput(sessionId, {
      clientInputId: 's1',
      mode: 'steer',
      text: 'too late',
    });
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ error: { code: 'NO_ACTIVE_TURN' } });
    expect(r.host.calls.map((c) => c.method)).not.toContain('turn/steer');
  });

  it('refuses input over the bounds with 422, and records nothing (AD-007)', async () => {
    const { sessionId, control } = await busySession({ pendingInputLimit: 1 });
    expect(
      (await control.sendSessionInput(sessionId, { clientInputId: 'q1', mode: 'queue', text: 'one' })).status,
    ).toBe(200);
    const over = await control.sendSessionInput(sessionId, {
      clientInputId: 'q2',
      mode: 'queue',
      text: 'two',
    });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ error: { code: 'PENDING_LIMIT' } });
    const long = await control.sendSessionInput(sessionId, {
      clientInputId: 'q3',
      mode: 'inbox',
      text: 'x'.repeat(12_001),
    });
    expect(long.body).toMatchObject({ error: { code: 'INPUT_TOO_LONG' } });
    expect((await control.listSessionInputs(sessionId)).body).toMatchObject({
      inputs: [{ clientInputId: 'q1' }],
    });
  });
});
