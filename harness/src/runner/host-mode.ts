import { join } from 'node:path';
import type { Scenario } from '../../../generated/types/index.ts';
import { ClaudeCodeHost } from '../claude/claude-code-host.ts';
import { claudeInstall, type ClaudeInstall } from '../claude/claude-install.ts';
import { codexInstall } from '../codex/codex-install.ts';
import { CodexHost } from '../codex/codex-host.ts';
import type { CodexInstall } from '../codex/codex-install.ts';
import { translateHostScript } from '../codex/translate.ts';
import { HostDouble } from '../doubles/host/index.ts';
import { ModelApiHost } from '../model-api/model-api-host.ts';
import { translateForModel } from '../model-api/translate.ts';
import type { Check } from './checks/index.ts';
import type { ScenarioHost } from './scenario-host.ts';

/**
 * The agent host of a run. double: the host double stands in for Codex, and every host fault can be
 * scripted. codex: the real pinned Codex with the model double behind it. claude-code: the real pinned Claude
 * Code with the model double behind it. model-api: no host — the implementation calls the model double itself.
 * A scenario whose host script needs what the mode cannot play, and a check of what the mode cannot show, are
 * untested (host-mode), never a pass.
 */
export type HostMode =
  | { mode: 'double' }
  | { mode: 'codex'; install: CodexInstall }
  | { mode: 'claude-code'; install: ClaudeInstall }
  | { mode: 'model-api' };

export type HostInterface = 'codex-app-server' | 'claude-code' | 'model-api';

export const HOST_MODES = ['double', 'codex', 'claude-code', 'model-api'] as const;

/** The host mode a run takes by default for the interface its adapter declares. */
const DEFAULT_MODE: Record<HostInterface, HostMode['mode']> = {
  'codex-app-server': 'double',
  'claude-code': 'claude-code',
  'model-api': 'model-api',
};

/**
 * The host mode of a run: the one asked for (--host), else the default of the interface the adapter declares —
 * with the pinned agent it runs, found (and asked its version) once.
 */
export async function hostModeFor(
  declared: HostInterface | undefined,
  asked?: HostMode['mode'],
): Promise<HostMode> {
  const mode = asked ?? DEFAULT_MODE[declared ?? 'codex-app-server'];
  if (mode === 'codex') return { mode, install: await codexInstall() };
  if (mode === 'claude-code') return { mode, install: await claudeInstall() };
  return { mode };
}

/** The host interface each mode gives the implementation. */
export function interfaceOf(mode: HostMode['mode']): HostInterface {
  return mode === 'double' || mode === 'codex' ? 'codex-app-server' : mode;
}

/**
 * How much longer the checks of a run in this mode wait (report manifest host.windowScale): Claude Code starts
 * for every turn of a bridge on the Agent SDK, seconds on a loaded machine, where the host double answers at once.
 */
export function windowScale(mode: HostMode['mode']): number {
  return mode === 'claude-code' ? 3 : 1;
}

/** The provider id of the Codex config when a scenario names none: what its threads read back. */
const DEFAULT_PROVIDER = 'larkspur';
const DEFAULT_MODEL = 'larkspur-model';

/** Why a scenario cannot be played in this host mode; undefined when it can. */
export function untestableIn(mode: HostMode, scenario: Scenario): string | undefined {
  if (mode.mode === 'double') return undefined;
  const translated =
    mode.mode === 'codex'
      ? translateHostScript(scenario.host ?? {})
      : translateForModel(scenario.host ?? {}, mode.mode);
  return translated.ok ? undefined : `in ${mode.mode} mode: ${translated.reason}`;
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Why a check cannot be observed in this host mode; undefined when it can. The Codex app-server protocol's
 * own calls, the answers to its requests and the host double's look at files exist only where that protocol
 * runs; a turn started or ended (host.turn, quiet's turn, host.concurrency) is mode-neutral.
 */
export function unobservedIn(mode: HostMode, step: Check): string | undefined {
  if (interfaceOf(mode.mode) === 'codex-app-server') return undefined;
  const where = `— ${mode.mode} mode has no Codex app-server protocol to see`;
  switch (step.expect) {
    case 'host.call':
      return `host.call ${list(step.method).join('|')}: a Codex app-server call ${where}`;
    case 'host.answer':
      return `host.answer: the answer to a Codex app-server request (an approval) ${where}`;
    case 'host.file':
      return `host.file: the files a turn is given, looked at by the host double ${where}`;
    case 'host.connection':
      return `host.connection: a host process started by LARKSPUR_HOST_COMMAND ${where}`;
    case 'quiet':
      return step.method === undefined
        ? undefined
        : `quiet on ${list(step.method).join('|')}: Codex app-server calls ${where}`;
    case 'inOrder': {
      const call = step.checks.find((c) => c.expect === 'host.call');
      return call && call.expect === 'host.call'
        ? `inOrder with host.call ${list(call.method).join('|')}: a Codex app-server call ${where}`
        : undefined;
    }
    // Nothing after a stop and no draft left read the turns every host mode records (scenario-host.ts turnLog).
    case 'invariant.model-runs':
    case 'invariant.answers':
    case 'invariant.admissions':
    case 'invariant.acks':
      return `${step.expect}: the fuzz invariants read the host double's turn log ${where}`;
    default:
      return undefined;
  }
}

/** The scenario's host in this mode; `dir` is the scenario's own folder (a real agent keeps its home there). */
export function scenarioHost(
  mode: HostMode,
  scenario: Scenario,
  dir: string,
  now: () => number,
): ScenarioHost {
  if (mode.mode === 'double') return new HostDouble({ script: scenario.host ?? {}, now });
  if (mode.mode === 'codex') {
    const translated = translateHostScript(scenario.host ?? {});
    if (!translated.ok) throw new Error(`scenarioHost: ${translated.reason}`);
    return new CodexHost({
      install: mode.install,
      script: translated.script,
      dir: join(dir, 'codex'),
      providerId: scenario.modelProvider ?? DEFAULT_PROVIDER,
      model: translated.model ?? DEFAULT_MODEL,
      streamRetries: translated.streamRetries,
      ...(scenario.host?.inspectFiles ? { inspectFiles: scenario.host.inspectFiles } : {}),
      now,
    });
  }
  const translated = translateForModel(scenario.host ?? {}, mode.mode);
  if (!translated.ok) throw new Error(`scenarioHost: ${translated.reason}`);
  if (mode.mode === 'model-api') return new ModelApiHost({ script: translated.script, now });
  return new ClaudeCodeHost({
    install: mode.install,
    script: translated.script,
    dir: join(dir, 'claude'),
    now,
  });
}
