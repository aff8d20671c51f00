import type { HostRecord, HostRecorder } from '../doubles/host/index.ts';
import type { ModelRecorder } from '../doubles/model/index.ts';
import type { LoggedTurn } from '../doubles/host/index.ts';

/**
 * The agent host a scenario plays against, in either host mode: the host double, or a real Codex with the
 * model double behind it. Either way the implementation reaches it through LARKSPUR_HOST_COMMAND, and
 * every line between them is recorded in the same records, so that host checks read the same in both.
 */
export interface ScenarioHost {
  readonly recorder: HostRecorder;
  /** The model double behind a real agent, or behind the implementation itself: its calls go in the transcript. */
  readonly model?: { readonly recorder: ModelRecorder };
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * The host part of the launch contract for one instance (`instance` names one of several), over the
   * environment so far (`base`: to extend its PATH): absent, the codex-app-server interface with hostCommand as
   * LARKSPUR_HOST_COMMAND.
   */
  launchEnv?(instance: number | undefined, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** The shell command line the implementation spawns as its host (codex-app-server). */
  hostCommand?(instance?: number): string;
  /** The user agents of the model calls its model double answered (report/scenario-result hostAgents). */
  agents?(): string[];
  /** Where this host's records come from, for the verdicts to say (report/scenario-result hostObserved). */
  observed?(): Array<'host-protocol' | 'stream-json' | 'model-calls'>;
  /** Turns blocked on key go on (host.release). */
  release(key: string): void;
  /** What broke on the harness's side of the host, if anything: a double off its contract, a Codex that would not run. */
  fault(): string | undefined;
  /**
   * Settles once a host the implementation started after record `since` is up (initialize answered), or
   * after a bound: a host that takes seconds to start (a real Codex) must not eat the windows of the
   * checks, which measure the implementation. Absent: the host is up at once.
   */
  settled?(since: number): Promise<void>;
  /** Every turn the host took, heard or not: the host double keeps them; other hosts' records show theirs (turnLog). */
  turns?(): readonly LoggedTurn[];
}

/** The text parts of a turn start's host-protocol input, joined by a newline, as the host double logs them. */
function inputText(input: unknown[] | undefined): string {
  return (input ?? [])
    .flatMap((part) => {
      const text = (part as { type?: unknown; text?: unknown } | null)?.text;
      return (part as { type?: unknown } | null)?.type === 'text' && typeof text === 'string' ? [text] : [];
    })
    .join('\n');
}

/** What a turn said, per turn id, where only the records tell: the agent message deltas its host sent on. */
function recordedDeltas(records: readonly HostRecord[]): Map<string, string[]> {
  const deltas = new Map<string, string[]>();
  for (const r of records) {
    if (r.kind !== 'rpc' || r.direction !== 'out') continue;
    const m = r.message as { method?: unknown; params?: { turnId?: unknown; delta?: unknown } } | null;
    if (m?.method !== 'item/agentMessage/delta') continue;
    const { turnId, delta } = m.params ?? {};
    if (typeof turnId === 'string' && typeof delta === 'string')
      deltas.set(turnId, [...(deltas.get(turnId) ?? []), delta]);
  }
  return deltas;
}

/**
 * Every turn of the host in any host mode: the host double's own log, else the turns its records show —
 * started with their input, ended with their status — with what each said where the host wrote it down (the
 * end's text: a model call's answer, a claude's result) or streamed it on (Codex's agent message deltas).
 */
export function turnLog(host: ScenarioHost): readonly LoggedTurn[] {
  if (host.turns) return host.turns();
  const records = host.recorder.records;
  const streamed = recordedDeltas(records);
  const turns = new Map<string, LoggedTurn>();
  for (const r of records) {
    if (r.kind !== 'turn') continue;
    const key = `${r.connectionId}/${r.turnId}`;
    if (r.event === 'started') {
      turns.set(key, {
        turnId: r.turnId,
        threadId: r.threadId,
        input: inputText(r.input),
        deltas: streamed.get(r.turnId) ?? [],
        status: 'inProgress',
        startedAt: r.at,
      });
      continue;
    }
    const turn = turns.get(key);
    if (!turn) continue;
    turn.status = r.status ?? 'failed';
    turn.endedAt = r.at;
    // Said at once, its words stand for its deltas: a draft shows a run of them, never the whole text.
    if (turn.deltas.length === 0 && r.text) turn.deltas = r.text.split(/(?<=\s)/);
  }
  return [...turns.values()];
}
