import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../generated/types/index.ts';
import { loadAdapter, loadRequirements, PACKAGE_ROOT } from '../src/runner/load.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';

/**
 * Issue 14's done-when: 10,000 malformed frames, events and payloads — nulls, wrong types, huge strings,
 * lone surrogates, bad JSON, bad protobuf — fed to the reference through the provider double, with valid
 * messages among them. Every valid message is answered, every malformed event that reaches a handler is
 * acknowledged, the server exits 0 on SIGTERM, and its memory is back within 50 MB of where it started:
 * a leak check, asserted here, on the harness's own samples of the server's process group. It waits 40 s
 * for the memory to come back: V8 gives idle memory back lazily, later still on a loaded machine.
 */
const scenario: Scenario = {
  id: 'robustness/malformed-10000',
  title: '10,000 malformed inputs',
  description:
    'The reference takes 10,000 malformed inputs and 100 valid messages without loss, hang or leak.',
  requirements: ['TR-010', 'TR-001', 'DE-006', 'TR-009'],
  knobs: { progressIntervalMs: 250 },
  timeoutMs: 190_000,
  steps: [
    // Warm: every path taken once, so that code, caches and the heap a flood needs are part of where it starts.
    { do: 'provider.malformed', as: 'warm', count: 2000, valid: 20, chats: 10, overMs: 4000 },
    {
      expect: 'provider.messages',
      id: 'warmed-up',
      count: 20,
      distinct: 'parentId',
      within: 30_000,
      layer: 'delivery',
      match: { fromBot: true, parentId: { $anyOf: '{{warm.messageIds}}' } },
    },
    { do: 'wait', ms: 3000, as: 'start' },
    { do: 'provider.malformed', as: 'flood', count: 10_000, valid: 100, chats: 10, overMs: 20_000 },
    { expect: 'provider.acks', id: 'valid-acked', of: 'flood', within: 20_000, layer: 'transport' },
    {
      expect: 'provider.acks',
      id: 'malformed-acked',
      of: 'flood',
      events: 'malformedEventIds',
      within: 20_000,
      layer: 'transport',
    },
    {
      expect: 'provider.messages',
      id: 'valid-answered',
      count: 100,
      distinct: 'parentId',
      within: 60_000,
      layer: 'delivery',
      match: {
        fromBot: true,
        parentId: { $anyOf: '{{flood.messageIds}}' },
        text: { $regex: '^valid \\d+$' },
      },
    },
    {
      expect: 'sut.memory',
      id: 'no-leak',
      since: 'start',
      growthMb: 300,
      settledMb: 50,
      for: 40_000,
      dependsOn: [],
      layer: 'transport',
    },
    { do: 'sut.kill', signal: 'SIGTERM', as: 'stopping' },
    {
      expect: 'captured',
      id: 'exits-0',
      value: 'stopping.exit',
      match: { code: 0, signal: null },
      dependsOn: [],
      layer: 'transport',
    },
  ],
};

/** The reference collects its garbage when idle, so that the leak check weighs what it keeps (the file says why). */
const COLLECT_WHEN_IDLE = fileURLToPath(new URL('./collect-when-idle.mjs', import.meta.url));

describe('malformed input (TR-010)', () => {
  it(
    'answers every valid message among 10,000 malformed inputs, exits 0 on SIGTERM, and settles within 50 MB',
    { timeout: 200_000 },
    async () => {
      const adapter = loadAdapter(join(PACKAGE_ROOT, 'reference.impl.json'));
      const [node, ...rest] = adapter.argv;
      const report = await runScenarios(
        runOptions({
          adapter: { ...adapter, argv: [node!, '--expose-gc', '--import', COLLECT_WHEN_IDLE, ...rest] },
          scenarios: [{ file: '(test)', scenario, text: JSON.stringify(scenario) }],
          requirements: loadRequirements(),
        }),
      );
      const [result] = report.scenarios;
      expect(result?.harnessError).toBeUndefined();
      const checks = Object.fromEntries(
        result!.checks.map((c) => [c.id, { status: c.status, message: c.message, actual: c.actual }]),
      );
      for (const id of [
        'warmed-up',
        'valid-acked',
        'malformed-acked',
        'valid-answered',
        'no-leak',
        'exits-0',
      ]) {
        expect(checks[id], `${id}: ${JSON.stringify(checks[id])}`).toMatchObject({ status: 'pass' });
      }
      expect(
        result!.checks.filter((c) => c.status !== 'pass'),
        JSON.stringify(result!.checks.filter((c) => c.status !== 'pass')),
      ).toEqual([]);
    },
  );
});
