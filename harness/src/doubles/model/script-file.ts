import { readFileSync } from 'node:fs';
import type { ModelScript } from '../../../../generated/types/index.ts';
import { validateModelScript } from '../../../../generated/validators/index.js';
import { ModelScriptInvalidError } from './errors.ts';

/** Reads and checks a model script file (model/script), naming the JSON path and rule broken. */
export function readModelScript(file: string): ModelScript {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? `not JSON (${(error as Error).message})`;
    throw new ModelScriptInvalidError(file, detail);
  }
  if (!validateModelScript(value)) {
    const first = validateModelScript.errors?.[0];
    throw new ModelScriptInvalidError(
      file,
      `${first?.instancePath || '/'} ${first?.message ?? 'is invalid'} — see spec/schemas/model/script.schema.json`,
    );
  }
  return value;
}
