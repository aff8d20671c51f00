import { afterEach, describe, expect, it } from 'vitest';
import { HostDriver, type HostDriverOptions } from './host-driver.ts';
import { ThreadNotFoundError } from './errors.ts';
import { CodexProcess } from './testing/codex-process.ts';
import { until } from '../../../runtime/src/testing/until.ts';
import { CLIENT, text } from './testing/contract.ts';

const drivers: HostDriver[] = [];
const codexes: CodexProcess[] = [];

afterEach(async () => {
  for (const driver of drivers.splice(0)) await driver.close();
  for (const codex of codexes.splice(0)) codex.stop();
});

async function driverOn(codex: CodexProcess, options: Partial<HostDriverOptions> = {}): Promise<HostDriver> {
  const driver = new HostDriver({
    command: codex.hostCommand,
    clientInfo: CLIENT,
    closeGraceMs: 1_000,
    ...options,
  });
  drivers.push(driver);
  await driver.start();
  return driver;
}

async function codexWith(script: object): Promise<CodexProcess> {
  const codex = await CodexProcess.start(script);
  codexes.push(codex);
  return codex;
}

const MINUTE = 60_000;

/** The host driver against the pinned Codex itself (0.171.0), with the model double behind it. */
describe('host driver against a real codex app-server', () => {
  it(
    'settles a rate-limited turn as a classified failure, then runs the next turn on the same thread (HO-007)',
    { timeout: MINUTE },
    async () => {
      const codex = await codexWith({
        turns: [
          {
            responses: [
              {
                output: ['partial'],
                end: { failed: { code: 'rate_limit_exceeded', message: 'org_42 over its limit' } },
              },
            ],
          },
          { responses: [{ http: { status: 401, message: 'bad key' } }] },
        ],
      });
      const driver = await driverOn(codex);
      const { threadId } = await driver.startThread();
      const limited = await (await driver.startTurn(threadId, text('first'), {})).done;
      expect(limited).toEqual({
        status: 'failed',
        text: 'partial',
        error: {
          class: 'rate_limit_exceeded',
          message: 'The model service is rate-limiting the agent; try again in a moment.',
        },
      });
      expect(JSON.stringify(limited)).not.toContain('org_42');
      expect((await driver.readThread(threadId)).status).not.toBe('active');
      const refused = await (await driver.startTurn(threadId, text('second'), {})).done;
      expect(refused.error?.class).toBe('unauthorized');
      expect(await (await driver.startTurn(threadId, text('third'), {})).done).toEqual({
        status: 'completed',
        text: 'third',
      });
    },
  );

  it('starts threads with every approval policy Codex 0.171.0 takes', { timeout: MINUTE }, async () => {
    const codex = await codexWith({});
    for (const approvalPolicy of ['untrusted', 'on-request', 'never'] as const) {
      const driver = await driverOn(codex, { thread: { approvalPolicy } });
      await expect(driver.startThread()).resolves.toMatchObject({ modelProvider: 'larkspur' });
    }
  });

  it(
    'reads an unknown thread as gone, a new one as having no turns, and refuses to list an unknown one',
    { timeout: MINUTE },
    async () => {
      const driver = await driverOn(await codexWith({}));
      expect(await driver.readThread('01a2ffff-0000-7000-8000-000000000000')).toEqual({
        status: 'notLoaded',
        gone: true,
      });
      const { threadId } = await driver.startThread();
      expect(await driver.listTurns(threadId, 5)).toEqual([]);
      await expect(driver.listTurns('01a2ffff-0000-7000-8000-000000000000', 5)).rejects.toBeInstanceOf(
        ThreadNotFoundError,
      );
      await expect(driver.resumeThread('01a2ffff-0000-7000-8000-000000000000')).rejects.toBeInstanceOf(
        ThreadNotFoundError,
      );
    },
  );

  it(
    'reads the turns of a thread after a host restart, without resuming it, and the model ran once (HO-003, HO-009)',
    { timeout: MINUTE },
    async () => {
      const codex = await codexWith({ turns: [{ responses: [{ output: ['stored answer'] }] }] });
      const first = await driverOn(codex);
      const { threadId } = await first.startThread();
      const { turnId, done } = await first.startTurn(threadId, text('remember'), {});
      expect((await done).text).toBe('stored answer');
      await first.close();
      const second = await driverOn(codex);
      expect((await second.readThread(threadId)).status).toBe('notLoaded');
      expect(await second.listTurns(threadId, 5)).toEqual([
        { id: turnId, status: 'completed', input: 'remember', answer: 'stored answer' },
      ]);
      await second.resumeThread(threadId);
      expect((await second.readThread(threadId)).status).toBe('idle');
      expect(await codex.modelCalls()).toHaveLength(1);
    },
  );

  it(
    'reads a turn cut off when its host died as interrupted, not as running',
    { timeout: MINUTE },
    async () => {
      const codex = await codexWith({
        turns: [{ responses: [{ output: ['so far', { waitForRelease: 'never' }] }] }],
      });
      const first = await driverOn(codex);
      const { threadId } = await first.startThread();
      const deltas: string[] = [];
      const { turnId } = await first.startTurn(threadId, text('long job'), {
        onDelta: (d) => deltas.push(d),
      });
      // The model's first words came through: the turn runs, blocked in the model call.
      await until(() => deltas.length > 0, { what: 'the first delta', timeoutMs: 30_000 });
      await first.close();
      const second = await driverOn(codex);
      expect(await second.listTurns(threadId, 5)).toEqual([
        { id: turnId, status: 'interrupted', input: 'long job', answer: '' },
      ]);
    },
  );

  it('stops a turn: interrupt, and a fresh read shows it over (HO-004)', { timeout: MINUTE }, async () => {
    const codex = await codexWith({ default: { responses: [{ output: ['working'], end: 'hang' }] } });
    const driver = await driverOn(codex);
    const { threadId } = await driver.startThread();
    const deltas: string[] = [];
    const { turnId, done } = await driver.startTurn(threadId, text('x'), { onDelta: (d) => deltas.push(d) });
    await until(() => deltas.length > 0, { what: 'the first delta', timeoutMs: 30_000 });
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
    await driver.interrupt(threadId, turnId);
    expect((await done).status).toBe('interrupted');
    expect((await driver.readThread(threadId)).status).toBe('idle');
  });
});
