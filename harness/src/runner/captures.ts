/** Capture substitution: a string that is entirely `{{name}}` becomes the captured value, anywhere. */

const WHOLE = /^\{\{([a-zA-Z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)?)\}\}$/;

export class UnknownCaptureError extends Error {
  readonly code = 'UNKNOWN_CAPTURE';
  constructor(readonly capture: string) {
    super(`capture {{${capture}}} has no value`);
    this.name = 'UnknownCaptureError';
  }
}

export function captureName(value: string): string | undefined {
  return WHOLE.exec(value)?.[1];
}

export function substitute<T>(value: T, captures: ReadonlyMap<string, unknown>): T {
  if (typeof value === 'string') {
    const name = captureName(value);
    if (name === undefined) return value;
    if (!captures.has(name)) throw new UnknownCaptureError(name);
    return captures.get(name) as T;
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, captures)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, captures)])) as T;
  }
  return value;
}

/** Every capture name a value refers to, for the loader's static check. */
export function referencedCaptures(value: unknown): string[] {
  if (typeof value === 'string') {
    const name = captureName(value);
    return name === undefined ? [] : [name];
  }
  if (Array.isArray(value)) return value.flatMap(referencedCaptures);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(referencedCaptures);
  return [];
}
