/**
 * Sets values by dot path in a copy of a JSON value: `event.message.mentions` → [null]. A path through a
 * missing or non-object value creates objects; an index segment reaches into an array. The original is
 * left as it was.
 */
export function patched<T>(value: T, patch: Record<string, unknown>): unknown {
  const root = structuredClone(value) as unknown;
  let out: unknown = root;
  for (const [path, to] of Object.entries(patch)) {
    const keys = path.split('.');
    if (keys.length === 1 && keys[0] === '') {
      out = to;
      continue;
    }
    let node = out as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (next === null || typeof next !== 'object') node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = to;
  }
  return out;
}
