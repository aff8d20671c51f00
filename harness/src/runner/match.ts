/**
 * The matcher semantics of spec/schemas/scenario/match.schema.json. Every runner must share them, so they
 * live in one pure module: a match returns the mismatches it found, never throws on data.
 */

import { visibleText } from '../doubles/provider/visible-text.ts';
import { shows } from './shows.ts';

export interface Mismatch {
  path: string;
  expected: unknown;
  actual: unknown;
  rule: string;
  /** Set when the value cannot be known (the visible text of a template card): why. */
  unknown?: string;
}

const ABSENT = Symbol('absent');
type Value = unknown | typeof ABSENT;

/** Splits `a.b.0.c` into segments; `\.` is a literal dot inside a segment. */
export function parsePath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '\\' && path[i + 1] === '.') {
      current += '.';
      i++;
    } else if (ch === '.') {
      segments.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  segments.push(current);
  return segments;
}

function lookup(value: unknown, segments: string[]): Value {
  let current: unknown = value;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return ABSENT;
      const index = Number(segment);
      if (index >= current.length) return ABSENT;
      current = current[index];
    } else if (current !== null && typeof current === 'object') {
      if (!Object.prototype.hasOwnProperty.call(current, segment)) return ABSENT;
      current = (current as Record<string, unknown>)[segment];
    } else {
      return ABSENT;
    }
  }
  return current;
}

/** The value at a dot path, or undefined when the path does not exist. */
export function valueAt(value: unknown, path: string): unknown {
  const found = lookup(value, parsePath(path));
  return found === ABSENT ? undefined : found;
}

export function hasPath(value: unknown, path: string): boolean {
  return lookup(value, parsePath(path)) !== ABSENT;
}

function isOperator(expected: unknown): expected is Record<string, unknown> {
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected)) return false;
  const keys = Object.keys(expected);
  return keys.length === 1 && keys[0]!.startsWith('$');
}

function shown(value: Value): unknown {
  return value === ABSENT ? '<absent>' : value;
}

function equalScalar(expected: unknown, actual: Value): boolean {
  if (actual === ABSENT) return false;
  if (typeof expected === 'number') return typeof actual === 'number' && actual === expected;
  return actual === expected;
}

function matchValue(expected: unknown, actual: Value, path: string, out: Mismatch[]): void {
  if (isOperator(expected)) {
    matchOperator(expected, actual, path, out);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) {
      out.push({ path, expected, actual: shown(actual), rule: 'array' });
      return;
    }
    if (actual.length !== expected.length) {
      out.push({ path, expected, actual, rule: 'array length' });
      return;
    }
    expected.forEach((e, i) => matchValue(e, actual[i], `${path}.${i}`, out));
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === ABSENT || actual === null || typeof actual !== 'object') {
      out.push({ path, expected, actual: shown(actual), rule: 'object' });
      return;
    }
    for (const [key, e] of Object.entries(expected)) {
      const segments = parsePath(key);
      const child = lookup(actual, segments);
      matchValue(e, child, path === '' ? key : `${path}.${key}`, out);
    }
    return;
  }
  if (typeof expected === 'string' && path.endsWith('<text>')) {
    if (typeof actual !== 'string' || !shows(actual, expected))
      out.push({ path, expected, actual: shown(actual), rule: 'shows' });
    return;
  }
  if (!equalScalar(expected, actual)) out.push({ path, expected, actual: shown(actual), rule: 'equal' });
}

function matchOperator(op: Record<string, unknown>, actual: Value, path: string, out: Mismatch[]): void {
  const [name, arg] = Object.entries(op)[0]!;
  const fail = (rule: string): void => {
    out.push({ path, expected: op, actual: shown(actual), rule });
  };
  switch (name) {
    case '$absent':
      if ((actual === ABSENT) !== (arg !== false)) fail('$absent');
      return;
    case '$exists':
      if ((actual !== ABSENT) !== (arg !== false)) fail('$exists');
      return;
    case '$contains':
      if (typeof actual === 'string' && typeof arg === 'string') {
        if (!actual.includes(arg)) fail('$contains');
      } else if (Array.isArray(actual)) {
        if (!actual.some((item) => matchesValue(arg, item))) fail('$contains');
      } else fail('$contains');
      return;
    case '$regex':
      if (typeof actual !== 'string' || typeof arg !== 'string' || !new RegExp(arg, 'u').test(actual))
        fail('$regex');
      return;
    case '$json': {
      if (typeof actual !== 'string') return fail('$json');
      let parsed: unknown;
      try {
        parsed = JSON.parse(actual);
      } catch {
        return fail('$json (not JSON)');
      }
      matchValue(arg, parsed, `${path}<json>`, out);
      return;
    }
    case '$gte':
      if (typeof actual !== 'number' || typeof arg !== 'number' || actual < arg) fail('$gte');
      return;
    case '$lte':
      if (typeof actual !== 'number' || typeof arg !== 'number' || actual > arg) fail('$lte');
      return;
    case '$ne':
      if (actual !== ABSENT && matchesValue(arg, actual)) fail('$ne');
      return;
    case '$anyOf':
      if (!Array.isArray(arg) || !arg.some((e) => matchesValue(e, actual))) fail('$anyOf');
      return;
    case '$text': {
      const seen = messageText(actual);
      if (seen === undefined) return fail('$text (not a message with a visible text)');
      if ('unknown' in seen) {
        out.push({
          path,
          expected: op,
          actual: shown(actual),
          rule: '$text (unknown)',
          unknown: seen.unknown,
        });
        return;
      }
      matchValue(arg, seen.text, `${path}<text>`, out);
      return;
    }
    case '$shows':
      // Internal, made from a message's `text` by provider.messages: the text shown, contained in order.
      if (typeof actual !== 'string' || typeof arg !== 'string' || !shows(actual, arg)) fail('shows');
      return;
    case '$length':
      if (!((typeof actual === 'string' || Array.isArray(actual)) && actual.length === arg)) fail('$length');
      return;
    default:
      fail(`unknown operator ${name}`);
  }
}

/**
 * The visible text of a message object: a message as the IM API returns it ({msg_type, body: {content}})
 * or the body of a send or edit ({msg_type, content}; a PATCH body has no msg_type: it is a card).
 */
function messageText(value: Value): ReturnType<typeof visibleText> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const message = value as { msg_type?: unknown; content?: unknown; body?: { content?: unknown } };
  const content = typeof message.content === 'string' ? message.content : message.body?.content;
  if (typeof content !== 'string') return undefined;
  return visibleText(typeof message.msg_type === 'string' ? message.msg_type : 'interactive', content);
}

function matchesValue(expected: unknown, actual: Value): boolean {
  const out: Mismatch[] = [];
  matchValue(expected, actual, '', out);
  return out.length === 0;
}

/** Every mismatch of `record` against a partial match (path → expectation); empty means it matches. */
export function mismatches(match: Record<string, unknown> | undefined, record: unknown): Mismatch[] {
  const out: Mismatch[] = [];
  if (match) matchValue(match, record, '', out);
  return out;
}

export function isMatch(match: Record<string, unknown> | undefined, record: unknown): boolean {
  return mismatches(match, record).length === 0;
}

/** The operator names the schema allows; the scenario loader rejects any other `$` key. */
export const OPERATORS = [
  '$absent',
  '$exists',
  '$contains',
  '$regex',
  '$json',
  '$gte',
  '$lte',
  '$ne',
  '$anyOf',
  '$length',
  '$text',
];
