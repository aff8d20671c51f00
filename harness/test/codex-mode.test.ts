import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../generated/types/index.ts';
import { codexInstall } from '../src/codex/codex-install.ts';
import {
  DEFAULT_SCENARIO_DIR,
  PACKAGE_ROOT,
  loadAdapter,
  loadRequirements,
  loadScenarios,
} from '../src/runner/load.ts';
import { LAYERS } from '../src/runner/model.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';

/**
 * The corpus on a real host: the reference server driving the pinned Codex, with the model double
 * behind it (docs/implementing-a-bridge.md: "The Codex app-server protocol on a real Codex"). Every scenario of these themes that codex mode can
 * play must pass; the rest are untested (host-mode), each with its reason — never a pass, never a failure.
 */
const THEMES = [/^basics\//, /^admission\//, /^redelivery\//, /^host\//, /^delivery\//, /^approvals\//];
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
const themes = corpus.filter((s) => THEMES.some((t) => t.test(s.scenario.id)));
const MINUTES = 60_000;

async function codexRun(adapter: string, ids: RegExp[]): Promise<Report> {
  const scenarios = corpus.filter((s) => ids.some((t) => t.test(s.scenario.id)));
  return runScenarios(
    runOptions({
      adapter: loadAdapter(join(PACKAGE_ROOT, adapter)),
      scenarios,
      requirements,
      workers: 2,
      host: { mode: 'codex', install: await codexInstall() },
    }),
  );
}

/** Each failed scenario with its failed checks and what they saw: a failure in CI says why, not only where. */
const failures = (report: Report) =>
  report.scenarios
    .filter((s) => LAYERS.some((l) => s.verdicts[l].status === 'fail'))
    .map((s) => ({
      id: s.id,
      checks: s.checks.filter((c) => c.status === 'fail').map((c) => `${c.id} [${c.layer}]: ${c.message}`),
    }));

describe('codex mode', () => {
  it(
    'the reference passes basics, admission, redelivery, host, delivery and approvals on a real Codex',
    { timeout: 15 * MINUTES },
    async () => {
      const report = await codexRun('reference.impl.json', THEMES);
      expect(report.manifest.host).toMatchObject({
        mode: 'codex',
        interface: 'codex-app-server',
        codexVersion: (await codexInstall()).version,
      });
      expect(report.problems).toEqual([]);
      expect(failures(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      const untested = report.scenarios.filter((s) =>
        LAYERS.every((l) => s.verdicts[l].status === 'untested'),
      );
      // Untested only for what only the host double can fake, and each says what.
      for (const s of untested)
        expect(s.verdicts.host, s.id).toMatchObject({
          reason: 'host-mode',
          detail: expect.stringMatching(/^in codex mode: /),
        });
      // Thirteen need what only the double fakes (a thread the host lost, a turn start it holds back, …).
      expect(
        report.scenarios.length - untested.length,
        `untested: ${untested.map((s) => s.id).join(', ')}`,
      ).toBeGreaterThanOrEqual(themes.length - 13);
    },
  );

  it(
    'the scenarios written for a real Codex are failed there by their controls, for the reason they exist',
    { timeout: 5 * MINUTES },
    async () => {
      const controls = join('harness', 'test', 'controls');
      const strict = await codexRun(join(controls, 'strict-error-classes.impl.json'), [
        /^host\/rate-limited-then-follow-up$/,
      ]);
      expect(strict.scenarios[0]!.checks.filter((c) => c.status === 'fail').map((c) => c.id)).toEqual(
        expect.arrayContaining(['failure-told', 'follow-up-same-thread']),
      );
      const forgets = await codexRun(join(controls, 'forgets-running-turns.impl.json'), [
        /^host\/restart-finished-turn$/,
        /^host\/restart-failed-turn$/,
      ]);
      const failed = Object.fromEntries(
        forgets.scenarios.map((s) => [
          s.id,
          s.checks
            .filter((c) => c.status === 'fail')
            .map((c) => c.id)
            .sort(),
        ]),
      );
      expect(failed['host/restart-failed-turn']).toEqual(['real-failure-once']);
      // The answer delivered again is the failure; on a real Codex its second post often lands inside
      // one-post's window too (judged on its own, what the user sees), and then fails it as well.
      expect(failed['host/restart-finished-turn']).toContain('real-answer-once');
      expect(
        failed['host/restart-finished-turn']!.filter((c) => c !== 'real-answer-once' && c !== 'one-post'),
      ).toEqual([]);
      expect(Object.keys(failed).sort()).toEqual(['host/restart-failed-turn', 'host/restart-finished-turn']);
    },
  );
});
