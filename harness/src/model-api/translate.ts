import type {
  HostScript,
  HostTurnScript,
  ModelResponseScript,
  ModelScript,
  ModelTurnScript,
} from '../../../generated/types/index.ts';

export type ModelTranslation = { ok: true; script: ModelScript } | { ok: false; reason: string };

type Step = NonNullable<ModelResponseScript['output']>[number];

/** What of a host turn script the model double plays for an agent it cannot see the protocol of. */
const PLAYED: ReadonlySet<string> = new Set<keyof HostTurnScript>([
  'stream',
  'deltaDelayMs',
  'end',
  'onInterrupt',
]);

/** Why a host script feature cannot be played from behind the model, in words for the run's host notes. */
const ONLY_HOST_DOUBLE: Partial<Record<keyof HostTurnScript, string>> = {
  startDelayMs: 'a turn start the host takes late (startDelayMs)',
  reportActive: 'a host that reads active after the turn ended (reportActive)',
  dropConnectionOnStart: 'a host connection dropped right after the turn start (dropConnectionOnStart)',
  endUnheard: 'a turn whose end the implementation never hears (endUnheard)',
  onSteer: 'a host that refuses a steer (onSteer)',
};

function translateTurn(turn: HostTurnScript, label: string, mode: string): ModelTurnScript | string {
  for (const key of Object.keys(turn) as Array<keyof HostTurnScript>) {
    if (PLAYED.has(key)) continue;
    const only = ONLY_HOST_DOUBLE[key];
    return only
      ? `${label}: ${only} — only the host double can fake that`
      : `${label} uses ${key}, which ${mode} mode does not play`;
  }
  if (turn.onInterrupt !== undefined && turn.onInterrupt !== 'prompt')
    return `${label}: a host that answers an interrupt late or not at all — only the host double can fake that`;
  const output: Step[] = [];
  for (const event of turn.stream ?? []) {
    if (typeof event === 'string' || !('approval' in event || 'error' in event)) {
      output.push(event as Step);
    } else if ('approval' in event) {
      return mode === 'claude-code'
        ? `${label} asks for an approval: Claude Code asks over its control protocol (can_use_tool), which the kit records but does not script`
        : `${label} asks for an approval: a bridge that calls the model itself runs its tools without a host to ask`;
    } else {
      return `${label} has the host announce an error mid-turn: a Codex notification (error, willRetry), with no counterpart in ${mode} mode`;
    }
  }
  const end = turn.end ?? 'completed';
  if (typeof end === 'object')
    return `${label} fails with a Codex error class (codexErrorInfo): HO-007's classes are the Codex app-server's`;
  const response: ModelResponseScript = {
    output,
    ...(turn.deltaDelayMs !== undefined ? { deltaDelayMs: turn.deltaDelayMs } : {}),
    ...(end === 'hang' ? { end: 'hang' } : {}),
  };
  return { responses: [response] };
}

/**
 * A scenario's host script as a model script, for a host mode that sees the agent only through the model
 * double (claude-code, model-api): each turn's stream, its timing, a block until released, a hang until the
 * client goes. What only the host double or Codex can show — a classified Codex error, an approval request, a
 * host that ignores an interrupt, another model provider, a file the host looks at — makes the translation
 * fail, with the reason the run lists once.
 */
export function translateForModel(host: HostScript, mode: string): ModelTranslation {
  if (host.modelProvider !== undefined)
    return {
      ok: false,
      reason: 'a host that reports another model provider — only the host double can fake that',
    };
  if (host.model !== undefined)
    return {
      ok: false,
      reason: `a host that reports the model ${host.model}: a thread's model is Codex's readback`,
    };
  if (host.inspectFiles !== undefined)
    return {
      ok: false,
      reason: `the files a turn is given, looked at by the host (inspectFiles): in ${mode} mode the kit runs no host that could`,
    };
  const unknown = Object.keys(host).find((k) => !['turns', 'default'].includes(k));
  if (unknown)
    return { ok: false, reason: `the host script uses ${unknown}, which ${mode} mode does not play` };
  const turns: ModelTurnScript[] = [];
  // Not numbered: the run lists each reason once, over every scenario and turn it applies to.
  for (const t of host.turns ?? []) {
    const translated = translateTurn(t, 'a turn', mode);
    if (typeof translated === 'string') return { ok: false, reason: translated };
    turns.push(translated);
  }
  const fallback = host.default ? translateTurn(host.default, 'a turn', mode) : undefined;
  if (typeof fallback === 'string') return { ok: false, reason: fallback };
  return {
    ok: true,
    script: { ...(turns.length > 0 ? { turns } : {}), ...(fallback ? { default: fallback } : {}) },
  };
}
