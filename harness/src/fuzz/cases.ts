import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import { loadValidated } from '../runner/load.ts';
import { writeAtomic } from '../report/write-atomic.ts';
import { UnknownCaseError } from './errors.ts';
import type { FuzzPlan } from './plan.ts';

/** Where found cases are kept by default, beside the last runs. */
export function defaultCasesDir(cwd = process.cwd()): string {
  return join(cwd, '.larkspur', 'fuzz');
}

/** The id of a found case: its seed, run and what failed, readable in a command line and a scenario id. */
export function caseId(plan: FuzzPlan, failure: string): string {
  const what = failure
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
    .replace(/^-|-$/g, '');
  return `s${plan.seed}-r${plan.run}-${what}`.replace(/--+/g, '-');
}

export function caseFile(dir: string, id: string): string {
  return join(resolve(dir), `${id}.json`);
}

/** Saves a found (shrunk) plan for --replay; returns the file. */
export function saveCase(dir: string, plan: FuzzPlan): string {
  const file = caseFile(dir, plan.found!.id);
  writeAtomic(file, `${JSON.stringify(plan, null, 2)}\n`);
  return file;
}

/** A saved case, by id or by path (a .json name or one with a directory), validated against spec/schemas/fuzz/plan.schema.json. */
export function loadCase(dir: string, idOrFile: string): { plan: FuzzPlan; file: string } {
  const file =
    idOrFile.endsWith('.json') || /[\\/]/.test(idOrFile) ? resolve(idOrFile) : caseFile(dir, idOrFile);
  if (!existsSync(file)) throw new UnknownCaseError(idOrFile, file);
  return { plan: loadValidated<FuzzPlan>(file, SCHEMA_IDS.FuzzPlan), file };
}

/** Writes a scenario under <dir>/fuzz/, where `larkspur run --scenarios <dir>` finds it by its id. */
export function writeScenario(dir: string, scenarioId: string, text: string): string {
  const file = join(resolve(dir), `${scenarioId}.json`);
  writeAtomic(file, text);
  return file;
}
