import { join } from 'node:path';
import type { Scenario } from '../../../generated/types/index.ts';
import { CodexHost } from '../codex/codex-host.ts';
import type { CodexInstall } from '../codex/codex-install.ts';
import { translateHostScript } from '../codex/translate.ts';
import { HostDouble } from '../doubles/host/index.ts';
import type { ScenarioHost } from './scenario-host.ts';

/**
 * The agent host of a run. double: the host double stands in for Codex, and every host fault can be
 * scripted. codex: the real pinned Codex with the model double behind it; a scenario whose host script
 * needs what only the host double can fake is untested (host-mode), never a pass.
 */
export type HostMode = { mode: 'double' } | { mode: 'codex'; install: CodexInstall };

/** The provider id of the Codex config when a scenario names none: what its threads read back. */
const DEFAULT_PROVIDER = 'larkspur';
const DEFAULT_MODEL = 'larkspur-model';

/** Why a scenario cannot be played in this host mode; undefined when it can. */
export function untestableIn(mode: HostMode, scenario: Scenario): string | undefined {
  if (mode.mode === 'double') return undefined;
  const translated = translateHostScript(scenario.host ?? {});
  return translated.ok ? undefined : `in codex mode: ${translated.reason}`;
}

/** The scenario's host in this mode; `dir` is the scenario's own folder (codex mode keeps CODEX_HOME there). */
export function scenarioHost(
  mode: HostMode,
  scenario: Scenario,
  dir: string,
  now: () => number,
): ScenarioHost {
  if (mode.mode === 'double') return new HostDouble({ script: scenario.host ?? {}, now });
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
