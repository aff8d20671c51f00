import { setTimeout as sleep } from 'node:timers/promises';
import type {
  HostThreadItem,
  HostTurnError,
  HostTurnScript,
  HostUserInput,
} from '../../../../generated/types/index.ts';
import { raceAbort, untilAborted } from './abortable.ts';
import { echoDeltas, inputText } from './echo.ts';
import type { ReleaseLatch } from './release-latch.ts';
import type { ThreadState, ThreadStore, TurnState } from './thread-store.ts';
import type { TurnLog } from './turn-log.ts';

type StreamEvent = NonNullable<HostTurnScript['stream']>[number];
type ApprovalEvent = Extract<StreamEvent, { approval: unknown }>['approval'];
type AgentItem = { type: 'agentMessage'; id: string; text: string };
type ApprovalItem = Extract<HostThreadItem, { type: 'commandExecution' | 'fileChange' }>;

/** An answer from the implementation to a request of the host: its result, or its error. */
export type Answer = { result: unknown } | { error: unknown };

/** A request of the host: its id, its answer, and how the host gives it up unanswered. */
export interface AskedRequest {
  requestId: number;
  answer: Promise<Answer>;
  withdraw: () => void;
}

/** How a running turn reaches whoever has its thread loaded; nobody, after a dropped connection. */
export interface ThreadIo {
  notify(threadId: string, method: string, params: unknown): void;
  /** Sends a request; answer never settles when nobody is there to answer. */
  ask(threadId: string, method: string, params: unknown): AskedRequest;
  /** The connections that have the thread loaded hear nothing more from the host (endUnheard). */
  mute(threadId: string): void;
}

export interface TurnRunDeps {
  store: ThreadStore;
  io: ThreadIo;
  releases: ReleaseLatch;
  /** Aborts when the double stops: the turn ends silently. */
  stopped: AbortSignal;
  /** The turn started or ended on the host, heard or not. */
  record(event: 'started' | 'ended', turn: TurnState): void;
  /** Every turn the double took, for the invariants of a fuzz campaign. */
  log: TurnLog;
}

/** One turn of the host double, played from its script. */
export class TurnRun {
  readonly turn: TurnState;
  readonly #thread: ThreadState;
  readonly #script: HostTurnScript;
  readonly #deps: TurnRunDeps;
  readonly #interrupt = new AbortController();
  readonly #signal: AbortSignal;
  #agentItem: AgentItem | undefined;
  #cancelled = false;

  constructor(thread: ThreadState, turn: TurnState, script: HostTurnScript, deps: TurnRunDeps) {
    this.#thread = thread;
    this.turn = turn;
    this.#script = script;
    this.#deps = deps;
    this.#signal = AbortSignal.any([this.#interrupt.signal, deps.stopped]);
    turn.reportActive = script.reportActive === true;
  }

  /** Decides what turn/interrupt does: answered or not; the turn ends now, later, or never. */
  interrupt(): 'answered' | 'unanswered' {
    const mode = this.#script.onInterrupt ?? 'prompt';
    if (mode === 'prompt') this.#interrupt.abort();
    else if (mode === 'unanswered') return 'unanswered';
    else if (mode !== 'ignore') {
      sleep(mode.lateMs, undefined, { signal: this.#deps.stopped }).then(
        () => this.#interrupt.abort(),
        () => {},
      );
    }
    return 'answered';
  }

  get steerable(): boolean {
    return (this.#script.onSteer ?? 'accept') === 'accept';
  }

  async play(): Promise<void> {
    this.#deps.record('started', this.turn);
    this.#notify('turn/started', {
      threadId: this.#thread.id,
      turn: this.#deps.store.turnView(this.turn, 'notLoaded'),
    });
    const userItem = this.turn.items[0];
    this.#itemEvent('item/started', userItem);
    this.#itemEvent('item/completed', userItem);
    try {
      for (const event of this.#script.stream ?? []) {
        if (!(await this.#playEvent(event))) break;
      }
      if (!this.#cancelled && this.#script.end === 'hang') await untilAborted(this.#signal);
    } catch (error) {
      if (!this.#signal.aborted) throw error;
    }
    if (this.#deps.stopped.aborted) return;
    if (this.#script.endUnheard) this.#deps.io.mute(this.#thread.id);
    this.#finish();
  }

  /** Plays one stream event; false when the turn must stop here (an approval answered cancel). */
  async #playEvent(event: StreamEvent): Promise<boolean> {
    if (typeof event === 'string' || 'repeat' in event) {
      await this.#deltaDelay();
      this.#delta(typeof event === 'string' ? event : repeated(event.repeat, event.times));
    } else if ('echo' in event) {
      const userItem = this.turn.items[0];
      const text = userItem && 'content' in userItem ? inputText(userItem.content as HostUserInput[]) : '';
      for (const delta of echoDeltas(text, event.echo)) {
        await this.#deltaDelay();
        this.#delta(delta);
      }
    } else if ('pauseMs' in event) {
      await sleep(event.pauseMs, undefined, { signal: this.#signal });
    } else if ('waitForRelease' in event) {
      await this.#deps.releases.wait(event.waitForRelease, this.#signal);
    } else if ('approval' in event) {
      return this.#approval(event.approval);
    } else {
      const { willRetry = true, ...error } = event.error;
      this.#notify('error', { error, willRetry, threadId: this.#thread.id, turnId: this.turn.id });
    }
    return true;
  }

  async #deltaDelay(): Promise<void> {
    const delay = this.#script.deltaDelayMs ?? 0;
    if (delay > 0) await sleep(delay, undefined, { signal: this.#signal });
  }

  #delta(delta: string): void {
    if (!this.#agentItem) {
      this.#agentItem = { type: 'agentMessage', id: this.#deps.store.nextId('item'), text: '' };
      this.turn.items.push(this.#agentItem);
      this.#itemEvent('item/started', { ...this.#agentItem });
    }
    this.#agentItem.text += delta;
    this.#deps.log.delta(this.turn.id, delta);
    this.#notify('item/agentMessage/delta', {
      threadId: this.#thread.id,
      turnId: this.turn.id,
      itemId: this.#agentItem.id,
      delta,
    });
  }

  async #approval(approval: ApprovalEvent): Promise<boolean> {
    const id = this.#deps.store.nextId('item');
    const cwd = this.#thread.cwd;
    const item: ApprovalItem =
      approval.kind === 'commandExecution'
        ? {
            type: 'commandExecution',
            id,
            command: approval.command ?? 'echo larkspur',
            cwd,
            status: 'inProgress',
          }
        : {
            type: 'fileChange',
            id,
            changes: [{ path: approval.path ?? 'larkspur.txt', diff: '+larkspur\n' }],
            status: 'inProgress',
          };
    this.turn.items.push(item);
    this.#itemEvent('item/started', { ...item });
    const target = {
      threadId: this.#thread.id,
      turnId: this.turn.id,
      itemId: id,
      startedAtMs: this.#deps.store.nowMs(),
      reason: approval.reason ?? null,
    };
    const { requestId, answer, withdraw } =
      item.type === 'commandExecution'
        ? this.#deps.io.ask(this.#thread.id, 'item/commandExecution/requestApproval', {
            ...target,
            command: item.command,
            cwd,
          })
        : this.#deps.io.ask(this.#thread.id, 'item/fileChange/requestApproval', target);
    this.turn.pendingApprovals += 1;
    let settled: Answer | undefined;
    try {
      settled = await raceAbort(answer, this.#signal);
    } finally {
      this.turn.pendingApprovals -= 1;
      // Also when the turn ends first: the request is stale, and the client must hear it.
      if (!settled) withdraw();
      this.#notify('serverRequest/resolved', { threadId: this.#thread.id, requestId });
      if (!settled) {
        item.status = 'declined';
        this.#itemEvent('item/completed', { ...item });
      }
    }
    const decision =
      'result' in settled ? (settled.result as { decision?: unknown } | null)?.decision : undefined;
    const accepted = decision === 'accept' || decision === 'acceptForSession';
    item.status = accepted ? 'completed' : 'declined';
    this.#itemEvent('item/completed', { ...item });
    if (decision === 'cancel') this.#cancelled = true;
    return !this.#cancelled;
  }

  #finish(): void {
    const interrupted = this.#interrupt.signal.aborted || this.#cancelled;
    if (this.#agentItem) this.#itemEvent('item/completed', { ...this.#agentItem });
    const end = this.#script.end;
    let error: HostTurnError | null = null;
    if (!interrupted && typeof end === 'object') {
      error = { ...end.failed };
      this.#notify('error', { error, willRetry: false, threadId: this.#thread.id, turnId: this.turn.id });
    }
    this.#notify('thread/tokenUsage/updated', {
      threadId: this.#thread.id,
      turnId: this.turn.id,
      tokenUsage: this.#usage(),
    });
    const status = interrupted ? 'interrupted' : error ? 'failed' : 'completed';
    this.#deps.store.endTurn(this.turn, status, error);
    this.#deps.record('ended', this.turn);
    this.#deps.log.end(this.turn.id, status);
    this.#notify('turn/completed', {
      threadId: this.#thread.id,
      turn: this.#deps.store.turnView(this.turn, 'agentMessages'),
    });
  }

  #usage() {
    const output = Math.ceil((this.#agentItem?.text.length ?? 0) / 4);
    const input = 16;
    const counts = {
      totalTokens: input + output,
      inputTokens: input,
      cachedInputTokens: 0,
      outputTokens: output,
      reasoningOutputTokens: 0,
    };
    return { total: counts, last: counts, modelContextWindow: 200_000 };
  }

  #itemEvent(method: 'item/started' | 'item/completed', item: unknown): void {
    const at = { [method === 'item/started' ? 'startedAtMs' : 'completedAtMs']: this.#deps.store.nowMs() };
    this.#notify(method, { item, threadId: this.#thread.id, turnId: this.turn.id, ...at });
  }

  #notify(method: string, params: unknown): void {
    this.#deps.io.notify(this.#thread.id, method, params);
  }
}

/** `text` repeated `times` times, `{n}` in it numbered from 1 and zero-padded to the width of `times`. */
export function repeated(text: string, times: number): string {
  const width = String(times).length;
  return Array.from({ length: times }, (_, i) =>
    text.replaceAll('{n}', String(i + 1).padStart(width, '0')),
  ).join('');
}
