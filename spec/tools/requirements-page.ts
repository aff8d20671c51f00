import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The parts of spec/requirements.json and of a scenario file this page reads. */
interface Requirement {
  id: string;
  level: 'MUST' | 'SHOULD' | 'MAY';
  layer: string;
  text: string;
  capability?: string;
  mode?: 'live';
  hostModes?: Record<HostInterface, { observes: string } | { untested: string }>;
}

type HostInterface = 'codex-app-server' | 'claude-code' | 'model-api';
const INTERFACES: HostInterface[] = ['codex-app-server', 'claude-code', 'model-api'];

/** One cell of the host-mode table: what the interface observes, or why it is untested there. */
function observation(entry: { observes: string } | { untested: string }): string {
  return 'observes' in entry ? cell(entry.observes) : `*untested (host-mode)*: ${cell(entry.untested)}`;
}

interface Step {
  expect?: string;
  id?: string;
  requirements?: string[];
  checks?: Step[];
}

interface Scenario {
  id: string;
  requirements: string[];
  capabilities?: string[];
  steps: Step[];
}

/** Where a scenario checks one requirement: the ids of its checks that cite it (none: only the scenario does). */
interface Coverage {
  scenario: string;
  checks: string[];
}

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return scenarioFiles(full);
      return name.endsWith('.json') ? [full] : [];
    });
}

/** Every check of a scenario, in order, in-order groups included; a check without an id is named by its place. */
function checksOf(steps: Step[], path = ''): Array<{ name: string; requirements: string[] }> {
  return steps.flatMap((step, index) => {
    if (step.expect === undefined) return [];
    const name = step.id ?? `step ${path}${index + 1}`;
    const own = { name, requirements: step.requirements ?? [] };
    return [own, ...(step.checks ? checksOf(step.checks, `${path}${index + 1}.`) : [])];
  });
}

function coverage(scenarios: Scenario[]): Map<string, Coverage[]> {
  const byRequirement = new Map<string, Coverage[]>();
  for (const scenario of scenarios) {
    const checks = checksOf(scenario.steps);
    const cited = new Set([...scenario.requirements, ...checks.flatMap((c) => c.requirements)]);
    for (const id of cited) {
      const entry = {
        scenario: scenario.id,
        checks: checks.filter((c) => c.requirements.includes(id)).map((c) => c.name),
      };
      byRequirement.set(id, [...(byRequirement.get(id) ?? []), entry]);
    }
  }
  return byRequirement;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function checkedBy(entries: Coverage[] | undefined): string {
  if (!entries?.length) return '—';
  return entries
    .map(
      (e) => `\`${e.scenario}\`${e.checks.length ? ` (${e.checks.map((c) => `\`${c}\``).join(', ')})` : ''}`,
    )
    .join('<br>');
}

/** Why no scenario can check a requirement, where the registry says. */
function uncheckedNote(requirement: Requirement): string {
  if (requirement.layer === 'kit') return 'a rule of the kit itself, held by its own tests';
  if (requirement.mode === 'live') return 'checked by the live drill (`larkspur qualify`) only';
  if (requirement.capability) return `needs capability \`${requirement.capability}\``;
  return '';
}

/** spec/requirements.md: each requirement with the scenarios and checks that cite it; the MUSTs none checks. */
export function requirementsPage(root: string, banner: string): string {
  const registry = JSON.parse(readFileSync(join(root, 'spec/requirements.json'), 'utf8')) as {
    requirements: Requirement[];
  };
  const scenarios = scenarioFiles(join(root, 'scenarios')).map(
    (f) => JSON.parse(readFileSync(f, 'utf8')) as Scenario,
  );
  const byRequirement = coverage(scenarios);
  const requirements = registry.requirements;
  const known = new Set(requirements.map((r) => r.id));
  const unchecked = requirements.filter((r) => r.level === 'MUST' && !byRequirement.has(r.id));
  const unknown = [...byRequirement.keys()].filter((id) => !known.has(id)).sort();

  const lines = [
    `<!-- ${banner} -->`,
    '# Requirements and the scenarios that check them',
    '',
    `${requirements.length} requirements in \`spec/requirements.json\`, ${scenarios.length} scenarios under \`${relative(root, join(root, 'scenarios'))}/\`. ` +
      'A scenario checks a requirement when it cites it; the check ids in brackets are the checks that cite it themselves ' +
      "(the report's trace matrix uses the same citations).",
    '',
    `## MUSTs no scenario checks (${unchecked.length})`,
    '',
    ...(unchecked.length
      ? unchecked.map((r) => {
          const note = uncheckedNote(r);
          return `- **${r.id}** (${r.layer})${note ? ` — ${note}` : ''}: ${cell(r.text)}`;
        })
      : ['Every MUST is checked by at least one scenario.']),
    '',
    ...(unknown.length
      ? ['## Cited by scenarios but not in the registry', '', ...unknown.map((id) => `- ${id}`), '']
      : []),
    '## Host requirements in each host mode',
    '',
    "A bridge drives its agent through one of three host interfaces (the adapter's `host`, or `larkspur run --host`): " +
      "the Codex app-server protocol (the host double, or the real Codex), Claude Code (the real Claude Code: the kit's " +
      "`claude`, read from its stream-json, or an Agent SDK's bundled copy, read from its model calls), or a model API " +
      'it calls itself (read from the model calls). What each requirement judged on the host observes under each; a check ' +
      'of what an interface cannot show is untested (host-mode) there, never a pass, and the run lists each reason once.',
    '',
    '| id | codex-app-server | claude-code | model-api |',
    '| --- | --- | --- | --- |',
    ...requirements
      .filter((r) => r.hostModes)
      .map((r) => `| ${r.id} | ${INTERFACES.map((i) => observation(r.hostModes![i])).join(' | ')} |`),
    '',
    '## Every requirement',
    '',
    '| id | level | layer | requirement | checked by |',
    '| --- | --- | --- | --- | --- |',
    ...requirements.map(
      (r) =>
        `| ${r.id} | ${r.level} | ${r.layer}${r.capability ? ` (\`${r.capability}\`)` : ''} | ${cell(r.text)} | ${checkedBy(byRequirement.get(r.id))} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
