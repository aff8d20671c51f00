import { join } from 'node:path';
import type { Adapter } from '../generated/types/index.ts';
import { loadAdapter, PACKAGE_ROOT } from '../harness/src/runner/load.ts';

/** An implementation a bench launches: its adapter, and the command resolved as a run resolves it. */
export interface Implementation {
  adapter: Adapter;
  argv: string[];
  cwd: string;
}

export const REFERENCE_ADAPTER = join(PACKAGE_ROOT, 'reference.impl.json');
/** The floor as an adapter file, for the benches that play scenarios through the runner. */
export const FLOOR_ADAPTER = join(PACKAGE_ROOT, 'bench', 'floor', 'sdk-bot.impl.json');

/** The reference as its adapter launches it; `env`, settings of its own on top (`--intake-journal`'s, say). */
export function reference(env?: Record<string, string>): Implementation {
  const loaded = loadAdapter(REFERENCE_ADAPTER);
  return env ? { ...loaded, adapter: { ...loaded.adapter, env: { ...loaded.adapter.env, ...env } } } : loaded;
}

/**
 * The floor: the official SDK's WSClient and nothing else (floor/sdk-bot.ts). `react` gives it the least
 * feedback a bot can give, a reaction sent from the handler at once; the ACK floor has an empty handler.
 */
export function floor(mode: 'empty' | 'react' | 'postgres'): Implementation {
  const loaded = loadAdapter(FLOOR_ADAPTER);
  return { ...loaded, adapter: { ...loaded.adapter, name: `floor-${mode}`, env: { BENCH_FLOOR: mode } } };
}
