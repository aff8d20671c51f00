import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { HostUserInput } from '../../../generated/types/index.ts';
import type { FileInspector } from '../doubles/host/file-inspector.ts';
import { LineChannel } from '../../../runtime/src/json-rpc/line-channel.ts';
import type { HostRecorder, ViolationRecord } from '../doubles/host/recorder.ts';
import type { TurnStartOrder, TurnStartSlot } from './turn-start-order.ts';
import {
  CLIENT_NOTIFICATIONS,
  CLIENT_REQUESTS,
  SERVER_NOTIFICATIONS,
  SERVER_REQUESTS,
  schemaErrors,
  type SchemaName,
} from '../doubles/host/wire-catalog.ts';
import {
  optsIntoExperimental,
  PINNED_CODEX,
  vendorNotificationErrors,
  vendorRequestErrors,
} from '../doubles/host/vendor-catalog.ts';
import { killGroup } from '../../../runtime/src/index.ts';

type Message = Record<string, unknown>;
type Id = string | number;

export interface CodexLaunch {
  bin: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** How long a Codex may take to end after its stdin closed before its process group is killed. */
const END_GRACE_MS = 2_000;
const STDERR_TAIL = 8 * 1024;

const isObject = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One host connection in codex mode: a real `codex app-server` per start of the implementation's host
 * command, with every line between them recorded as the host double records its own — requests with
 * their answers, notifications, the turns Codex ran — and held to spec/schemas/host both ways, so that
 * host checks read the same in both host modes. Codex ends when the implementation's side closes (its
 * stdin closes, as when a bridge dies with its child), and the implementation's side when Codex ends.
 */
export class CodexConnection {
  readonly id: string;
  readonly exited: Promise<void>;
  readonly #channel: LineChannel;
  /** Codex's side: the same line framing, over its stdio. */
  readonly #host: LineChannel;
  readonly #recorder: HostRecorder;
  readonly #child: ChildProcessByStdio<Writable, Readable, Readable>;
  readonly #asked = new Map<Id, { method: string; params: unknown; slot?: TurnStartSlot }>();
  readonly #files: FileInspector | undefined;
  /** What each turn was given, for the look after it ended. */
  readonly #given = new Map<string, ReturnType<FileInspector['atTurnStart']>>();
  readonly #askedByHost = new Map<Id, { method: string; params: unknown; askedAt: number }>();
  /** The input of each turn/start Codex took, by its turn, and turn/started notifications still waiting for it. */
  readonly #inputs = new Map<string, unknown[]>();
  readonly #unheardStarts = new Map<string, { threadId: string; turnId: string }>();
  #muted = false;
  /** The client opted into Codex's experimental API at initialize. */
  #experimental = false;
  #stderr = '';
  #exit: { code: number | null; signal: string | null } | undefined;
  readonly #turnStarts: TurnStartOrder;

  /** `turnStarts` takes every turn/start the implementation sends, in order, and its answer, heard by the implementation or not. */
  constructor(
    id: string,
    channel: LineChannel,
    recorder: HostRecorder,
    launch: CodexLaunch,
    turnStarts: TurnStartOrder,
    files?: FileInspector,
  ) {
    this.id = id;
    this.#files = files;
    this.#channel = channel;
    this.#recorder = recorder;
    this.#turnStarts = turnStarts;
    this.#child = spawn(process.execPath, [launch.bin, 'app-server'], {
      cwd: launch.cwd,
      env: launch.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => {
      this.#child.once('exit', (code, signal) => {
        this.#exit = { code, signal };
        channel.close();
        resolve();
      });
      this.#child.once('error', (error) => {
        this.#stderr += `\n[harness] could not start codex: ${error.message}`;
        this.#exit = { code: null, signal: null };
        channel.close();
        resolve();
      });
    });
    // A pipe to a Codex that died errors; its exit is what ends the connection.
    for (const pipe of [this.#child.stdin, this.#child.stdout, this.#child.stderr])
      pipe.on('error', () => {});
    this.#child.stderr
      .setEncoding('utf8')
      .on('data', (chunk: string) => (this.#stderr = (this.#stderr + chunk).slice(-STDERR_TAIL)));
    this.#host = new LineChannel(this.#child.stdout, this.#child.stdin, () => this.#child.stdin.end());
    this.#host.onLine = (line) => this.#fromHost(line);
    channel.onLine = (line) => this.#fromImplementation(line);
    channel.onClose(() => this.close());
  }

  /** From now on nothing Codex says reaches the implementation (an endUnheard turn); Codex runs on. */
  mute(): void {
    this.#muted = true;
  }

  /** How Codex ended, and the last of what it wrote to stderr. */
  get ending(): { exit?: { code: number | null; signal: string | null }; stderr: string } {
    return { ...(this.#exit ? { exit: this.#exit } : {}), stderr: this.#stderr.trim() };
  }

  /** Closes Codex's stdin (it exits at once, as under a bridge that died), and kills its process group after a grace. */
  close(): void {
    this.#child.stdin.end();
    const timer = setTimeout(() => this.#signal('SIGKILL'), END_GRACE_MS);
    void this.exited.then(() => {
      clearTimeout(timer);
      this.#signal('SIGKILL');
    });
  }

  #signal(signal: NodeJS.Signals): void {
    if (this.#child.pid !== undefined) killGroup(this.#child.pid, signal);
  }

  #fromImplementation(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.#recorder.add({ kind: 'rpc', direction: 'in', connectionId: this.id, message: line });
      this.#blame('implementation', line, ['not JSON']);
      this.#toHost(line);
      return;
    }
    this.#recorder.add({ kind: 'rpc', direction: 'in', connectionId: this.id, message });
    if (!isObject(message)) this.#blame('implementation', message, ['not a JSON-RPC object']);
    else if (typeof message.method === 'string' && 'id' in message) {
      if (message.method === 'initialize') this.#experimental = optsIntoExperimental(message.params);
      const schemas = CLIENT_REQUESTS[message.method];
      const vendor = () => vendorRequestErrors(message.method as string, message, this.#experimental);
      if (schemas) {
        // What the subset does not describe but Codex takes (an experimental field) is not the bridge's fault.
        if (schemaErrors(schemas.request, message).length > 0 && vendor()?.length !== 0)
          this.#check('implementation', schemas.request, message);
      } else this.#beyondSubset(message.method, message, vendor(), 'method');
      const slot = message.method === 'turn/start' ? this.#turnStarts.reserve() : undefined;
      this.#asked.set(message.id as Id, {
        method: message.method,
        params: message.params,
        ...(slot ? { slot } : {}),
      });
    } else if (typeof message.method === 'string') {
      const schema = CLIENT_NOTIFICATIONS[message.method];
      if (schema) this.#check('implementation', schema, message);
      else
        this.#beyondSubset(
          message.method,
          message,
          vendorNotificationErrors(message.method, message, this.#experimental),
          'notification',
        );
    } else if ('id' in message && ('result' in message || 'error' in message)) {
      const asked = this.#askedByHost.get(message.id as Id);
      this.#askedByHost.delete(message.id as Id);
      if (!asked)
        this.#blame('implementation', message, [
          `answers no open request of the host (id ${JSON.stringify(message.id)})`,
        ]);
      else this.#answered(asked, message);
    } else {
      this.#blame('implementation', message, ['neither a request, a notification nor a response']);
    }
    this.#toHost(line);
  }

  /** Beyond the subset: Codex itself answers it; the bridge is blamed only where Codex's own schema refuses it. */
  #beyondSubset(method: string, message: unknown, errors: string[] | undefined, kind: string): void {
    if (errors === undefined)
      this.#blame('implementation', message, [`${kind} ${method} is not one of Codex ${PINNED_CODEX}`]);
    else if (errors.length > 0)
      this.#blame(
        'implementation',
        message,
        errors.map((e) => `Codex ${PINNED_CODEX} ${method}: ${e}`),
      );
  }

  #fromHost(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      message = line;
    }
    if (!this.#muted) this.#recorder.add({ kind: 'rpc', direction: 'out', connectionId: this.id, message });
    if (isObject(message)) this.#observe(message);
    if (!this.#muted) this.#channel.send(line);
  }

  /** What Codex said, recorded as the host double records it; turns are recorded heard or not. */
  #observe(message: Message): void {
    const method = message.method;
    if (typeof method === 'string' && 'id' in message) {
      this.#askedByHost.set(message.id as Id, {
        method,
        params: message.params,
        askedAt: this.#recorder.elapsed(),
      });
      const schemas = SERVER_REQUESTS[method];
      if (schemas) this.#check('host', schemas.request, message);
      return;
    }
    if (typeof method === 'string') {
      const schema = SERVER_NOTIFICATIONS[method];
      if (schema) this.#check('host', schema, message);
      this.#turn(method, message.params);
      return;
    }
    const asked = this.#asked.get(message.id as Id);
    if (!asked) return;
    this.#asked.delete(message.id as Id);
    const schema = 'error' in message ? 'HostErrorResponse' : CLIENT_REQUESTS[asked.method]?.response;
    if (schema) this.#check('host', schema, message);
    const turnId =
      isObject(message.result) && isObject(message.result.turn) ? message.result.turn.id : undefined;
    const started = typeof turnId === 'string' ? turnId : undefined;
    // One answer per turn/start: a started turn keeps its place, whatever else the answer brings.
    asked.slot?.answered(started);
    if (started !== undefined && asked.method === 'turn/start') {
      const input = isObject(asked.params) && Array.isArray(asked.params.input) ? asked.params.input : [];
      this.#inputs.set(started, input);
      const waiting = this.#unheardStarts.get(started);
      this.#unheardStarts.delete(started);
      if (waiting) this.#recordStart(waiting);
    }
    if (started !== undefined && this.#files && isObject(asked.params) && Array.isArray(asked.params.input)) {
      this.#given.set(started, this.#files.atTurnStart(started, asked.params.input as HostUserInput[]));
    }
    if (this.#muted) return;
    const answer = 'error' in message ? { error: message.error } : { result: message.result };
    this.#recorder.add({
      kind: 'call',
      connectionId: this.id,
      method: asked.method,
      params: asked.params,
      ...answer,
    });
  }

  /** The implementation's answer to a request of Codex (an approval), recorded as the host double records it. */
  #answered(asked: { method: string; params: unknown; askedAt: number }, message: Message): void {
    const schema = 'error' in message ? 'HostErrorResponse' : SERVER_REQUESTS[asked.method]?.response;
    const errors = schema ? schemaErrors(schema, message) : [];
    if (errors.length > 0)
      this.#blame(
        'implementation',
        message,
        errors.map((e) => `${schema}: ${e}`),
      );
    // An answer that breaks the contract counts as a refusal, as in the host double.
    const answer =
      'error' in message || errors.length > 0
        ? { error: message.error ?? errors }
        : { result: message.result };
    const { method, params, askedAt } = asked;
    this.#recorder.add({
      kind: 'answer',
      connectionId: this.id,
      method,
      params,
      ...answer,
      afterMs: this.#recorder.elapsed() - askedAt,
    });
  }

  #turn(method: string, params: unknown): void {
    const p = params as
      { threadId?: unknown; turn?: { id?: unknown; status?: unknown; error?: unknown } } | undefined;
    if (typeof p?.threadId !== 'string' || typeof p.turn?.id !== 'string') return;
    const at = { connectionId: this.id, threadId: p.threadId, turnId: p.turn.id };
    // A turn start is recorded with its input: once both the notification and turn/start's answer are in.
    if (method === 'turn/started') {
      if (this.#inputs.has(at.turnId)) this.#recordStart(at);
      else this.#unheardStarts.set(at.turnId, at);
    }
    if (method === 'turn/completed') {
      const given = this.#given.get(p.turn.id);
      this.#given.delete(p.turn.id);
      if (given) this.#files?.afterTurn(p.turn.id, given);
      const status = p.turn.status as 'completed' | 'interrupted' | 'failed';
      this.#recorder.add({
        kind: 'turn',
        event: 'ended',
        ...at,
        status,
        ...(p.turn.error ? { error: p.turn.error } : {}),
      });
    }
  }

  #recordStart(at: { threadId: string; turnId: string }): void {
    const input = this.#inputs.get(at.turnId) ?? [];
    this.#inputs.delete(at.turnId);
    this.#recorder.add({ kind: 'turn', event: 'started', connectionId: this.id, ...at, input });
  }

  #toHost(line: string): void {
    this.#host.send(line);
  }

  #check(by: ViolationRecord['by'], schema: SchemaName, message: unknown): void {
    const errors = schemaErrors(schema, message);
    if (errors.length > 0)
      this.#blame(
        by,
        message,
        errors.map((e) => `${schema}: ${e}`),
      );
  }

  #blame(by: ViolationRecord['by'], message: unknown, errors: string[]): void {
    this.#recorder.add({ kind: 'violation', by, connectionId: this.id, message, errors });
  }
}
