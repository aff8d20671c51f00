const MAX_STRING = 400;
const MAX_ITEMS = 20;

/** A copy of a record small enough for a report: long strings and arrays are cut, with a note. */
export function brief(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} chars)` : value;
  }
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => brief(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (value !== null && typeof value === 'object') {
    if (depth > 8) return '…';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, brief(v, depth + 1)]));
  }
  return value;
}
