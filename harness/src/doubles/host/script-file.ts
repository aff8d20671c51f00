import { readFileSync } from 'node:fs';
import type { HostScript } from '../../../../generated/types/index.ts';
import { HostScriptInvalidError } from './errors.ts';
import { schemaErrors } from './wire-catalog.ts';

/** Reads and checks a host script file (scenario/host-script), naming the JSON path and rule broken. */
export function readHostScript(file: string): HostScript {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new HostScriptInvalidError(file, (error as NodeJS.ErrnoException).code ?? String(error));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HostScriptInvalidError(file, `not JSON (${(error as Error).message})`);
  }
  const errors = schemaErrors('HostScript', value);
  if (errors.length > 0) throw new HostScriptInvalidError(file, errors.join('; '));
  return value as HostScript;
}
