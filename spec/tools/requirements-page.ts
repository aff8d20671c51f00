import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One case of a requirement's negative space: what a wrong bridge does instead, and what catches it. */
interface NegativeCase {
  wrong: string;
  kind: string;
  scenarios?: string[];
  tests?: string[];
  note?: string;
}

/** The parts of spec/requirements.json and of a scenario file this page reads. */
interface Requirement {
  id: string;
  level: 'MUST' | 'SHOULD' | 'MAY';
  layer: string;
  text: string;
  capability?: string;
  mode?: 'live';
  hostModes?: Record<HostInterface, { observes: string } | { untested: string }>;
  negativeSpace?: NegativeCase[];
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

/** A case is open when nothing catches it: no scenario and no test of the kit. */
const isOpen = (c: NegativeCase) => !c.scenarios?.length && !c.tests?.length;

/** What catches one case: its scenarios, with the checks of each that cite the requirement; or the kit's tests. */
function caughtBy(c: NegativeCase, entries: Coverage[] | undefined): string {
  if (c.scenarios?.length)
    return c.scenarios
      .map((named) => {
        const [id, check] = named.split('#') as [string, string | undefined];
        const checks = check ? [check] : (entries?.find((e) => e.scenario === id)?.checks ?? []);
        return `\`${id}\`${checks.length ? ` (${checks.map((x) => `\`${x}\``).join(', ')})` : ''}`;
      })
      .join('<br>');
  if (c.tests?.length) return c.tests.map((t) => `\`${t}\``).join('<br>');
  return '**open**';
}

/**
 * The negative space of each requirement that has one, beside what catches each case: what a wrong bridge
 * would do instead (absent, wrong, stale or replayed credentials, the wrong actor, a failure mid-way, a command
 * at another stage, the second occurrence, a difference late in long content, a variant of the format).
 */
function negativeSpace(requirements: Requirement[], byRequirement: Map<string, Coverage[]>): string[] {
  const noted = requirements.filter((r) => r.negativeSpace?.length);
  const cases = noted.flatMap((r) => r.negativeSpace!);
  const open = noted.flatMap((r) => r.negativeSpace!.filter(isOpen).map((c) => ({ id: r.id, c })));
  return [
    '## Negative space',
    '',
    `${cases.length} cases over ${noted.length} requirements: what a wrong bridge would do instead of what each asks, ` +
      `and the scenarios that fail a bridge doing it (or, for a rule of the kit, its own tests). ` +
      `${cases.length - open.length} are caught, ${open.length} are open.`,
    '',
    ...(open.length
      ? [
          `### Open cases (${open.length})`,
          '',
          ...open.map(
            ({ id, c }) => `- **${id}** (${c.kind}): ${cell(c.wrong)}${c.note ? ` — ${cell(c.note)}` : ''}`,
          ),
          '',
        ]
      : []),
    ...noted.flatMap((r) => [
      `### ${r.id}`,
      '',
      cell(r.text),
      '',
      '| what a wrong bridge does instead | kind | caught by |',
      '| --- | --- | --- |',
      ...r.negativeSpace!.map(
        (c) =>
          `| ${cell(c.wrong)}${c.note ? ` <br>*${cell(c.note)}*` : ''} | ${c.kind} | ${caughtBy(c, byRequirement.get(r.id))} |`,
      ),
      '',
    ]),
  ];
}

/** Why no scenario can check a requirement, where the registry says. */
function uncheckedNote(requirement: Requirement): string {
  if (requirement.layer === 'kit') return 'a rule of the kit itself, held by its own tests';
  if (requirement.mode === 'live') return 'checked by the live drill (`larkspur qualify`) only';
  if (requirement.capability) return `needs capability \`${requirement.capability}\``;
  return '';
}

/** The negative-space cell of the table: how many cases, how many open, and a link to them. */
function spaceOf(r: Requirement): string {
  const cases = r.negativeSpace ?? [];
  if (!cases.length) return '—';
  const open = cases.filter(isOpen).length;
  return `[${cases.length} case${cases.length === 1 ? '' : 's'}${open ? `, ${open} open` : ''}](#${r.id.toLowerCase()})`;
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
    '| id | level | layer | requirement | checked by | negative space |',
    '| --- | --- | --- | --- | --- | --- |',
    ...requirements.map(
      (r) =>
        `| ${r.id} | ${r.level} | ${r.layer}${r.capability ? ` (\`${r.capability}\`)` : ''} | ${cell(r.text)} | ${checkedBy(byRequirement.get(r.id))} | ${spaceOf(r)} |`,
    ),
    '',
    ...negativeSpace(requirements, byRequirement),
  ];
  return lines.join('\n');
}
