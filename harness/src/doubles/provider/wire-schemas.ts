import type { ErrorObject } from 'ajv';
import { validatorsById } from '../../../../generated/validators/index.js';
import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import type { ProviderRecorder } from './recorder.ts';

export type WireSchema = Extract<keyof typeof SCHEMA_IDS, `Provider${string}`>;

export interface Violation {
  field: string;
  description: string;
}

function describe(error: ErrorObject): Violation {
  const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  const field = `${error.instancePath}${missing}`.replace(/^\//, '').replaceAll('/', '.') || '(root)';
  return { field, description: error.message ?? error.keyword };
}

/** What is wrong with `value` as an instance of the provider schema; empty when it conforms. */
export function violations(schema: WireSchema, value: unknown): Violation[] {
  const validate = validatorsById[SCHEMA_IDS[schema]];
  if (!validate) throw new Error(`no validator for ${schema}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(describe);
}

/**
 * Checks what the double itself sends. A violation is a harness bug, never the implementation's: it is
 * recorded as such and the message still goes out, so the run shows the bug instead of hanging.
 */
export function checkOwn(
  recorder: ProviderRecorder,
  schema: WireSchema,
  value: unknown,
  context: string,
): void {
  const found = violations(schema, value);
  if (found.length > 0) {
    recorder.add({
      kind: 'harness-error',
      message: `the double sent an invalid ${schema} (${context})`,
      detail: found,
    });
  }
}
