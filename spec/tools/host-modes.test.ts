import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build.ts';

interface Step {
  expect?: string;
  method?: string | string[];
  requirements?: string[];
  checks?: Step[];
}
interface Requirement {
  id: string;
  mode?: 'live';
  hostModes?: Record<string, unknown>;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Every check, a group's members citing the group's requirements. */
const steps = (list: Step[], cited: string[] = []): Step[] =>
  list.flatMap((s) => {
    const requirements = s.requirements ?? cited;
    return [{ ...s, requirements }, ...steps(s.checks ?? [], requirements)];
  });

/** Checks only the Codex app-server protocol shows: untested (host-mode) under the other interfaces. */
const codexOnly = (s: Step) =>
  ['host.call', 'host.answer', 'host.file'].includes(s.expect ?? '') ||
  (s.expect === 'quiet' && s.method !== undefined);

const registry = JSON.parse(readFileSync(join(ROOT, 'spec/requirements.json'), 'utf8')) as {
  requirements: Requirement[];
};
const checks = files(join(ROOT, 'scenarios')).flatMap(
  (f) => steps((JSON.parse(readFileSync(f, 'utf8')) as { steps: Step[] }).steps) as Step[],
);

/** Issue 24: what a requirement judged on the host observes in each host mode is written beside it. */
describe('hostModes in spec/requirements.json', () => {
  it('every requirement a Codex-only check judges says what each host interface observes, or why not', () => {
    const cited = new Set(checks.filter(codexOnly).flatMap((s) => s.requirements ?? []));
    const missing = registry.requirements.filter(
      // The live drill qualifies a pinned install on its own host: it has no host mode to choose.
      (r) => cited.has(r.id) && r.mode !== 'live' && r.hostModes === undefined,
    );
    expect(missing.map((r) => r.id)).toEqual([]);
  });
});
