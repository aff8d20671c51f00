import type { ErrorObject } from 'ajv';
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

/** Validates against a contract schema by $id; an empty list means valid. */
export function violations(schemaId: string, value: unknown): SchemaViolation[] {
  const validate = validatorsById[schemaId];
  if (!validate) throw new Error(`no validator for ${schemaId}: run npm run gen`);
  if (validate(value)) return [];
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
  const all = (errors.length > 0 ? errors : (validate.errors ?? [])).map(describe);
  // The deepest violation names the actual mistake; shallower ones are its echoes through anyOf.
  const depth = (v: SchemaViolation) => v.path.split('/').length;
  return all.sort((a, b) => depth(b) - depth(a));
}

export function formatViolation(v: SchemaViolation): string {
  return `${v.path === '' ? '(root)' : v.path}: ${v.message} [${v.rule}]`;
}
