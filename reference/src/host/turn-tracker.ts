import type { HostCodexErrorInfo, HostThreadItem, HostTurn } from '../../../generated/types/index.ts';
import { classifyHostError, errorMessage } from './error-class.ts';
import type { TurnOutcome } from '../core/host.ts';

export interface TurnHandlers {
  /** delta: the new piece; text: the agent message so far. */
  onDelta?(delta: string, text: string): void;
  /** A transient host error (willRetry): the turn goes on. */
  onRetry?(error: { class: string }): void;
  /** An item began or ended: a coarse phase for progress (DE-002), without its content. */
  onItem?(event: { phase: 'started' | 'completed'; type: string }): void;
}

/** Gathers the notifications of one turn into its outcome. */
export class TurnTracker {
  readonly done: Promise<TurnOutcome>;
  #handlers: TurnHandlers = {};
  #resolve!: (outcome: TurnOutcome) => void;
  #reject!: (error: Error) => void;
  readonly #texts = new Map<string, string>();
  #lastAgentItem: string | undefined;
  #attached = false;
  #settled = false;
  /** Events read before anyone attached, replayed in order on attach. */
  readonly #backlog: Array<(handlers: TurnHandlers) => void> = [];

  constructor() {
    this.done = new Promise<TurnOutcome>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    // A caller that never awaits done must not crash the process when the host goes away.
    this.done.catch(() => {});
  }

  /** Someone waits on this turn: the turn/start answer came. */
  get attached(): boolean {
    return this.#attached;
  }

  get settled(): boolean {
    return this.#settled;
  }

  /**
   * Handlers come with the turn/start answer, whose continuation runs after the notifications that
   * followed it on the wire have been read — a quick turn may be over by then.
   */
  attach(handlers: TurnHandlers): void {
    this.#handlers = handlers;
    this.#attached = true;
    for (const event of this.#backlog.splice(0)) event(handlers);
  }

  delta(itemId: string, delta: string): void {
    const text = (this.#texts.get(itemId) ?? '') + delta;
    this.#texts.set(itemId, text);
    this.#lastAgentItem = itemId;
    this.#emit((h) => h.onDelta?.(delta, text));
  }

  item(phase: 'started' | 'completed', item: HostThreadItem): void {
    if (item.type === 'agentMessage' && 'text' in item) {
      this.#lastAgentItem = item.id;
      // The completed item is authoritative; the deltas were a preview of it.
      if (phase === 'completed' || !this.#texts.has(item.id)) this.#texts.set(item.id, item.text as string);
    }
    if (item.type !== 'userMessage') this.#emit((h) => h.onItem?.({ phase, type: item.type }));
  }

  retry(info: HostCodexErrorInfo | null | undefined): void {
    const errorClass = classifyHostError(info);
    this.#emit((h) => h.onRetry?.({ class: errorClass }));
  }

  completed(turn: HostTurn): void {
    this.#settled = true;
    const text = this.#text();
    if (turn.status === 'failed') {
      const errorClass = classifyHostError(turn.error?.codexErrorInfo);
      this.#resolve({
        status: 'failed',
        text,
        error: { class: errorClass, message: errorMessage(errorClass) },
      });
    } else if (turn.status === 'interrupted' || turn.status === 'completed') {
      this.#resolve({ status: turn.status, text });
    }
  }

  lost(error: Error): void {
    this.#settled = true;
    this.#reject(error);
  }

  #emit(event: (handlers: TurnHandlers) => void): void {
    if (this.#attached) event(this.#handlers);
    else this.#backlog.push(event);
  }

  #text(): string {
    return this.#lastAgentItem === undefined ? '' : (this.#texts.get(this.#lastAgentItem) ?? '');
  }
}
