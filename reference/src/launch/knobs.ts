import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knobs } from '../../../generated/types/index.ts';
import { validateKnobs } from '../../../generated/validators/launch.js';
import { PACKAGE_ROOT } from '../package-root.ts';
import { LaunchError } from './launch-error.ts';

export type ResolvedKnobs = Required<Knobs>;

/** The defaults are the contract's: read from the knobs schema, not copied. */
function defaults(): ResolvedKnobs {
  const schema = JSON.parse(
    readFileSync(join(PACKAGE_ROOT, 'spec', 'schemas', 'launch', 'knobs.schema.json'), 'utf8'),
  ) as { properties: Record<string, { default: number }> };
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [name, property.default]),
  ) as ResolvedKnobs;
}

export const KNOB_DEFAULTS: ResolvedKnobs = defaults();

export function resolveKnobs(knobs: Knobs = {}): ResolvedKnobs {
  return { ...KNOB_DEFAULTS, ...knobs };
}

/** Reads the file named by LARKSPUR_KNOBS; absent knobs take their defaults. */
export function readKnobsFile(path: string): ResolvedKnobs {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new LaunchError(
      'KNOBS_UNREADABLE',
      `cannot read the knobs file ${path}: ${(error as Error).message}`,
    );
  }
  if (!validateKnobs(parsed)) {
    const first = validateKnobs.errors?.[0];
    throw new LaunchError(
      'KNOBS_INVALID',
      `knobs file ${path}: ${first?.instancePath || '/'} ${first?.message ?? 'is invalid'} — see spec/schemas/launch/knobs.schema.json`,
    );
  }
  return resolveKnobs(parsed);
}
