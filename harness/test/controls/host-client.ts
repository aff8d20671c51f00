import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

type Listener = (method: string, params: Record<string, unknown>) => void;

/** Just enough of the host protocol for a control bot: requests, notifications, one process group. */
export class HostClient {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Set<Listener>();

  constructor(command: string) {
    this.child = spawn('/bin/sh', ['-c', command], { stdio: ['pipe', 'pipe', 'inherit'], detached: true });
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.onLine(line));
    this.child.on('exit', () => {
      for (const p of this.pending.values()) p.reject(new Error('host exited'));
    });
    process.on('exit', () => {
      if (this.child.pid !== undefined) {
        try {
          process.kill(-this.child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    });
  }

  async initialize(): Promise<void> {
    await this.request('initialize', { clientInfo: { name: 'larkspur-control', title: 'Larkspur control bot', version: '0' } });
    this.notify('initialized', {});
  }

  request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    this.child.stdin!.write(`${JSON.stringify({ id, method, params })}\n`);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  notify(method: string, params: unknown): void {
    this.child.stdin!.write(`${JSON.stringify({ method, params })}\n`);
  }

  onNotification(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs one turn and returns the agent's text when it completes. */
  async runTurn(threadId: string, text: string): Promise<string> {
    let answer = '';
    let turnId: string | undefined;
    const done = new Promise<void>((resolve) => {
      const off = this.onNotification((method, params) => {
        if (method === 'item/agentMessage/delta' && (turnId === undefined || params.turnId === turnId)) answer += String(params.delta);
        if (method === 'turn/completed' && (params.turn as { id?: string })?.id === turnId) {
          off();
          resolve();
        }
      });
    });
    const started = (await this.request('turn/start', { threadId, input: [{ type: 'text', text }] })) as { turn: { id: string } };
    turnId = started.turn.id;
    await done;
    return answer;
  }

  private onLine(line: string): void {
    const message = JSON.parse(line) as { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message: string } };
    if (message.method !== undefined && message.id === undefined) {
      for (const l of this.listeners) l(message.method, message.params ?? {});
      return;
    }
    if (message.id !== undefined && message.method === undefined) {
      const p = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) p?.reject(new Error(message.error.message));
      else p?.resolve(message.result);
    }
  }
}
