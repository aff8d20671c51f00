import type { HostRecorder } from '../doubles/host/recorder.ts';
import type { Answered, ModelCall } from '../doubles/model/index.ts';

/** The connection id of turns read from model calls: no host connection carries them. */
export const MODEL_CALLS = 'model';

/**
 * The host layer read from what the model double sees, where the kit cannot see the agent's own protocol (a
 * bridge that calls a model API itself, or an Agent SDK running its bundled Claude Code): a call that begins a
 * turn is a turn start, with the user input it brings and the conversation it continues; the answer that ends
 * the turn — a completed answer that asks for no tool, a failure, a client that went — is its end. Turn records
 * as the host double writes them, so that host.turn and host.concurrency read the same in every host mode.
 */
export class ModelObservation {
  readonly #recorder: HostRecorder;
  /** Which calls are this observation's: the others are read elsewhere (a kit claude's stream-json). */
  readonly #mine: (call: ModelCall) => boolean;
  readonly #open = new Map<string, string>();
  /** What each open turn said so far: the text of its calls that asked for a tool. */
  readonly #said = new Map<string, string>();
  #seen = false;

  constructor(recorder: HostRecorder, mine: (call: ModelCall) => boolean = () => true) {
    this.#recorder = recorder;
    this.#mine = mine;
  }

  /** Whether any call was read here. */
  get seen(): boolean {
    return this.#seen;
  }

  onCall(call: ModelCall): void {
    const { slot, facts } = call;
    if (!this.#mine(call) || slot.key === undefined) return;
    this.#seen = true;
    if (!slot.opened) return;
    this.#open.set(slot.key, slot.session);
    this.#recorder.add({
      kind: 'turn',
      event: 'started',
      connectionId: MODEL_CALLS,
      threadId: slot.session,
      turnId: slot.key,
      input: facts.view.input.map((text) => ({ type: 'text', text })),
    });
  }

  onAnswer(call: ModelCall, answered: Answered): void {
    const key = call.slot.key;
    if (!this.#mine(call) || key === undefined) return;
    const said = (this.#said.get(key) ?? '') + answered.text;
    if (answered.answer === 'tool-call') {
      if (this.#open.has(key)) this.#said.set(key, said);
      return;
    }
    const threadId = this.#open.get(key);
    // A retry after a failure already ended the turn once: the host layer saw that end.
    if (threadId === undefined) return;
    this.#open.delete(key);
    this.#said.delete(key);
    const status =
      answered.answer === 'completed'
        ? 'completed'
        : answered.answer === 'client-gone'
          ? 'interrupted'
          : 'failed';
    this.#recorder.add({
      kind: 'turn',
      event: 'ended',
      connectionId: MODEL_CALLS,
      threadId,
      turnId: key,
      status,
      ...(status === 'failed' ? { error: { answer: answered.answer } } : {}),
      ...(said !== '' ? { text: said } : {}),
    });
  }
}
