import type { HostRecorder } from '../doubles/host/recorder.ts';
import type { ClaudeReport } from './claude-listener.ts';
import type { StreamTurnOrder } from './stream-turn-order.ts';

type Message = Record<string, unknown>;

const isObject = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A session id given on the command line: --resume ID, --session-id ID (or =ID). */
function sessionInArgv(argv: string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    for (const flag of ['--resume', '-r', '--session-id']) {
      if (arg === flag && argv[i + 1] && !argv[i + 1]!.startsWith('-')) return argv[i + 1];
      if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
    }
  }
  return undefined;
}

/** The prompt of `claude -p PROMPT` (print mode, not stream-json input): a turn given on the command line. */
function promptInArgv(argv: string[]): string | undefined {
  const i = argv.findIndex((a) => a === '-p' || a === '--print');
  if (i < 0) return undefined;
  const format = argv.findIndex((a) => a === '--input-format');
  if (format >= 0 && argv[format + 1] === 'stream-json') return undefined;
  if (argv.some((a) => a === '--input-format=stream-json')) return undefined;
  const next = argv[i + 1];
  return next !== undefined && !next.startsWith('-') ? next : undefined;
}

/** A user message's content as host-protocol user inputs; undefined when it brings no new input (tool results). */
function userInput(content: unknown): unknown[] | undefined {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (!Array.isArray(content)) return undefined;
  const input = content.flatMap((block): unknown[] => {
    if (!isObject(block)) return [];
    if (block.type === 'text' && typeof block.text === 'string') return [{ type: 'text', text: block.text }];
    if (block.type === 'image') return [{ type: 'image' }];
    return [];
  });
  return input.length > 0 ? input : undefined;
}

/**
 * One kit claude as the harness sees it: every line between the bridge and Claude Code recorded (rpc records:
 * in, from the bridge; out, from Claude Code), and its turns as the host double records its own — a user
 * message the bridge wrote (or the prompt of -p) starts one the moment it is written, in the session of the
 * command line (the kit's claude gives a new one its id; otherwise Claude Code names it first); the result
 * line ends the oldest running one; a claude that exits mid-turn ends it interrupted.
 */
export class ClaudeClient {
  readonly id: string;
  readonly #recorder: HostRecorder;
  readonly #order: StreamTurnOrder;
  #session: string | undefined;
  /** Turns begun before Claude Code named its session: recorded once it does. */
  readonly #unnamed: Array<{ input: unknown[] }> = [];
  /** Running turns, oldest first, each with what it said so far: its streamed text, or its messages' text. */
  readonly #running: Array<{ turnId: string; interrupted: boolean; streamed: string; said: string }> = [];
  #turns = 0;
  #exit: { code: number | null; signal: string | null } | undefined;

  constructor(id: string, argv: string[], recorder: HostRecorder, order: StreamTurnOrder) {
    this.id = id;
    this.#recorder = recorder;
    this.#order = order;
    this.#session = sessionInArgv(argv);
    recorder.add({ kind: 'connection', event: 'open', connectionId: id });
    const prompt = promptInArgv(argv);
    if (prompt !== undefined) this.#begin([{ type: 'text', text: prompt }]);
  }

  /** How this claude ended, when it did. */
  get exit(): { code: number | null; signal: string | null } | undefined {
    return this.#exit;
  }

  report(report: ClaudeReport): void {
    if ('exit' in report) {
      this.#exit = { code: report.exit, signal: report.signal };
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(report.line);
    } catch {
      message = report.line;
    }
    this.#recorder.add({ kind: 'rpc', direction: report.d, connectionId: this.id, message });
    if (!isObject(message)) return;
    if (report.d === 'in') this.#fromBridge(message);
    else this.#fromClaude(message);
  }

  /** The claude is gone: a turn it was running ended with it. */
  closed(): void {
    this.#name(this.#session ?? `unnamed-${this.id}`);
    for (const turn of this.#running.splice(0))
      this.#end(turn.turnId, 'interrupted', { exited: this.#exit ?? null }, turn.streamed || turn.said);
    this.#recorder.add({ kind: 'connection', event: 'close', connectionId: this.id });
  }

  #fromBridge(message: Message): void {
    if (message.type === 'user' && isObject(message.message)) {
      const input = userInput(message.message.content);
      if (input) this.#begin(input);
    } else if (
      message.type === 'control_request' &&
      isObject(message.request) &&
      message.request.subtype === 'interrupt'
    ) {
      for (const turn of this.#running) turn.interrupted = true;
    }
  }

  #fromClaude(message: Message): void {
    if (typeof message.session_id === 'string' && message.session_id !== '') this.#name(message.session_id);
    if (message.type !== 'result') return this.#said(message);
    const turn = this.#running.shift();
    if (!turn) return;
    const failed = message.is_error === true || message.subtype !== 'success';
    const status = !failed ? 'completed' : turn.interrupted ? 'interrupted' : 'failed';
    this.#end(
      turn.turnId,
      status,
      failed ? { subtype: message.subtype, apiErrorStatus: message.api_error_status ?? null } : undefined,
      turn.streamed || turn.said,
    );
  }

  /** The text a message of Claude Code adds to the oldest running turn: a text delta, or an assistant message's text. */
  #said(message: Message): void {
    const turn = this.#running[0];
    if (!turn) return;
    if (message.type === 'stream_event' && isObject(message.event) && isObject(message.event.delta)) {
      const { delta } = message.event;
      if (delta.type === 'text_delta' && typeof delta.text === 'string') turn.streamed += delta.text;
    } else if (
      message.type === 'assistant' &&
      isObject(message.message) &&
      Array.isArray(message.message.content)
    ) {
      for (const block of message.message.content)
        if (isObject(block) && block.type === 'text' && typeof block.text === 'string')
          turn.said += block.text;
    }
  }

  #begin(input: unknown[]): void {
    this.#order.reserve(this.id);
    if (this.#session === undefined) this.#unnamed.push({ input });
    else this.#record(input);
  }

  #name(session: string): void {
    this.#session ??= session;
    for (const { input } of this.#unnamed.splice(0)) this.#record(input);
  }

  #record(input: unknown[]): void {
    this.#turns += 1;
    const turnId = `${this.id}-t${this.#turns}`;
    this.#running.push({ turnId, interrupted: false, streamed: '', said: '' });
    this.#recorder.add({
      kind: 'turn',
      event: 'started',
      connectionId: this.id,
      threadId: this.#session!,
      turnId,
      input,
    });
  }

  #end(turnId: string, status: 'completed' | 'interrupted' | 'failed', error?: unknown, text?: string): void {
    this.#recorder.add({
      kind: 'turn',
      event: 'ended',
      connectionId: this.id,
      threadId: this.#session ?? `unnamed-${this.id}`,
      turnId,
      status,
      ...(error !== undefined ? { error } : {}),
      ...(text ? { text } : {}),
    });
  }
}
