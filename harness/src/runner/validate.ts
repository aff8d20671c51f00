import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { validatorsById } from '../../../generated/validators/index.js';

export interface SchemaViolation {
  /** JSON pointer into the instance, "" for the root. */
  path: string;
  /** The JSON Schema keyword broken, with its argument: `required: name`, `enum`, `additionalProperties: foo`. */
  rule: string;
  message: string;
}

function describe(error: ErrorObject): SchemaViolation {
  const params = error.params as Record<string, unknown>;
  const detail =
    params.missingProperty ??
    params.additionalProperty ??
    params.allowedValue ??
    params.pattern ??
    params.limit;
  return {
    path: error.instancePath,
    rule: detail === undefined ? error.keyword : `${error.keyword}: ${String(detail)}`,
    message: error.message ?? error.keyword,
  };
}

/** The value a JSON pointer names in the instance. */
function valueAt(value: unknown, pointer: string): unknown {
  let here = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[key] : undefined;
  }
  return here;
}

/** What the list is of: the schema file's name (`capability.schema.json`), else the property's name. */
function nounOf(error: ErrorObject): string {
  const file = /\/([a-z][a-z-]*)\.schema\.json\/(?:anyOf|enum)/.exec(error.schemaPath);
  if (file) return file[1]!.replace(/-/g, ' ');
  const property = error.instancePath
    .split('/')
    .reverse()
    .find((p) => p !== '' && !/^\d+$/.test(p));
  return property ?? 'value';
}

/**
 * A value outside a closed list — an anyOf of consts, or an enum — echoes once per allowed value, and the
 * first echo ("must be equal to constant [const: control]") names one allowed value as if it were the
 * rule. One violation instead: what the value is, the nearest allowed one, and the whole list.
 */
function choiceViolations(errors: ErrorObject[], value: unknown): SchemaViolation[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword !== 'const' && e.keyword !== 'enum') continue;
    byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  }
  const found: SchemaViolation[] = [];
  for (const [path, group] of byPath) {
    const allowed = group.flatMap((e) => {
      const params = e.params as { allowedValue?: unknown; allowedValues?: unknown[] };
      return e.keyword === 'enum' ? (params.allowedValues ?? []) : [params.allowedValue];
    });
    const names = allowed.filter((a): a is string => typeof a === 'string');
    const given = valueAt(value, path);
    if (names.length < 2 || typeof given !== 'string') continue;
    const nearest = closest(given, names);
    const near = distance(given, nearest) <= Math.max(2, Math.floor(given.length / 3));
    found.push({
      path,
      rule: 'enum',
      message: `unknown ${nounOf(group[0]!)} "${given}"${near ? ` — did you mean "${nearest}"?` : ''} (one of ${names.join(', ')})`,
    });
  }
  return found;
}

/** Validates against a contract schema by $id; an empty list means valid. */
export function violations(schemaId: string, value: unknown): SchemaViolation[] {
  const validate = validatorsById[schemaId];
  if (!validate) throw new Error(`no validator for ${schemaId}: run npm run gen`);
  if (validate(value)) return [];
  const raw = validate.errors ?? [];
  const choices = choiceViolations(raw, value);
  const chosen = new Set(choices.map((c) => c.path));
  const errors = raw.filter(
    (e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && !chosen.has(e.instancePath),
  );
  const all = [...choices, ...(errors.length > 0 || choices.length > 0 ? errors : raw).map(describe)];
  // The deepest violation names the actual mistake; shallower ones are its echoes through anyOf.
  const depth = (v: SchemaViolation) => v.path.split('/').length;
  return all.sort((a, b) => depth(b) - depth(a));
}

export function formatViolation(v: SchemaViolation): string {
  return `${v.path === '' ? '(root)' : v.path}: ${v.message} [${v.rule}]`;
}
