import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostCodexErrorInfo, HostScript } from '../../../generated/types/index.ts';
import { TestHostClient } from '../doubles/host/test-client.ts';
import { CodexHost } from './codex-host.ts';
import { codexInstall } from './codex-install.ts';
import { translateHostScript } from './translate.ts';

const hosts: CodexHost[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const host of hosts.splice(0)) {
    await host.stop();
    // Codex never sent what spec/schemas/host does not describe, nor the model double broke its contract.
    expect(host.fault()).toBeUndefined();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real codex app-server playing a host script through the model double, and a client on it. */
async function codexPlaying(script: HostScript) {
  const translated = translateHostScript(script);
  if (!translated.ok) throw new Error(translated.reason);
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-codex-test-'));
  dirs.push(dir);
  const host = new CodexHost({
    install: await codexInstall(),
    script: translated.script,
    dir,
    providerId: 'larkspur',
    model: 'larkspur-model',
    streamRetries: translated.streamRetries,
  });
  hosts.push(host);
  await host.start();
  const connect = async () => {
    const client = new TestHostClient();
    host.attach(client.channel);
    await client.initialize();
    return client;
  };
  const client = await connect();
  const threadId = (await client.request('thread/start', {})).result.thread.id as string;
  return { host, client, threadId, connect };
}

async function turn(client: TestHostClient, threadId: string, text: string) {
  const started = await client.request('turn/start', { threadId, input: [{ type: 'text', text }] });
  const turnId = started.result.turn.id as string;
  return { turnId, completed: client.notification('turn/completed', (p) => p.turn.id === turnId) };
}

const MINUTE = 60_000;

/**
 * What Codex 0.171.0 reports for what the model double does: the ground truth of the host script
 * translation. Each failure a host script can end a turn with is played by a real Codex, and must end
 * that turn with the same codexErrorInfo the host double would have sent.
 */
describe('codex mode: a real Codex behind the model double', () => {
  const FAILURES: HostCodexErrorInfo[] = [
    'rateLimitExceeded',
    'contextWindowExceeded',
    'usageLimitExceeded',
    'serverOverloaded',
    'other',
    'internalServerError',
    { httpConnectionFailed: { httpStatusCode: 401 } },
    { httpConnectionFailed: { httpStatusCode: 403 } },
    { httpConnectionFailed: { httpStatusCode: 404 } },
    { httpConnectionFailed: { httpStatusCode: 502 } },
    { httpConnectionFailed: { httpStatusCode: 503 } },
    { httpConnectionFailed: { httpStatusCode: 504 } },
    { responseTooManyFailedAttempts: { httpStatusCode: 429 } },
  ];

  it(
    'ends each turn failed with the codexErrorInfo the host script names, after its partial answer',
    { timeout: 2 * MINUTE },
    async () => {
      const { client, threadId } = await codexPlaying({
        turns: FAILURES.map((info) => ({
          stream: ['partial'],
          end: { failed: { message: 'UPSTREAM-PROSE', codexErrorInfo: info } },
        })),
      });
      const seen: unknown[] = [];
      for (const [i] of FAILURES.entries()) {
        const { completed } = await turn(client, threadId, `request ${i + 1}`);
        const done = await completed;
        seen.push(
          done.params.turn.status === 'failed'
            ? done.params.turn.error.codexErrorInfo
            : done.params.turn.status,
        );
      }
      expect(seen).toEqual(FAILURES);
    },
  );

  it(
    'retries a dropped stream (error willRetry, responseStreamDisconnected) and answers with the whole text',
    { timeout: MINUTE },
    async () => {
      const { client, threadId } = await codexPlaying({
        turns: [
          {
            stream: [
              'Recovered',
              {
                error: {
                  message: 'drop',
                  codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: null } },
                },
              },
              ' answer',
            ],
          },
        ],
      });
      const { completed } = await turn(client, threadId, 'flaky');
      const done = await completed;
      const retry = client.received.find((m) => m.method === 'error');
      expect(retry?.params).toMatchObject({
        willRetry: true,
        error: { codexErrorInfo: { responseStreamDisconnected: {} } },
      });
      expect(done.params.turn.status).toBe('completed');
      expect(done.params.turn.items.at(-1)).toMatchObject({ type: 'agentMessage', text: 'Recovered answer' });
    },
  );

  it(
    'asks for approval of a command under approvalPolicy untrusted and on-request, and never under never',
    { timeout: MINUTE },
    async () => {
      const { client } = await codexPlaying({
        default: {
          stream: [
            {
              approval: {
                kind: 'commandExecution',
                command: 'touch larkspur-approved',
                reason: 'writes a file',
              },
            },
            'done',
          ],
        },
      });
      // The policy of a thread is set when it starts; resuming a loaded thread does not change it.
      const asked = async (c: TestHostClient, policy: string) => {
        const thread = (await c.request('thread/start', { approvalPolicy: policy })).result.thread
          .id as string;
        const before = c.received.length;
        const { completed } = await turn(c, thread, `run it (${policy})`);
        const race = await Promise.race([
          c.next(
            (m) => c.received.indexOf(m) >= before && m.method === 'item/commandExecution/requestApproval',
          ),
          completed,
        ]);
        if (race.method !== 'item/commandExecution/requestApproval') return { asked: false, done: race };
        c.send({ id: race.id, result: { decision: 'decline' } });
        return { asked: true, request: race, done: await completed };
      };
      const untrusted = await asked(client, 'untrusted');
      expect(untrusted.asked).toBe(true);
      expect(untrusted.request?.params).toMatchObject({
        command: expect.stringContaining('touch larkspur-approved'),
        reason: 'writes a file',
      });
      expect(untrusted.done.params.turn.status).toBe('completed');
      expect((await asked(client, 'on-request')).asked).toBe(true);
      expect((await asked(client, 'never')).asked).toBe(false);
      expect(
        (await client.request('thread/start', { approvalPolicy: 'on-failure' })).error.message,
      ).toContain('unknown variant `on-failure`');
    },
  );

  it(
    'mutes the connection at the end of an endUnheard turn, and a new connection reads the finished turn',
    { timeout: MINUTE },
    async () => {
      const { host, client, threadId, connect } = await codexPlaying({
        turns: [{ stream: ['the real ', 'answer'], endUnheard: true }],
      });
      const { turnId } = await turn(client, threadId, 'finish unheard');
      await expect
        .poll(() => host.recorder.records.some((r) => r.kind === 'turn' && r.event === 'ended'), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(client.received.some((m) => m.method === 'turn/completed')).toBe(false);
      client.close();
      const next = await connect();
      const [listed] = (await next.request('thread/turns/list', { threadId })).result.data;
      expect(listed).toMatchObject({ id: turnId, status: 'completed' });
      expect(listed.items.at(-1)).toMatchObject({ type: 'agentMessage', text: 'the real answer' });
    },
  );
  it(
    'plays turns[n-1] for the nth turn/start sent, whichever turn Codex answers or runs first',
    { timeout: MINUTE },
    async () => {
      const { host, client, threadId } = await codexPlaying({
        turns: [{ stream: [{ waitForRelease: 'first' }, 'for the first'] }, { stream: ['for the second'] }],
      });
      const other = (await client.request('thread/start', {})).result.thread.id as string;
      // Both starts at once, as two chats of a bridge: Codex may say turn/started, and call the model, in either order.
      const [first, second] = await Promise.all([
        turn(client, threadId, 'first asks'),
        turn(client, other, 'second asks'),
      ]);
      const answer = (completed: { params?: { turn: { items: Array<{ type: string; text?: string }> } } }) =>
        completed.params?.turn.items.filter((i) => i.type === 'agentMessage').at(-1)?.text;
      expect(answer(await second.completed)).toBe('for the second');
      host.release('first');
      expect(answer(await first.completed)).toBe('for the first');
    },
  );
});
