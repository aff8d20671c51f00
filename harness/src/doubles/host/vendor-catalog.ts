import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { PACKAGE_ROOT } from '../../package-root.ts';

/** The pinned Codex whose own schema decides what the host accepts beyond the subset the kit plays. */
export const PINNED_CODEX = '0.171.0';

interface Catalog {
  definitions: Record<string, unknown>;
  branches: Map<string, Record<string, unknown>>;
  compiled: Map<string, ValidateFunction>;
}

const ajv = new Ajv({ strict: false, allErrors: false });
const catalogs = new Map<string, Catalog>();

/**
 * spec/vendor/codex-0.171.0/<file> — or experimental/<file>, what Codex takes from a client that opted into
 * its experimental API at initialize: one branch of its `oneOf` per method.
 */
function catalog(file: string): Catalog {
  let found = catalogs.get(file);
  if (found) return found;
  const path = join(PACKAGE_ROOT, 'spec', 'vendor', `codex-${PINNED_CODEX}`, file);
  const schema = JSON.parse(readFileSync(path, 'utf8')) as {
    definitions: Record<string, unknown>;
    oneOf: { properties: { method: { enum: string[] } } }[];
  };
  const branches = new Map<string, Record<string, unknown>>();
  for (const branch of schema.oneOf)
    for (const method of branch.properties.method.enum)
      branches.set(method, branch as Record<string, unknown>);
  found = { definitions: schema.definitions, branches, compiled: new Map() };
  catalogs.set(file, found);
  return found;
}

function errorsIn(file: string, method: string, message: unknown): string[] | undefined {
  const { definitions, branches, compiled } = catalog(file);
  const branch = branches.get(method);
  if (!branch) return undefined;
  let validate = compiled.get(method);
  if (!validate) {
    validate = ajv.compile({ ...branch, definitions });
    compiled.set(method, validate);
  }
  if (validate(message)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/**
 * What the pinned Codex's own schema says of a request outside the subset the kit plays: undefined when
 * Codex has no such method (the implementation's wire error), else the schema errors — none when Codex
 * accepts it, and then the bridge is not to blame, whatever the kit does with it.
 */
export function vendorRequestErrors(
  method: string,
  message: unknown,
  experimental = false,
): string[] | undefined {
  return errorsIn(`${experimental ? 'experimental/' : ''}ClientRequest.json`, method, message);
}

/** The same for a notification of the implementation. */
export function vendorNotificationErrors(
  method: string,
  message: unknown,
  experimental = false,
): string[] | undefined {
  return errorsIn(`${experimental ? 'experimental/' : ''}ClientNotification.json`, method, message);
}

/** Whether an initialize request opts into Codex's experimental API. */
export function optsIntoExperimental(params: unknown): boolean {
  const capabilities = (params as { capabilities?: { experimentalApi?: unknown } | null } | null)
    ?.capabilities;
  return capabilities?.experimentalApi === true;
}
