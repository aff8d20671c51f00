import type { ModelResponseScript, ModelScript, ModelTurnScript } from '../../../../generated/types/index.ts';

/** What Codex says about a model call in its x-codex-turn-metadata header. */
export interface CallMetadata {
  turnId?: string;
  requestKind?: string;
}

/** Where one model call falls: its scripted turn and call, and how to answer it (undefined: an echo). */
export interface CallSlot {
  turn?: number;
  call: number;
  response: ModelResponseScript | undefined;
}

export function callMetadata(header: string | string[] | undefined): CallMetadata {
  if (typeof header !== 'string') return {};
  try {
    const meta = JSON.parse(header) as { turn_id?: unknown; request_kind?: unknown };
    return {
      ...(typeof meta.turn_id === 'string' ? { turnId: meta.turn_id } : {}),
      ...(typeof meta.request_kind === 'string' ? { requestKind: meta.request_kind } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * Model calls grouped into Codex turns: the nth turn plays turns[n-1] (then default), and its kth call gets
 * responses[k-1]. n is the turn's place among the turns the host started, when the caller knows it (codex
 * mode: the host's own order, as the host double counts), else the order in which turns first call the
 * model. A call without a turn id opens a new turn when its input ends with a user message, and otherwise
 * belongs to the last turn.
 */
export class TurnBook {
  readonly #script: ModelScript;
  readonly #turns = new Map<string, { n: number; calls: number; script: ModelTurnScript | undefined }>();
  #taken = 0;
  #last: string | undefined;

  constructor(script: ModelScript) {
    this.#script = script;
  }

  slot(meta: CallMetadata, endsWithUserMessage: boolean, started?: number): CallSlot {
    if (meta.requestKind !== undefined && meta.requestKind !== 'turn')
      return { call: 1, response: undefined };
    const key =
      meta.turnId ??
      (endsWithUserMessage || this.#last === undefined ? `anonymous-${this.#taken + 1}` : this.#last);
    let turn = this.#turns.get(key);
    if (!turn) {
      this.#taken += 1;
      const n = started ?? this.#taken;
      turn = { n, calls: 0, script: this.#script.turns?.[n - 1] ?? this.#script.default };
      this.#turns.set(key, turn);
    }
    this.#last = key;
    turn.calls += 1;
    return { turn: turn.n, call: turn.calls, response: turn.script?.responses[turn.calls - 1] };
  }
}
