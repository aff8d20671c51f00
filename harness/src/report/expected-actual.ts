import type { CheckResult } from '../../../generated/types/index.ts';

/**
 * A failed check's expected and actual, each only when the check has it: an invariant (runner-answered-once, …)
 * judges the whole run and expects no one value, and "expected: undefined" says nothing.
 */
export function expectedActual(
  check: Pick<CheckResult, 'expected' | 'actual'>,
  json: (value: unknown) => string = (value) => JSON.stringify(value),
): string[] {
  const lines: string[] = [];
  if (check.expected !== undefined) lines.push(`expected: ${json(check.expected)}`);
  if (check.actual !== undefined) lines.push(`actual:   ${json(check.actual)}`);
  return lines;
}
