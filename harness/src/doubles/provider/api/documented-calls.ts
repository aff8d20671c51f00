import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../../package-root.ts';
import { matchRoute } from './route.ts';

interface DocumentedCall {
  method: string;
  /** With `:name` parameters, as the SDK writes it. */
  pattern: string;
}

/** spec/provider/documented-calls.json: every call of Lark's Open API, as the official SDK's generated client makes it. */
function load(): DocumentedCall[] {
  const file = join(PACKAGE_ROOT, 'spec', 'provider', 'documented-calls.json');
  const { calls } = JSON.parse(readFileSync(file, 'utf8')) as { calls: { method: string; path: string }[] };
  return calls.map((c) => ({ method: c.method, pattern: c.path }));
}

let calls: DocumentedCall[] | undefined;

/**
 * The documented call a request is, if any: `METHOD /open-apis/…/:param` — a call the double may not
 * implement, but one Lark knows, so never the bridge's wire error.
 */
export function documentedCall(method: string, path: string): string | undefined {
  calls ??= load();
  const found = matchRoute(calls, method, path);
  return found ? `${found.route.method} ${found.route.pattern}` : undefined;
}
