import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The areas of the reference's behaviour a score is given for. */
export const AREAS = [
  'transport',
  'webhook',
  'admission',
  'host',
  'stop',
  'delivery',
  'approvals',
  'media',
  'attached',
  'triggers',
  'instances',
  'observation',
] as const;
export type Area = (typeof AREAS)[number];

/** One anchored change: `search` must occur exactly once in `file`, or the mutant no longer applies. */
export interface Edit {
  file: string;
  search: string;
  replace: string;
}

/** A one-bug version of the reference: a realistic mistake a bridge author makes, written by hand. */
export interface Mutant {
  id: string;
  area: Area;
  /** The kind of mistake, in the words of issue 21's method (absent credential, wrong actor, mid-operation failure, ...). */
  kind: string;
  /** What the wrong bridge does, in words. */
  bug: string;
  requirements: string[];
  edits: Edit[];
  /** Why no scenario can tell this mutant from the reference: it is then left out of the score, and listed. */
  equivalent?: string;
}

export class CatalogError extends Error {
  readonly code = 'MUTANT_CATALOG_INVALID';
  constructor(file: string, message: string) {
    super(`${file}: ${message} — fix the mutant catalog (mutate/mutants/)`);
    this.name = 'CatalogError';
  }
}

const KEYS = new Set(['id', 'area', 'kind', 'bug', 'requirements', 'edits', 'equivalent']);

/** Every mutant of mutate/mutants/*.json, checked for shape and unique ids. */
export function loadCatalog(dir: string): Mutant[] {
  const mutants: Mutant[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = join(dir, name);
    const list = JSON.parse(readFileSync(file, 'utf8')) as { mutants?: unknown };
    if (!Array.isArray(list.mutants)) throw new CatalogError(file, 'expected { "mutants": [...] }');
    for (const [i, value] of list.mutants.entries()) mutants.push(checked(value, `${file} #${i}`));
  }
  const seen = new Set<string>();
  for (const m of mutants) {
    if (seen.has(m.id)) throw new CatalogError(dir, `two mutants are called ${m.id}`);
    seen.add(m.id);
  }
  return mutants;
}

function checked(value: unknown, where: string): Mutant {
  const m = value as Mutant;
  if (typeof m !== 'object' || m === null) throw new CatalogError(where, 'a mutant is an object');
  const extra = Object.keys(m).filter((k) => !KEYS.has(k));
  if (extra.length) throw new CatalogError(where, `unknown field(s) ${extra.join(', ')}`);
  for (const key of ['id', 'kind', 'bug'] as const)
    if (typeof m[key] !== 'string' || m[key] === '')
      throw new CatalogError(where, `${key} must be a non-empty string`);
  if (!(AREAS as readonly string[]).includes(m.area))
    throw new CatalogError(where, `area must be one of ${AREAS.join(', ')}`);
  if (!Array.isArray(m.requirements) || m.requirements.some((r) => !/^[A-Z]{2}-\d{3}$/.test(r)))
    throw new CatalogError(where, 'requirements must be a list of requirement ids');
  if (!Array.isArray(m.edits) || m.edits.length === 0)
    throw new CatalogError(where, 'edits must not be empty');
  for (const e of m.edits)
    if (
      typeof e.file !== 'string' ||
      typeof e.search !== 'string' ||
      e.search === '' ||
      typeof e.replace !== 'string'
    )
      throw new CatalogError(where, 'an edit is { file, search (non-empty), replace }');
  if (m.equivalent !== undefined && (typeof m.equivalent !== 'string' || m.equivalent === ''))
    throw new CatalogError(where, 'equivalent, when given, is the reason');
  return m;
}
