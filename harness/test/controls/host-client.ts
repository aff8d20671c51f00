import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** How a turn ended (turn/completed), and the agent's text. */
export interface TurnOutcome {
  status: string;
  text: string;
}

interface TurnProgress {
  text: string;
  status?: string;
  ended?: () => void;
}

interface HostMessage {
  id?: number;
  method?: string;
  params?: { turnId?: string; delta?: string; turn?: { id: string; status: string } };
  result?: unknown;
  error?: { message: string };
}

/**
 * Just enough of the host protocol for a control bot. The host runs in its own process group, which
 * this process kills when it exits; killed itself (SIGKILL), it leaves the host its stdin's end, on
 * which the host command ends too.
 */
export class HostClient {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  /** Per turn id; notifications may come before the turn/start answer that names the turn. */
  private readonly turns = new Map<string, TurnProgress>();
  /** The running turn of each thread, for /stop. */
  private readonly running = new Map<string, string>();

  constructor(command: string) {
    this.child = spawn('/bin/sh', ['-c', command], { stdio: ['pipe', 'pipe', 'inherit'], detached: true });
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.onLine(line));
    this.child.on('exit', () => {
      for (const p of this.pending.values()) p.reject(new Error('host exited'));
    });
    process.on('exit', () => {
      try {
        process.kill(-this.child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    });
  }

  async initialize(): Promise<void> {
    await this.request('initialize', { clientInfo: { name: 'larkspur-control', title: 'Larkspur control bot', version: '0' } });
    this.child.stdin!.write(`${JSON.stringify({ method: 'initialized', params: {} })}\n`);
  }

  request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    this.child.stdin!.write(`${JSON.stringify({ id, method, params })}\n`);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  /** Runs one turn on the thread and waits for its end. */
  async runTurn(threadId: string, text: string): Promise<TurnOutcome> {
    const started = (await this.request('turn/start', { threadId, input: [{ type: 'text', text }] })) as { turn: { id: string } };
    const turnId = started.turn.id;
    const turn = this.progress(turnId);
    this.running.set(threadId, turnId);
    if (turn.status === undefined) await new Promise<void>((resolve) => (turn.ended = resolve));
    this.running.delete(threadId);
    this.turns.delete(turnId);
    return { status: turn.status!, text: turn.text };
  }

  runningTurn(threadId: string): string | undefined {
    return this.running.get(threadId);
  }

  private progress(turnId: string): TurnProgress {
    let turn = this.turns.get(turnId);
    if (!turn) {
      turn = { text: '' };
      this.turns.set(turnId, turn);
    }
    return turn;
  }

  private onLine(line: string): void {
    const message = JSON.parse(line) as HostMessage;
    if (message.method === 'item/agentMessage/delta' && message.params?.turnId) {
      this.progress(message.params.turnId).text += message.params.delta ?? '';
    } else if (message.method === 'turn/completed' && message.params?.turn) {
      const turn = this.progress(message.params.turn.id);
      turn.status = message.params.turn.status;
      turn.ended?.();
    } else if (message.id !== undefined && message.method === undefined) {
      const p = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) p?.reject(new Error(message.error.message));
      else p?.resolve(message.result);
    }
  }
}
