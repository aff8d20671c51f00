import type {
  HostScript,
  HostTurnScript,
  HostThreadReadRequest,
  HostThreadResumeRequest,
  HostThreadStartRequest,
  HostThreadTurnsListRequest,
  HostTurnInterruptRequest,
  HostTurnStartRequest,
  HostTurnSteerRequest,
} from '../../../../generated/types/index.ts';
import type { FileInspector } from './file-inspector.ts';
import type { HostConnection, Reply } from './host-connection.ts';
import { rpcErrors } from './rpc-errors.ts';
import type { ThreadState, ThreadStore } from './thread-store.ts';
import type { TurnPlan } from './turn-plan.ts';
import { inputText } from './echo.ts';
import { TurnRun, type TurnRunDeps } from './turn-run.ts';

type Params<T extends { params: unknown }> = T['params'];

const DEFAULT_PROVIDER = 'openai';
const DEFAULT_MODEL = 'gpt-5-codex';
const DEFAULT_CWD = '/larkspur/workspace';

/** The host protocol methods of the double, over the thread store; params arrive already schema-checked. */

/** What Codex 0.171.0 answers collaborationMode/list (experimental API) with, on a fresh CODEX_HOME. */
const COLLABORATION_MODES = [
  { name: 'Plan', mode: 'plan', model: null, reasoning_effort: 'medium' },
  { name: 'Default', mode: 'default', model: null, reasoning_effort: null },
];

export class HostMethods {
  readonly #script: HostScript;
  readonly #store: ThreadStore;
  readonly #plan: TurnPlan;
  readonly #runDeps: TurnRunDeps;
  readonly #runs = new Map<string, TurnRun>();
  readonly #files: FileInspector | undefined;

  constructor(
    script: HostScript,
    store: ThreadStore,
    plan: TurnPlan,
    runDeps: TurnRunDeps,
    files?: FileInspector,
  ) {
    this.#script = script;
    this.#store = store;
    this.#plan = plan;
    this.#runDeps = runDeps;
    this.#files = files;
  }

  readonly handle = (connection: HostConnection, method: string, params: unknown): Reply => {
    switch (method) {
      case 'initialize':
        return {
          result: {
            userAgent: 'larkspur_host_double/0.171.0 (Larkspur host double; Codex app-server v2 subset)',
            codexHome: '/larkspur/codex-home',
            platformFamily: 'unix',
            platformOs: 'linux',
          },
        };
      case 'thread/start':
        return this.#threadStart(connection, params as Params<HostThreadStartRequest>);
      case 'thread/resume':
        return this.#threadResume(connection, params as Params<HostThreadResumeRequest>);
      case 'thread/read':
        return this.#threadRead(connection, params as Params<HostThreadReadRequest>);
      case 'thread/turns/list':
        return this.#turnsList(params as Params<HostThreadTurnsListRequest>);
      case 'turn/start':
        return this.#turnStart(connection, params as Params<HostTurnStartRequest>);
      case 'turn/steer':
        return this.#turnSteer(params as Params<HostTurnSteerRequest>);
      case 'turn/interrupt':
        return this.#turnInterrupt(params as Params<HostTurnInterruptRequest>);
      case 'collaborationMode/list':
        // Observed from Codex 0.171.0 with no config: the two built-in modes.
        return { result: { data: COLLABORATION_MODES } };
      case 'thread/name/set':
        return this.#threadNameSet(params as { threadId: string; name: string });
      default:
        // A method of the pinned Codex the double does not play: refused, as a call the host cannot serve now.
        return { error: rpcErrors.notPlayed(method) };
    }
  };

  /** Codex names a thread for its lists and answers `{}`; a bridge may name its threads, nothing depends on it. */
  #threadNameSet(params: { threadId: string; name: string }): Reply {
    const thread = this.#store.get(params.threadId);
    if (!thread) return { error: rpcErrors.threadNotFound(params.threadId) };
    thread.name = params.name;
    return { result: {} };
  }

  #threadStart(connection: HostConnection, params: Params<HostThreadStartRequest>): Reply {
    const thread = this.#store.create(
      {
        modelProvider: this.#script.modelProvider ?? params.modelProvider ?? DEFAULT_PROVIDER,
        model: this.#script.model ?? params.model ?? DEFAULT_MODEL,
        cwd: params.cwd ?? DEFAULT_CWD,
      },
      connection.id,
    );
    const view = this.#store.threadView(thread, connection.id, false);
    return {
      result: this.#session(thread, view),
      after: () => connection.notify('thread/started', { thread: view }),
    };
  }

  #threadResume(connection: HostConnection, params: Params<HostThreadResumeRequest>): Reply {
    const thread = this.#store.get(params.threadId);
    if (!thread || (thread.lost && !thread.loadedOn.has(connection.id)))
      return { error: rpcErrors.noRollout(params.threadId) };
    thread.loadedOn.add(connection.id);
    thread.modelProvider = this.#script.modelProvider ?? params.modelProvider ?? thread.modelProvider;
    thread.model = this.#script.model ?? params.model ?? thread.model;
    if (params.cwd) thread.cwd = params.cwd;
    return {
      result: this.#session(
        thread,
        this.#store.threadView(thread, connection.id, params.excludeTurns !== true),
      ),
    };
  }

  #session(thread: ThreadState, view: unknown) {
    return {
      thread: view,
      model: thread.model,
      modelProvider: thread.modelProvider,
      cwd: thread.cwd,
      approvalPolicy: 'on-request',
      sandbox: { type: 'workspaceWrite' },
      reasoningEffort: null,
    };
  }

  #threadRead(connection: HostConnection, params: Params<HostThreadReadRequest>): Reply {
    const thread = this.#store.get(params.threadId);
    if (!thread) return { error: rpcErrors.threadNotLoaded(params.threadId) };
    if (params.includeTurns && thread.turns.length === 0) return { error: rpcErrors.listTurnsUnsupported() };
    return {
      result: { thread: this.#store.threadView(thread, connection.id, params.includeTurns === true) },
    };
  }

  /** Pages of turns, newest first by default; the cursor is the offset of the next page. */
  #turnsList(params: Params<HostThreadTurnsListRequest>): Reply {
    const thread = this.#store.get(params.threadId);
    if (!thread) return { error: rpcErrors.threadNotLoaded(params.threadId) };
    if (thread.turns.length === 0) return { error: rpcErrors.notMaterialized(params.threadId) };
    const ordered = params.sortDirection === 'asc' ? [...thread.turns] : [...thread.turns].reverse();
    const from = Number(params.cursor ?? 0) || 0;
    const to = params.limit ? from + params.limit : ordered.length;
    const data = ordered
      .slice(from, to)
      .map((turn) => this.#store.turnView(turn, params.itemsView ?? 'summary', true));
    return {
      result: {
        data,
        nextCursor: to < ordered.length ? String(to) : null,
        backwardsCursor: data.length > 0 ? String(from) : null,
      },
    };
  }

  #turnStart(connection: HostConnection, params: Params<HostTurnStartRequest>): Reply {
    const refused = this.#refuseTurnStart(connection, params);
    if (refused) return refused;
    const script = this.#plan.next(params.input);
    if (script.startDelayMs === undefined && script.startOnRelease === undefined)
      return this.#takeTurn(connection, params, script);
    // A slow host: the turn is taken only now, if nothing stands in its way meanwhile (HO-005).
    return {
      delayMs: script.startDelayMs ?? 0,
      ...(script.startOnRelease === undefined
        ? {}
        : { after: this.#runDeps.releases.wait(script.startOnRelease, this.#runDeps.stopped) }),
      then: () => this.#refuseTurnStart(connection, params) ?? this.#takeTurn(connection, params, script),
    };
  }

  #refuseTurnStart(connection: HostConnection, params: Params<HostTurnStartRequest>): Reply | undefined {
    const thread = this.#store.get(params.threadId);
    if (!thread || !thread.loadedOn.has(connection.id))
      return { error: rpcErrors.threadNotFound(params.threadId) };
    if (this.#store.running(thread)) return { error: rpcErrors.turnRunning(params.threadId) };
    return undefined;
  }

  #takeTurn(connection: HostConnection, params: Params<HostTurnStartRequest>, script: HostTurnScript): Reply {
    const thread = this.#store.get(params.threadId)!;
    const turn = this.#store.startTurn(thread, params.input, connection.id);
    if (script.loseThread) thread.lost = true;
    this.#runDeps.log.start(turn.id, thread.id, inputText(params.input));
    const run = new TurnRun(thread, turn, script, this.#runDeps);
    this.#runs.set(turn.id, run);
    const given = this.#files?.atTurnStart(turn.id, params.input) ?? [];
    const play = () => {
      void run.play().finally(() => {
        this.#runs.delete(turn.id);
        this.#files?.afterTurn(turn.id, given);
      });
    };
    if (script.dropConnectionOnStart) {
      // The host took the turn, but its answer is lost with the connection; the turn runs on unheard.
      thread.loadedOn.delete(connection.id);
      return {
        unanswered: true,
        after: () => {
          connection.close();
          play();
        },
      };
    }
    return { result: { turn: this.#store.turnView(turn, 'notLoaded') }, after: play };
  }

  #turnSteer(params: Params<HostTurnSteerRequest>): Reply {
    const run = this.#activeRun(params.threadId, params.expectedTurnId);
    if (!run) return { error: rpcErrors.noActiveTurn('steer') };
    if (!run.steerable) return { error: rpcErrors.steerRefused() };
    run.turn.items.push({ type: 'userMessage', id: this.#store.nextId('item'), content: params.input });
    return { result: { turnId: run.turn.id } };
  }

  #turnInterrupt(params: Params<HostTurnInterruptRequest>): Reply {
    const run = this.#activeRun(params.threadId, params.turnId);
    if (!run) return { error: rpcErrors.noActiveTurn('interrupt') };
    return run.interrupt() === 'answered' ? { result: {} } : { unanswered: true };
  }

  #activeRun(threadId: string, turnId: string): TurnRun | undefined {
    const run = this.#runs.get(turnId);
    return run && run.turn.threadId === threadId && run.turn.status === 'inProgress' ? run : undefined;
  }
}
