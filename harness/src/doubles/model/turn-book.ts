import type { ModelResponseScript, ModelScript, ModelTurnScript } from '../../../../generated/types/index.ts';
import type { Answer } from './respond.ts';
import type { CallView } from './wires/wire.ts';

/** What a model call says about itself, besides its body. */
export interface CallFacts {
  /** Codex's x-codex-turn-metadata: its turn, and the kind of call. */
  turnId?: string;
  requestKind?: string;
  /** The kit claude that made the call (its base URL's /c/<id>). */
  client?: string;
  /** Claude Code's x-claude-code-session-id. */
  session?: string;
  view: CallView;
}

/** Where one model call falls: its scripted turn and call, and how to answer it (undefined: an echo). */
export interface CallSlot {
  turn?: number;
  call: number;
  response: ModelResponseScript | undefined;
  /** The turn's key in the book, for what the call's answer says afterwards (ended). */
  key?: string;
  /** This call began its turn. */
  opened: boolean;
  /** The conversation the call belongs to: the session header, or the first call of the conversation it continues. */
  session: string;
}

export function callMetadata(
  header: string | string[] | undefined,
): Pick<CallFacts, 'turnId' | 'requestKind'> {
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

interface Turn {
  n: number;
  calls: number;
  script: ModelTurnScript | undefined;
  session: string;
}

const RETRIED: ReadonlySet<Answer> = new Set(['http', 'failed', 'dropped']);

const signature = (conversation: CallView['conversation']) =>
  JSON.stringify(conversation.map((m) => [m.role, m.text.trim()]));

/**
 * A conversation as its text alone — tool calls and their results, which carry none, left out, and a role's
 * consecutive messages joined — so that a bridge that keeps only the words of earlier turns continues them.
 */
function gist(conversation: CallView['conversation']): string {
  const said: Array<[string, string]> = [];
  for (const { role, text } of conversation) {
    if (text.trim() === '') continue;
    const last = said[said.length - 1];
    if (last?.[0] === role) last[1] = `${last[1]}\n${text.trim()}`;
    else said.push([role, text.trim()]);
  }
  return JSON.stringify(said);
}

/**
 * Model calls grouped into turns: the nth turn plays turns[n-1] (then default), and its kth call gets
 * responses[k-1]. A call is matched to its turn by what it carries, never by when it arrives, so that turns
 * of parallel conversations never take each other's script:
 * - Codex names its turn (x-codex-turn-metadata);
 * - a call carrying the result of a tool call this double asked for belongs to the turn that asked;
 * - a call that repeats the conversation of a call whose answer failed (an HTTP error, a failure, a drop) is
 *   that turn's retry;
 * - a call of a kit claude, or of a Claude Code session, that brings no new user input belongs to that
 *   claude's, or session's, current turn;
 * - any other call begins a turn. Its number is its place among the turns its host started, when the caller
 *   can tell (`started`: Codex's turn/start order, the user messages written to the kit's claude), else the
 *   order in which turns first call the model.
 */
export class TurnBook {
  readonly #script: ModelScript;
  readonly #turns = new Map<string, Turn>();
  /** Tool-call id → the turn that asked for it. */
  readonly #issued = new Map<string, string>();
  /** Conversation of a call whose answer failed → its turn: a retry repeats it. */
  readonly #failed = new Map<string, string>();
  /** The latest turn of each kit claude and each Claude Code session. */
  readonly #current = new Map<string, string>();
  /** What a conversation looks like after a turn's answer → the session it belongs to. */
  readonly #continued = new Map<string, string>();
  #taken = 0;
  #sessions = 0;

  constructor(script: ModelScript) {
    this.#script = script;
  }

  /** The turn this call continues, if it continues one; undefined when it begins a turn. */
  find(facts: CallFacts): string | undefined {
    if (facts.turnId !== undefined) return this.#turns.has(facts.turnId) ? facts.turnId : undefined;
    for (const id of facts.view.answers) {
      const key = this.#issued.get(id);
      if (key !== undefined) return key;
    }
    const retried = this.#failed.get(signature(facts.view.conversation));
    if (retried !== undefined) return retried;
    if (facts.view.fresh) return undefined;
    for (const owner of [
      facts.client && `client:${facts.client}`,
      facts.session && `session:${facts.session}`,
    ])
      if (owner && this.#current.has(owner)) return this.#current.get(owner);
    return undefined;
  }

  /** The slot of a call: of the turn it continues, or of a new turn numbered `started` (else by arrival). */
  slot(facts: CallFacts, started?: number): CallSlot {
    if (facts.requestKind !== undefined && facts.requestKind !== 'turn')
      return { call: 1, response: undefined, opened: false, session: facts.session ?? 'none' };
    let key = this.find(facts);
    let opened = false;
    if (key === undefined) {
      this.#taken += 1;
      key = facts.turnId ?? `t${this.#taken}`;
      const n = started ?? this.#taken;
      const session = facts.session ?? this.#sessionOf(facts.view.conversation);
      this.#turns.set(key, {
        n,
        calls: 0,
        script: this.#script.turns?.[n - 1] ?? this.#script.default,
        session,
      });
      opened = true;
    }
    const turn = this.#turns.get(key)!;
    for (const owner of [
      facts.client && `client:${facts.client}`,
      facts.session && `session:${facts.session}`,
    ])
      if (owner) this.#current.set(owner, key);
    turn.calls += 1;
    return {
      turn: turn.n,
      call: turn.calls,
      response: turn.script?.responses[turn.calls - 1],
      key,
      opened,
      session: turn.session,
    };
  }

  /** A tool call the answer of a call of this turn asked for. */
  issued(key: string, id: string): void {
    this.#issued.set(id, key);
  }

  /** How a call of this turn was answered: a failed one may be retried, a completed one continued. */
  answered(key: string, facts: CallFacts, answered: { answer: Answer; text: string }): void {
    const asked = signature(facts.view.conversation);
    if (RETRIED.has(answered.answer)) this.#failed.set(asked, key);
    else this.#failed.delete(asked);
    if (answered.answer === 'completed' || answered.answer === 'tool-call') {
      const session = this.#turns.get(key)?.session;
      const after = [...facts.view.conversation, { role: 'assistant', text: answered.text }];
      if (session !== undefined) this.#continued.set(gist(after), session);
    }
  }

  /** A conversation that continues an answered one belongs to its session; any other starts a session. */
  #sessionOf(conversation: CallView['conversation']): string {
    const before = [...conversation];
    while (before.length > 0 && before[before.length - 1]!.role !== 'assistant') before.pop();
    const known = before.length > 0 ? this.#continued.get(gist(before)) : undefined;
    if (known !== undefined) return known;
    this.#sessions += 1;
    return `m${this.#sessions}`;
  }
}
