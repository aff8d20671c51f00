import type { ApprovalHandler, Host, HostInput, ReadTurn, ThreadStatus, TurnOutcome } from '../core/host.ts';

interface RunningTurn {
  threadId: string;
  turnId: string;
  text: string;
  streamed: string;
  onDelta?: (delta: string, text: string) => void;
  finish: (outcome: TurnOutcome) => void;
}

/**
 * A scripted host for tests. A turn answers `echo: <input>` at once, unless the host is blocked: then
 * turns wait for `release()`. It records every call and how many turns ran at once.
 */
export class FakeHost implements Host {
  ready = false;
  readonly calls: Array<{ method: string; threadId?: string; text?: string }> = [];
  readonly running = new Map<string, RunningTurn>();
  maxConcurrent = 0;
  /** Every turn started, by thread, oldest first, as listTurns reads them. */
  readonly turnsOf = new Map<string, ReadTurn[]>();
  /** When set, turn/start fails this way instead of starting. */
  startTurnError: Error | undefined;
  /** When true, interrupt is acknowledged but the turn goes on (a host that ignores it). */
  ignoreInterrupt = false;
  /** When true, turn/steer is refused. */
  rejectSteer = false;
  /** Where approval requests go; tests ask through it as the host would. */
  approvals: ApprovalHandler | undefined;
  private blocked = false;
  private threads = 0;
  private turns = 0;

  async start(): Promise<void> {
    this.ready = true;
  }

  block(): void {
    this.blocked = true;
  }

  /** Completes every running turn and stops blocking new ones. */
  release(): void {
    this.blocked = false;
    for (const turn of [...this.running.values()]) this.complete(turn, 'completed');
  }

  /** Every running turn streams a delta of its answer. */
  delta(text: string): void {
    for (const turn of this.running.values()) {
      turn.streamed += text;
      turn.onDelta?.(text, turn.streamed);
    }
  }

  turnStarts(): string[] {
    return this.calls.filter((c) => c.method === 'turn/start').map((c) => c.text!);
  }

  async startThread(): Promise<{ threadId: string }> {
    this.calls.push({ method: 'thread/start' });
    return { threadId: `thr_${++this.threads}` };
  }

  async resumeThread(threadId: string): Promise<{ threadId: string }> {
    this.calls.push({ method: 'thread/resume', threadId });
    return { threadId };
  }

  async readThread(threadId: string): Promise<ThreadStatus> {
    this.calls.push({ method: 'thread/read', threadId });
    const active = [...this.running.values()].find((t) => t.threadId === threadId);
    return active ? { status: 'active', activeTurnId: active.turnId } : { status: 'idle' };
  }

  async listTurns(threadId: string, limit: number): Promise<ReadTurn[]> {
    this.calls.push({ method: 'thread/turns/list', threadId });
    return [...(this.turnsOf.get(threadId) ?? [])].reverse().slice(0, limit);
  }

  async startTurn(
    threadId: string,
    input: HostInput,
    handlers: { onDelta?(delta: string, text: string): void },
  ): Promise<{ turnId: string; done: Promise<TurnOutcome> }> {
    const text = input.map((i) => (i.type === 'text' ? i.text : `[image ${i.path}]`)).join('\n');
    this.calls.push({ method: 'turn/start', threadId, text });
    if (this.startTurnError) throw this.startTurnError;
    const turnId = `turn_${++this.turns}`;
    this.turnsOf.set(threadId, [
      ...(this.turnsOf.get(threadId) ?? []),
      { id: turnId, status: 'inProgress', input: text, answer: '' },
    ]);
    const done = new Promise<TurnOutcome>((finish) => {
      const turn: RunningTurn = {
        threadId,
        turnId,
        text,
        streamed: '',
        finish,
        ...(handlers.onDelta ? { onDelta: handlers.onDelta } : {}),
      };
      this.running.set(turnId, turn);
      this.maxConcurrent = Math.max(this.maxConcurrent, this.running.size);
      if (!this.blocked) queueMicrotask(() => this.complete(turn, 'completed'));
    });
    return { turnId, done };
  }

  async steerTurn(
    threadId: string,
    expectedTurnId: string,
    input: Array<{ type: 'text'; text: string }>,
  ): Promise<{ turnId: string }> {
    const text = input.map((i) => i.text).join('\n');
    this.calls.push({ method: 'turn/steer', threadId, text });
    const turn = this.running.get(expectedTurnId);
    if (!turn || turn.threadId !== threadId || this.rejectSteer)
      throw new Error('the active turn cannot be steered');
    return { turnId: expectedTurnId };
  }

  async interrupt(_threadId: string, turnId: string): Promise<void> {
    this.calls.push({ method: 'turn/interrupt' });
    const turn = this.running.get(turnId);
    if (turn && !this.ignoreInterrupt) this.complete(turn, 'interrupted');
  }

  handleApprovals(handler: ApprovalHandler): void {
    this.approvals = handler;
  }

  async close(): Promise<void> {
    this.ready = false;
    for (const turn of [...this.running.values()]) {
      this.running.delete(turn.turnId);
      turn.finish({ status: 'failed', text: '', error: { class: 'host_closed', message: 'closed' } });
    }
  }

  private complete(turn: RunningTurn, status: 'completed' | 'interrupted'): void {
    if (!this.running.delete(turn.turnId)) return;
    const text = status === 'completed' ? `echo: ${turn.text}` : 'partial';
    const read = this.turnsOf.get(turn.threadId)?.find((t) => t.id === turn.turnId);
    if (read) Object.assign(read, { status, answer: text });
    turn.finish({ status, text });
  }
}
