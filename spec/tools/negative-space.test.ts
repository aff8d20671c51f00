import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build.ts';

interface Step {
  id?: string;
  requirements?: string[];
  checks?: Step[];
}
interface Scenario {
  id: string;
  requirements: string[];
  steps: Step[];
}
interface Requirement {
  id: string;
  level: string;
  negativeSpace?: Array<{ wrong: string; scenarios?: string[]; tests?: string[]; note?: string }>;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : name.endsWith('.json') ? [full] : [];
  });
}

const steps = (list: Step[]): Step[] => list.flatMap((s) => [s, ...steps(s.checks ?? [])]);
const registry = JSON.parse(readFileSync(join(ROOT, 'spec/requirements.json'), 'utf8')) as {
  requirements: Requirement[];
};
const scenarios = new Map(
  files(join(ROOT, 'scenarios')).map((f) => {
    const s = JSON.parse(readFileSync(f, 'utf8')) as Scenario;
    return [s.id, s];
  }),
);

/** Issue 21: the negative space of every MUST is written down beside it, and what it names exists. */
describe('the negative space in spec/requirements.json', () => {
  it('every MUST has its cases', () => {
    const missing = registry.requirements.filter((r) => r.level === 'MUST' && !r.negativeSpace?.length);
    expect(missing.map((r) => r.id)).toEqual([]);
  });

  it("each case's scenario exists and cites the requirement, and a named check is one of it that does", () => {
    const wrong = registry.requirements.flatMap((r) =>
      (r.negativeSpace ?? []).flatMap((c) =>
        (c.scenarios ?? []).flatMap((named) => {
          const [id, check] = named.split('#') as [string, string | undefined];
          const scenario = scenarios.get(id);
          if (!scenario) return [`${r.id}: no scenario ${id}`];
          const all = steps(scenario.steps);
          const cites =
            scenario.requirements.includes(r.id) || all.some((s) => s.requirements?.includes(r.id));
          if (!cites) return [`${r.id}: ${id} does not cite it`];
          if (check !== undefined && !all.some((s) => s.id === check))
            return [`${r.id}: ${id} has no check ${check}`];
          return [];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("a kit rule's tests exist, and an open case says why it is open", () => {
    const wrong = registry.requirements.flatMap((r) =>
      (r.negativeSpace ?? []).flatMap((c) => [
        ...(c.tests ?? []).filter((t) => !existsSync(join(ROOT, t))).map((t) => `${r.id}: no test ${t}`),
        ...(!c.scenarios?.length && !c.tests?.length && !c.note
          ? [`${r.id}: "${c.wrong}" is open with no note`]
          : []),
      ]),
    );
    expect(wrong).toEqual([]);
  });
});
