import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname, isAbsolute, sep } from 'node:path';
import type { Adapter, Knobs, RequirementRegistry, Scenario } from '../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { InvalidInputError, UsageError } from './errors.ts';
import { violations, type SchemaViolation } from './validate.ts';
import { validatorsById } from '../../../generated/validators/index.js';
import { checkScenarioStatically } from './static-check.ts';
import { isLaunchVariable } from './launch-env.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

export { PACKAGE_ROOT };
export const DEFAULT_SCENARIO_DIR = join(PACKAGE_ROOT, 'scenarios');

export function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new InvalidInputError(file, '', 'readable', `cannot read: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new InvalidInputError(file, '', 'json', `not JSON: ${(e as Error).message}`);
  }
}

const STEP_BASE = SCHEMA_IDS.Scenario.replace('scenario.schema.json', 'steps/');

/** `provider.send` → the $id of its step schema; `inOrder` → steps/in-order. */
function stepSchemaId(kind: string): string {
  return `${STEP_BASE}${kind
    .replace(/\./g, '-')
    .replace(/([A-Z])/g, '-$1')
    .toLowerCase()}.schema.json`;
}

/**
 * A step is one of many shapes, so a schema error on it echoes through every branch. Validating the
 * step alone against the shape its `do` or `expect` names gives the one error that matters.
 */
function scenarioViolations(value: unknown): SchemaViolation[] {
  const found = violations(SCHEMA_IDS.Scenario, value);
  const stepError = found.find((v) => /^\/steps\/\d+/.test(v.path));
  if (!stepError) return found;
  const index = Number(/^\/steps\/(\d+)/.exec(stepError.path)![1]);
  const step = (value as { steps: unknown[] }).steps[index] as Record<string, unknown> | null;
  const at = `/steps/${index}`;
  if (step === null || typeof step !== 'object' || Array.isArray(step)) {
    return [{ path: at, rule: 'type: object', message: 'a step must be an object' }];
  }
  const key = 'do' in step ? 'do' : 'expect' in step ? 'expect' : undefined;
  if (!key)
    return [
      {
        path: at,
        rule: 'required: do|expect',
        message: 'a step needs "do" (an action) or "expect" (a check)',
      },
    ];
  const id = stepSchemaId(String(step[key]));
  if (!validatorsById[id]) {
    return [
      {
        path: `${at}/${key}`,
        rule: 'enum',
        message: `unknown ${key === 'do' ? 'action' : 'check'} "${String(step[key])}"`,
      },
    ];
  }
  return violations(id, step).map((v) => ({ ...v, path: `${at}${v.path}` }));
}

/** Parses and validates a file against a contract schema, naming the file, JSON path and rule broken. */
export function loadValidated<T>(file: string, schemaId: string): T {
  const value = readJson(file);
  const found = schemaId === SCHEMA_IDS.Scenario ? scenarioViolations(value) : violations(schemaId, value);
  const first = found[0];
  if (first) throw new InvalidInputError(file, first.path, first.rule, first.message);
  return value as T;
}

export interface LoadedAdapter {
  file: string;
  adapter: Adapter;
  /** argv with "node" resolved to the Node running the harness. */
  argv: string[];
  cwd: string;
  expectationsFile?: string;
}

export function loadAdapter(file: string): LoadedAdapter {
  const full = resolve(file);
  const adapter = loadValidated<Adapter>(full, SCHEMA_IDS.Adapter);
  const base = dirname(full);
  const argv = adapter.command.map((part, i) => (i === 0 && part === 'node' ? process.execPath : part));
  const cwd = resolve(base, adapter.cwd ?? '.');
  if (!existsSync(cwd))
    throw new InvalidInputError(full, '/cwd', 'exists', `working directory ${cwd} does not exist`);
  // Said rather than dropped: the adapter's author meant something by it, and it would never arrive.
  const contract = Object.keys(adapter.env ?? {}).find(isLaunchVariable);
  if (contract)
    throw new InvalidInputError(
      full,
      `/env/${contract}`,
      'contract',
      `${contract} is a variable of the launch contract, which the harness sets — remove it from env`,
    );
  const loaded: LoadedAdapter = { file: full, adapter, argv, cwd };
  if (adapter.expectations) loaded.expectationsFile = resolve(base, adapter.expectations);
  return loaded;
}

export function loadKnobs(file: string): Knobs {
  return loadValidated<Knobs>(resolve(file), SCHEMA_IDS.Knobs);
}

export function loadRequirements(): RequirementRegistry {
  return loadValidated<RequirementRegistry>(
    join(PACKAGE_ROOT, 'spec', 'requirements.json'),
    SCHEMA_IDS.RequirementRegistry,
  );
}

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
  /** The raw bytes, for the scenario-set hash. */
  text: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return jsonFiles(full);
      return name.endsWith('.json') ? [full] : [];
    });
}

/**
 * A scenario glob as a shell reads it: `*` within one path segment, `**` across segments, `?` one
 * character of a segment, `{a,b}` either (nested too: `{basics,host/{stop,timeout}*}`); anything else is
 * literal. Unbalanced braces are refused rather than silently matching nothing.
 */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') {
      depth++;
      out += '(?:';
    } else if (c === '}' && depth > 0) {
      depth--;
      out += ')';
    } else if (c === ',' && depth > 0) out += '|';
    else if (c === '}') throw new UsageError(`scenario glob '${glob}': a '}' without its '{'`);
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  if (depth > 0) throw new UsageError(`scenario glob '${glob}': a '{' without its '}'`);
  return new RegExp(`^${out}$`);
}

/** A path as the user would write it from here: relative to the working directory, never absolute. */
export function fromCwd(file: string): string {
  return relative(process.cwd(), file).split(sep).join('/') || '.';
}

/** A path for a report, never absolute: a file of the kit (the bundled corpus) relative to the kit, any other relative to the cwd. */
export function reportPath(file: string): string {
  const inKit = relative(PACKAGE_ROOT, file);
  return inKit.startsWith('..') || isAbsolute(inKit) ? fromCwd(file) : inKit.split(sep).join('/');
}

/** Every scenario under `dir`, validated; an invalid one ends the run. Sorted by id. */
export function loadScenarios(dir: string, requirements: RequirementRegistry): LoadedScenario[] {
  if (!existsSync(dir)) throw new InvalidInputError(dir, '', 'exists', 'scenario directory does not exist');
  const known = new Set(requirements.requirements.map((r) => r.id));
  const loaded = jsonFiles(dir).map((file) => {
    const text = readFileSync(file, 'utf8');
    const scenario = loadValidated<Scenario>(file, SCHEMA_IDS.Scenario);
    const expectedId = relative(dir, file).slice(0, -'.json'.length).split(sep).join('/');
    if (scenario.id !== expectedId) {
      throw new InvalidInputError(
        file,
        '/id',
        'equals file path',
        `id "${scenario.id}" must be "${expectedId}"`,
      );
    }
    checkScenarioStatically(file, scenario, known);
    return { file, scenario, text };
  });
  return loaded.sort((a, b) => a.scenario.id.localeCompare(b.scenario.id));
}
