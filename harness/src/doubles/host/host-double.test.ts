import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostScript } from '../../../../generated/types/index.ts';
import { until } from '../../../../runtime/src/testing/until.ts';
import { HostDouble } from './host-double.ts';
import { TestHostClient } from './test-client.ts';

const doubles: HostDouble[] = [];

function makeDouble(script: HostScript = {}, now?: () => number): HostDouble {
  const double = new HostDouble({ script, ...(now ? { now } : {}) });
  doubles.push(double);
  return double;
}

function connect(double: HostDouble, maxLineBytes?: number): TestHostClient {
  const client = new TestHostClient(maxLineBytes);
  double.attach(client.channel);
  return client;
}

async function ready(double: HostDouble) {
  const client = connect(double);
  await client.initialize();
  const started = await client.request('thread/start', {});
  return { client, threadId: started.result.thread.id as string };
}

async function startTurn(client: TestHostClient, threadId: string, text = 'hi') {
  const response = await client.request('turn/start', { threadId, input: [{ type: 'text', text }] });
  return response.result.turn.id as string;
}

/** Every queued stream event and promise job has run: what the double sent by now has arrived. */
const flushed = () => new Promise((resolve) => setImmediate(resolve));

/** The double's own record that a turn ended: the host side is done with it, heard or not. */
const endedOnHost = (double: HostDouble, turnId: string) =>
  until(
    () =>
      double.recorder.records.some((r) => r.kind === 'turn' && r.event === 'ended' && r.turnId === turnId),
    {
      what: `the end of ${turnId} on the host`,
    },
  );

const completed = (client: TestHostClient, turnId: string) =>
  client.notification('turn/completed', (p) => p.turn.id === turnId);

const deltas = (client: TestHostClient, turnId: string) =>
  client.received
    .filter((m) => m.method === 'item/agentMessage/delta' && m.params.turnId === turnId)
    .map((m) => m.params.delta);

/** The thread with its turns; includeTurns fails as in Codex while the thread has none. */
const read = async (client: TestHostClient, threadId: string) => {
  const full = await client.request('thread/read', { threadId, includeTurns: true });
  return full.error?.code === -32601
    ? (await client.request('thread/read', { threadId })).result.thread
    : full.result.thread;
};

afterEach(async () => {
  for (const double of doubles.splice(0)) {
    // Every message the double sent in any test kept to spec/schemas/host.
    expect(double.recorder.records.filter((r) => r.kind === 'violation' && r.by === 'double')).toEqual([]);
    await double.stop();
  }
});

describe('host double: handshake and contract', () => {
  it('refuses requests before initialize and a second initialize', async () => {
    const client = connect(makeDouble());
    const early = await client.request('thread/start', {});
    expect(early.error).toMatchObject({ code: -32600, message: 'Not initialized' });
    await client.initialize();
    expect(
      (await client.request('initialize', { clientInfo: { name: 't', version: '0' } })).error.message,
    ).toBe('Already initialized');
  });

  it('blames the implementation for a message that breaks the contract, and answers it as Codex would', async () => {
    const double = makeDouble();
    const client = connect(double);
    await client.initialize();
    // Codex's own schema refuses it too (input is an array): the subset alone would not be enough to blame.
    const bad = await client.request('turn/start', { threadId: 'thr_1', input: 'hi' });
    expect(bad.error.code).toBe(-32602);
    const outside = await client.request('model/lists', {});
    expect(outside.error.code).toBe(-32601);
    client.sendRaw('{not json');
    // Codex 0.171.0 answers nothing to a line it cannot parse, and goes on.
    expect((await client.request('thread/read', { threadId: 'thr_404' })).error.message).toBe(
      'thread not loaded: thr_404',
    );
    expect(client.received.some((m) => m.id === null)).toBe(false);
    const violations = double.recorder.records.filter((r) => r.kind === 'violation');
    expect(violations.map((v) => v.kind === 'violation' && v.by)).toEqual([
      'implementation',
      'implementation',
      'implementation',
    ]);
    expect(JSON.stringify(violations[0])).toContain('/params/input must be array');
  });

  it('answers nothing to a request whose id is no JSON-RPC id, as Codex 0.171.0, and blames the implementation', async () => {
    const double = makeDouble();
    const client = connect(double);
    await client.initialize();
    for (const id of ['true', '{}', '1.5', '[1]', '1e400', 'null'])
      client.sendRaw(`{"id":${id},"method":"thread/read","params":{"threadId":"thr_1"}}`);
    client.sendRaw('{"id":{"x":1},"result":{}}');
    // Lines are read in order: once a later request is answered, the ones before it were not.
    await client.request('thread/start', {});
    expect(
      client.received.filter(
        (m) => m.id === null || (m.id !== undefined && typeof m.id !== 'number' && typeof m.id !== 'string'),
      ),
    ).toEqual([]);
    const violations = double.recorder.records.filter((r) => r.kind === 'violation');
    expect(violations.map((v) => v.kind === 'violation' && v.by)).toEqual(Array(7).fill('implementation'));
    expect(JSON.stringify(violations[4])).toContain('id Infinity is neither a string nor an integer');
    expect(double.recorder.records.some((r) => r.kind === 'call' && r.method === 'thread/read')).toBe(false);
  });

  it("accepts what the pinned Codex's own schema accepts beyond the subset, and blames only what it refuses", async () => {
    const double = makeDouble();
    const { client, threadId } = await ready(double);
    // thread/name/set is Codex 0.171.0's: answered as Codex answers it.
    expect(await client.request('thread/name/set', { threadId, name: '飞书 chat' })).toMatchObject({
      result: {},
    });
    // A Codex method the double does not play is refused, never blamed.
    const played = await client.request('model/list', {});
    expect(played.error).toMatchObject({ code: -32603 });
    expect(double.recorder.records.filter((r) => r.kind === 'violation')).toEqual([]);
    // What Codex refuses is the implementation's: no such method, or params its schema does not take.
    expect((await client.request('thread/rename', { threadId })).error).toMatchObject({ code: -32601 });
    expect((await client.request('thread/name/set', { threadId })).error).toMatchObject({ code: -32602 });
    const violations = double.recorder.records.filter((r) => r.kind === 'violation');
    expect(violations.map((v) => v.kind === 'violation' && v.by)).toEqual([
      'implementation',
      'implementation',
    ]);
    expect(JSON.stringify(violations)).toContain('thread/rename is not a method of Codex 0.171.0');
  });

  it("takes Codex's experimental methods only from a client that opted into its experimental API", async () => {
    const stable = makeDouble();
    const plain = connect(stable);
    await plain.initialize();
    expect((await plain.request('collaborationMode/list', {})).error).toMatchObject({ code: -32601 });
    expect(stable.recorder.records.filter((r) => r.kind === 'violation')).toHaveLength(1);
    const opted = makeDouble();
    const client = connect(opted);
    await client.request('initialize', {
      clientInfo: { name: 't', version: '0' },
      capabilities: { experimentalApi: true },
    });
    expect((await client.request('collaborationMode/list', {})).result).toMatchObject({
      data: [{ mode: 'plan' }, { mode: 'default' }],
    });
    const { result } = await client.request('thread/start', { experimentalRawEvents: false });
    expect(result.thread.id).toEqual(expect.any(String));
    expect(opted.recorder.records.filter((r) => r.kind === 'violation')).toEqual([]);
  });

  it('closes a connection whose line outgrows the bound without a newline, blaming the implementation', async () => {
    const double = makeDouble();
    const client = connect(double, 4096);
    await client.initialize();
    const closed = new Promise<void>((resolve) => client.channel.onClose(resolve));
    for (let i = 0; i < 4; i++) client.sendUnterminated('y'.repeat(2000));
    await closed;
    const violation = double.recorder.records.find((r) => r.kind === 'violation');
    expect(violation).toMatchObject({
      by: 'implementation',
      errors: [expect.stringContaining('without a newline')],
    });
    expect(double.recorder.records.at(-1)).toMatchObject({ kind: 'connection', event: 'close' });
  });

  it('never sends the notifications a client opted out of', async () => {
    const client = connect(makeDouble());
    await client.request('initialize', {
      clientInfo: { name: 't', version: '0' },
      capabilities: { optOutNotificationMethods: ['item/agentMessage/delta', 'thread/started'] },
    });
    const { result } = await client.request('thread/start', {});
    const turnId = await startTurn(client, result.thread.id, 'quiet');
    await completed(client, turnId);
    expect(
      client.received.some((m) => m.method === 'item/agentMessage/delta' || m.method === 'thread/started'),
    ).toBe(false);
  });

  it('records every call with its answer, and every line in both directions', async () => {
    const double = makeDouble();
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId, 'ping');
    await completed(client, turnId);
    const calls = double.recorder.records.filter((r) => r.kind === 'call');
    expect(calls.map((c) => c.kind === 'call' && c.method)).toEqual([
      'initialize',
      'thread/start',
      'turn/start',
    ]);
    const seqs = double.recorder.records.map((r) => r.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const rpcOut = double.recorder.records.filter((r) => r.kind === 'rpc' && r.direction === 'out');
    expect(rpcOut).toHaveLength(client.received.length);
  });
});

describe('host double: scripted turns', () => {
  it('echoes the input when the script has no turns', async () => {
    const { client, threadId } = await ready(makeDouble());
    const turnId = await startTurn(client, threadId, 'echo me');
    const done = await completed(client, turnId);
    expect(done.params.turn.status).toBe('completed');
    expect(deltas(client, turnId)).toEqual(['echo me']);
    const item = await client.notification('item/completed', (p) => p.item.type === 'agentMessage');
    expect(item.params.item.text).toBe('echo me');
  });

  it('streams the scripted deltas with their delay, then falls back to default', async () => {
    const { client, threadId } = await ready(
      makeDouble({
        turns: [{ stream: ['Hello', ' there'], deltaDelayMs: 20 }],
        default: { stream: ['later'] },
      }),
    );
    const t0 = performance.now();
    const first = await startTurn(client, threadId);
    await completed(client, first);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
    expect(deltas(client, first)).toEqual(['Hello', ' there']);
    const second = await startTurn(client, threadId);
    await completed(client, second);
    expect(deltas(client, second)).toEqual(['later']);
  });

  it('blocks until released, reading active meanwhile; a release that came first is remembered', async () => {
    const double = makeDouble({ default: { stream: ['a', { waitForRelease: 'go' }, 'b'] } });
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    await client.notification('item/agentMessage/delta', (p) => p.delta === 'a');
    expect((await read(client, threadId)).status).toEqual({ type: 'active', activeFlags: [] });
    double.release('go');
    await completed(client, turnId);
    expect(deltas(client, turnId)).toEqual(['a', 'b']);
    expect((await read(client, threadId)).status).toEqual({ type: 'idle' });
    const again = await startTurn(client, threadId);
    await completed(client, again);
  });

  it('fails with a classified error, and sends retryable errors while going on', async () => {
    const { client, threadId } = await ready(
      makeDouble({
        turns: [
          {
            stream: [
              {
                error: {
                  message: 'reconnecting',
                  codexErrorInfo: { httpConnectionFailed: { httpStatusCode: 503 } },
                },
              },
              'ok',
            ],
          },
          {
            end: {
              failed: {
                message: 'stream broke',
                codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: 502 } },
              },
            },
          },
        ],
      }),
    );
    const first = await startTurn(client, threadId);
    expect((await completed(client, first)).params.turn.status).toBe('completed');
    const retry = await client.notification('error', (p) => p.turnId === first);
    expect(retry.params.willRetry).toBe(true);
    const second = await startTurn(client, threadId);
    const done = await completed(client, second);
    expect(done.params.turn).toMatchObject({
      status: 'failed',
      error: {
        message: 'stream broke',
        codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: 502 } },
      },
    });
    const fatal = await client.notification('error', (p) => p.turnId === second);
    expect(fatal.params.willRetry).toBe(false);
  });

  it('reports the scripted model provider on start, resume and every thread', async () => {
    const double = makeDouble({ modelProvider: 'azure' });
    const client = connect(double);
    await client.initialize();
    const started = await client.request('thread/start', { modelProvider: 'openai' });
    expect(started.result.modelProvider).toBe('azure');
    expect(started.result.thread.modelProvider).toBe('azure');
    const resumed = await client.request('thread/resume', {
      threadId: started.result.thread.id,
      modelProvider: 'openai',
    });
    expect(resumed.result.modelProvider).toBe('azure');
  });

  it('takes the requested provider when the script names none', async () => {
    const client = connect(makeDouble());
    await client.initialize();
    expect((await client.request('thread/start', { modelProvider: 'oss' })).result.modelProvider).toBe('oss');
  });
});

describe('host double: approvals', () => {
  const approvalScript: HostScript = {
    default: { stream: [{ approval: { kind: 'commandExecution', command: 'rm -rf build' } }, 'done'] },
  };

  it('asks, waits for the answer, resolves the request and goes on', async () => {
    const { client, threadId } = await ready(makeDouble(approvalScript));
    const turnId = await startTurn(client, threadId);
    const ask = await client.next((m) => m.method === 'item/commandExecution/requestApproval');
    expect(ask.params).toMatchObject({ threadId, turnId, command: 'rm -rf build' });
    expect((await read(client, threadId)).status).toEqual({
      type: 'active',
      activeFlags: ['waitingOnApproval'],
    });
    client.send({ id: ask.id, result: { decision: 'accept' } });
    await completed(client, turnId);
    const order = client.received
      .filter((m) => m.params?.turnId === turnId || m.params?.requestId === ask.id || m.id === ask.id)
      .map((m) =>
        m.method === 'item/started' || m.method === 'item/completed'
          ? `${m.method}:${m.params.item.type}`
          : m.method,
      );
    expect(order).toEqual([
      'item/started:userMessage',
      'item/completed:userMessage',
      'item/started:commandExecution',
      'item/commandExecution/requestApproval',
      'serverRequest/resolved',
      'item/completed:commandExecution',
      'item/started:agentMessage',
      'item/agentMessage/delta',
      'item/completed:agentMessage',
      'thread/tokenUsage/updated',
    ]);
  });

  it('ends the turn interrupted on cancel', async () => {
    const { client, threadId } = await ready(makeDouble(approvalScript));
    const turnId = await startTurn(client, threadId);
    const ask = await client.next((m) => m.method === 'item/commandExecution/requestApproval');
    client.send({ id: ask.id, result: { decision: 'cancel' } });
    expect((await completed(client, turnId)).params.turn.status).toBe('interrupted');
    expect(deltas(client, turnId)).toEqual([]);
  });

  it('declines a file change and goes on; an interrupt clears a pending request as stale', async () => {
    const { client, threadId } = await ready(
      makeDouble({ default: { stream: [{ approval: { kind: 'fileChange', path: 'notes.md' } }, 'after'] } }),
    );
    const first = await startTurn(client, threadId);
    const ask = await client.next((m) => m.method === 'item/fileChange/requestApproval');
    client.send({ id: ask.id, result: { decision: 'decline' } });
    await completed(client, first);
    expect(deltas(client, first)).toEqual(['after']);
    const second = await startTurn(client, threadId);
    const stale = await client.next(
      (m) => m.method === 'item/fileChange/requestApproval' && m.params.turnId === second,
    );
    await client.request('turn/interrupt', { threadId, turnId: second });
    await client.notification('serverRequest/resolved', (p) => p.requestId === stale.id);
    expect((await completed(client, second)).params.turn.status).toBe('interrupted');
  });

  it('records an answer to a request it withdrew as withdrawn, not as a second answer', async () => {
    const double = makeDouble({ default: { stream: [{ approval: { kind: 'commandExecution' } }, 'after'] } });
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    const ask = await client.next((m) => m.method === 'item/commandExecution/requestApproval');
    await client.request('turn/interrupt', { threadId, turnId });
    await client.notification('serverRequest/resolved', (p) => p.requestId === ask.id);
    client.send({ id: ask.id, result: { decision: 'decline' } });
    await vi.waitFor(() => expect(double.recorder.records.some((r) => r.kind === 'answer')).toBe(true));
    expect(double.recorder.records.filter((r) => r.kind === 'answer')).toEqual([
      expect.objectContaining({ method: 'item/commandExecution/requestApproval', withdrawn: true }),
    ]);
    expect(double.recorder.records.filter((r) => r.kind === 'violation')).toEqual([]);
  });
});

describe('host double: what the implementation answered, and the files a turn was given', () => {
  it('records each answer to a request of the host, with its request and how long it took', async () => {
    let now = 0;
    const double = makeDouble(
      { default: { stream: [{ approval: { kind: 'commandExecution', command: 'make' } }, 'done'] } },
      () => now,
    );
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    const ask = await client.next((m) => m.method === 'item/commandExecution/requestApproval');
    now += 30;
    client.send({ id: ask.id, result: { decision: 'acceptForSession' } });
    await completed(client, turnId);
    const answers = double.recorder.records.filter((r) => r.kind === 'answer');
    expect(answers).toEqual([
      expect.objectContaining({
        method: 'item/commandExecution/requestApproval',
        params: expect.objectContaining({ turnId, command: 'make' }),
        result: { decision: 'acceptForSession' },
      }),
    ]);
    expect(answers[0]!.kind === 'answer' && answers[0]!.afterMs).toBe(30);
  });

  it('looks at every localImage and every file path in the text when the turn starts and after it ended', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-files-'));
    chmodSync(dir, 0o700);
    const image = join(dir, 'a.png');
    const doc = join(dir, 'report.pdf');
    writeFileSync(image, 'png bytes', { mode: 0o600 });
    writeFileSync(doc, 'pdf bytes', { mode: 0o644 });
    const double = makeDouble({ inspectFiles: { afterTurnMs: 40 } });
    const { client, threadId } = await ready(double);
    const response = await client.request('turn/start', {
      threadId,
      input: [
        { type: 'localImage', path: image },
        { type: 'text', text: `the file is at ${doc}. and /no/such/file is not one` },
      ],
    });
    const turnId = response.result.turn.id as string;
    await completed(client, turnId);
    rmSync(image);
    const afterTurn = () =>
      double.recorder.records.filter((r) => r.kind === 'file' && r.phase === 'after-turn').length === 2;
    await until(afterTurn, { what: 'the look at the files after the turn' });
    const files = double.recorder.records.filter((r) => r.kind === 'file');
    const digest = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(files).toEqual([
      expect.objectContaining({
        phase: 'turn-start',
        turnId,
        path: image,
        input: 'localImage',
        exists: true,
        mode: '0600',
        dirMode: '0700',
        size: 9,
        sha256: digest('png bytes'),
      }),
      expect.objectContaining({ phase: 'turn-start', path: doc, input: 'text', exists: true, mode: '0644' }),
      expect.objectContaining({ phase: 'after-turn', path: image, exists: false }),
      expect.objectContaining({ phase: 'after-turn', path: doc, exists: true }),
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('host double: interrupts', () => {
  it('answers and ends the turn at once by default', async () => {
    const { client, threadId } = await ready(makeDouble({ default: { end: 'hang' } }));
    const turnId = await startTurn(client, threadId);
    const answer = await client.request('turn/interrupt', { threadId, turnId });
    expect(answer.result).toEqual({});
    expect((await completed(client, turnId)).params.turn.status).toBe('interrupted');
    expect((await read(client, threadId)).status.type).toBe('idle');
  });

  it('ends the turn only later with lateMs', async () => {
    const { client, threadId } = await ready(
      makeDouble({ default: { end: 'hang', onInterrupt: { lateMs: 300 } } }),
    );
    const turnId = await startTurn(client, threadId);
    await client.request('turn/interrupt', { threadId, turnId });
    expect((await read(client, threadId)).status.type).toBe('active');
    await completed(client, turnId);
    expect((await read(client, threadId)).status.type).toBe('idle');
  });

  it('acknowledges but never stops with ignore; never answers with unanswered', async () => {
    const double = makeDouble({
      turns: [{ end: 'hang', onInterrupt: 'ignore' }],
      default: { end: 'hang', onInterrupt: 'unanswered' },
    });
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    expect((await client.request('turn/interrupt', { threadId, turnId })).result).toEqual({});
    // The double takes one connection's requests in order: the read comes after whatever the interrupt did.
    expect((await read(client, threadId)).status.type).toBe('active');

    const other = await ready(double);
    const second = await startTurn(other.client, other.threadId);
    other.client.send({
      id: 99,
      method: 'turn/interrupt',
      params: { threadId: other.threadId, turnId: second },
    });
    // Answered in order, the read after it would come after its answer.
    await read(other.client, other.threadId);
    expect(other.client.received.some((m) => m.id === 99)).toBe(false);
    const unanswered = double.recorder.records.find(
      (r) =>
        r.kind === 'call' &&
        r.method === 'turn/interrupt' &&
        r.connectionId !== (double.recorder.records[0] as { connectionId?: string }).connectionId,
    );
    expect(unanswered).toMatchObject({ kind: 'call', method: 'turn/interrupt' });
    expect(unanswered).not.toHaveProperty('result');
  });

  it('keeps reporting the turn active to thread/read with reportActive', async () => {
    const { client, threadId } = await ready(makeDouble({ default: { stream: ['x'], reportActive: true } }));
    const turnId = await startTurn(client, threadId);
    expect((await completed(client, turnId)).params.turn.status).toBe('completed');
    const thread = await read(client, threadId);
    expect(thread.status.type).toBe('active');
    expect(thread.turns[0].status).toBe('inProgress');
  });

  it('refuses an interrupt of an unknown or ended turn', async () => {
    const { client, threadId } = await ready(makeDouble());
    const turnId = await startTurn(client, threadId);
    await completed(client, turnId);
    expect((await client.request('turn/interrupt', { threadId, turnId })).error.code).toBe(-32600);
  });
});

describe('host double: steer', () => {
  it('accepts a steer of the running turn and refuses a wrong expectedTurnId', async () => {
    const { client, threadId } = await ready(makeDouble({ default: { end: 'hang' } }));
    const turnId = await startTurn(client, threadId);
    const input = [{ type: 'text', text: 'also' }];
    expect((await client.request('turn/steer', { threadId, input, expectedTurnId: turnId })).result).toEqual({
      turnId,
    });
    expect(
      (await client.request('turn/steer', { threadId, input, expectedTurnId: 'turn_x' })).error.code,
    ).toBe(-32600);
  });

  it('rejects a steer when the script says so', async () => {
    const { client, threadId } = await ready(makeDouble({ default: { end: 'hang', onSteer: 'reject' } }));
    const turnId = await startTurn(client, threadId);
    const refused = await client.request('turn/steer', {
      threadId,
      input: [{ type: 'text', text: 'x' }],
      expectedTurnId: turnId,
    });
    expect(refused.error.data).toEqual({
      codexErrorInfo: { activeTurnNotSteerable: { turnKind: 'review' } },
    });
  });
});

describe('host double: thread truth across connections', () => {
  it('keeps threads across a reconnect: notLoaded until resumed, unknown threads refused', async () => {
    const double = makeDouble();
    const first = await ready(double);
    first.client.close();
    const client = connect(double);
    await client.initialize();
    expect((await read(client, first.threadId)).status).toEqual({ type: 'notLoaded' });
    expect(
      (await client.request('turn/start', { threadId: first.threadId, input: [{ type: 'text', text: 'x' }] }))
        .error.message,
    ).toBe(`thread not found: ${first.threadId}`);
    expect((await client.request('thread/resume', { threadId: 'thr_404' })).error.code).toBe(-32600);
    expect(
      (await client.request('thread/resume', { threadId: first.threadId })).result.thread.status.type,
    ).toBe('idle');
    const turnId = await startTurn(client, first.threadId);
    await completed(client, turnId);
  });

  it('loses a thread after a loseThread turn: it goes on where loaded, a restarted host cannot resume it', async () => {
    const double = makeDouble({ turns: [{ loseThread: true, stream: ['one'] }] });
    const first = await ready(double);
    await completed(first.client, await startTurn(first.client, first.threadId));
    await completed(first.client, await startTurn(first.client, first.threadId));
    first.client.close();
    const client = connect(double);
    await client.initialize();
    expect((await client.request('thread/resume', { threadId: first.threadId })).error.message).toBe(
      `no rollout found for thread id ${first.threadId}`,
    );
    expect((await client.request('thread/start', {})).result.thread.id).not.toBe(first.threadId);
  });

  it('drops the connection on turn/start without an answer, and the turn still runs for a later read', async () => {
    const double = makeDouble({
      turns: [{ stream: [{ waitForRelease: 'end' }, 'done'], dropConnectionOnStart: true }],
    });
    const { client, threadId } = await ready(double);
    client.send({
      id: 50,
      method: 'turn/start',
      params: { threadId, input: [{ type: 'text', text: 'once' }] },
    });
    await new Promise<void>((resolve) => client.channel.onClose(resolve));
    expect(client.received.some((m) => m.id === 50)).toBe(false);

    const next = connect(double);
    await next.initialize();
    const running = await read(next, threadId);
    expect(running.status.type).toBe('active');
    double.release('end');
    await endedOnHost(double, running.turns[0].id as string);
    const settled = await read(next, threadId);
    expect(settled.status.type).toBe('notLoaded');
    expect(settled.turns[0]).toMatchObject({ status: 'completed' });
    expect(settled.turns[0].items[1]).toMatchObject({ type: 'agentMessage', text: 'done' });
    const turnStarts = double.recorder.records.filter((r) => r.kind === 'call' && r.method === 'turn/start');
    expect(turnStarts).toHaveLength(1);
  });

  it('takes a turn/start only startDelayMs later: until then the thread reads idle, then the turn runs', async () => {
    const double = makeDouble({ turns: [{ startDelayMs: 150, stream: ['late'] }] });
    const { client, threadId } = await ready(double);
    const began = Date.now();
    const answer = client.request('turn/start', { threadId, input: [{ type: 'text', text: 'slow' }] });
    expect((await read(client, threadId)).status.type).not.toBe('active');
    // The call is recorded as the bridge made it, with no answer yet; the answer fills it in, no second record.
    const calls = () => double.recorder.records.filter((r) => r.kind === 'call' && r.method === 'turn/start');
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).not.toHaveProperty('result');
    const started = await answer;
    expect(Date.now() - began).toBeGreaterThanOrEqual(140);
    expect(started.result.turn).toMatchObject({ status: 'inProgress' });
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toMatchObject({ result: { turn: { status: 'inProgress' } } });
  });

  it('takes a turn/start only once its key is released: until then the thread reads idle, then the turn runs', async () => {
    const double = makeDouble({ turns: [{ startOnRelease: 'late', stream: ['late'] }] });
    const { client, threadId } = await ready(double);
    let answered = false;
    const answer = client.request('turn/start', { threadId, input: [{ type: 'text', text: 'slow' }] });
    void answer.then(() => (answered = true));
    // A read answered after the turn/start was sent: the host has it, and holds it.
    expect((await read(client, threadId)).status.type).not.toBe('active');
    expect(answered).toBe(false);
    double.release('late');
    const started = await answer;
    expect(started.result.turn).toMatchObject({ status: 'inProgress' });
    expect(
      double.recorder.records.filter((r) => r.kind === 'call' && r.method === 'turn/start'),
    ).toHaveLength(1);
  });

  it('refuses a second turn/start while a turn runs on the thread', async () => {
    const { client, threadId } = await ready(makeDouble({ default: { end: 'hang' } }));
    await startTurn(client, threadId);
    const second = await client.request('turn/start', { threadId, input: [{ type: 'text', text: 'x' }] });
    expect(second.error.message).toContain('already running');
  });
});

describe('host double: reading turns as Codex 0.171.0 does', () => {
  const list = async (client: TestHostClient, params: Record<string, unknown>) =>
    client.request('thread/turns/list', params);

  it('pages thread/turns/list newest first, on a thread it has not loaded, and refuses what Codex refuses', async () => {
    const double = makeDouble({ turns: [{ stream: ['one'] }, { stream: ['two'] }, { stream: ['three'] }] });
    const { client, threadId } = await ready(double);
    expect((await list(client, { threadId })).error.message).toContain('is not materialized yet');
    expect((await client.request('thread/read', { threadId, includeTurns: true })).error).toMatchObject({
      code: -32601,
      message: 'list_turns is not supported yet',
    });
    for (const text of ['a', 'b', 'c']) await completed(client, await startTurn(client, threadId, text));
    client.close();
    const other = connect(double);
    await other.initialize();
    const first = (await list(other, { threadId, limit: 2 })).result;
    expect(first.data.map((t: { items: Array<{ text?: string }> }) => t.items.map((i) => i.text))).toEqual([
      [undefined, 'three'],
      [undefined, 'two'],
    ]);
    expect(first.data[0].items[0]).toMatchObject({
      type: 'userMessage',
      content: [{ type: 'text', text: 'c' }],
    });
    const second = (await list(other, { threadId, limit: 2, cursor: first.nextCursor })).result;
    expect(second.data.map((t: { status: string }) => t.status)).toEqual(['completed']);
    expect(second.nextCursor).toBeNull();
    expect(
      (await list(other, { threadId, sortDirection: 'asc', limit: 1 })).result.data[0].items[1].text,
    ).toBe('one');
    expect((await list(other, { threadId: 'thr_404' })).error.message).toBe('thread not loaded: thr_404');
  });

  it('carries the agent messages in turn/completed, and resumes without turns on excludeTurns', async () => {
    const double = makeDouble({ default: { stream: ['the answer'] } });
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    const done = await completed(client, turnId);
    expect(done.params.turn.items).toEqual([
      expect.objectContaining({ type: 'agentMessage', text: 'the answer' }),
    ]);
    expect(
      (await client.request('thread/resume', { threadId, excludeTurns: true })).result.thread.turns,
    ).toEqual([]);
    expect((await client.request('thread/resume', { threadId })).result.thread.turns).toHaveLength(1);
  });
});

describe('host double: turns that outlive the implementation (HO-003, HO-009)', () => {
  it('runs a turn to its end after its connection closed, and a new connection reads its answer', async () => {
    const double = makeDouble({ turns: [{ stream: ['before ', { waitForRelease: 'k' }, 'after'] }] });
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    await client.next((m) => m.method === 'item/agentMessage/delta');
    client.close();
    double.release('k');
    await endedOnHost(double, turnId);
    const next = connect(double);
    await next.initialize();
    const [turn] = (await next.request('thread/turns/list', { threadId })).result.data;
    expect(turn).toMatchObject({ id: turnId, status: 'completed' });
    expect(turn.items[1]).toMatchObject({ type: 'agentMessage', text: 'before after' });
    expect(
      double.recorder.records
        .filter((r) => r.kind === 'turn')
        .map((r) => r.kind === 'turn' && [r.event, r.status]),
    ).toEqual([
      ['started', undefined],
      ['ended', 'completed'],
    ]);
  });

  it('ends an endUnheard turn on the host, and tells its connection nothing more', async () => {
    const double = makeDouble({
      turns: [
        {
          stream: ['heard '],
          end: { failed: { message: 'slow down', codexErrorInfo: 'rateLimitExceeded' } },
          endUnheard: true,
        },
      ],
    });
    const { client, threadId } = await ready(double);
    const turnId = await startTurn(client, threadId);
    await client.next((m) => m.method === 'item/agentMessage/delta');
    await endedOnHost(double, turnId);
    await flushed();
    expect(
      client.received.some(
        (m) =>
          m.method === 'turn/completed' ||
          (m.method === 'item/completed' && m.params.item.type === 'agentMessage'),
      ),
    ).toBe(false);
    client.send({ id: 77, method: 'thread/read', params: { threadId } });
    await until(() => double.recorder.records.some((r) => r.kind === 'call' && r.method === 'thread/read'), {
      what: 'the read taken',
    });
    await flushed();
    expect(client.received.some((m) => m.id === 77)).toBe(false);
    const ended = double.recorder.records.find((r) => r.kind === 'turn' && r.event === 'ended');
    expect(ended).toMatchObject({ turnId, status: 'failed', error: { codexErrorInfo: 'rateLimitExceeded' } });
    const next = connect(double);
    await next.initialize();
    const [turn] = (await next.request('thread/turns/list', { threadId })).result.data;
    expect(turn).toMatchObject({ status: 'failed', error: { codexErrorInfo: 'rateLimitExceeded' } });
  });
});
