import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each of the slowest files took in CI (.ci/run on 2 cores, load 1-2): on a fresh clone vitest has no
 * timings of its own and runs the larger files first, which put the six three-line controls shards, the
 * longest files of the kit tier, last, with the workers idle around them.
 */
const MEASURED: Record<string, number> = {
  'harness/test/controls-1.test.ts': 120,
  'harness/test/controls-2.test.ts': 120,
  'harness/test/controls-3.test.ts': 120,
  'harness/test/controls-4.test.ts': 120,
  'harness/test/controls-5.test.ts': 120,
  'harness/test/controls-6.test.ts': 120,
  'harness/test/codex-mode.test.ts': 160,
  'harness/test/soak.test.ts': 110,
  'harness/test/fuzz.test.ts': 90,
  'harness/test/controls-instances.test.ts': 88,
  'harness/test/malformed-input.test.ts': 70,
  'harness/test/hostile.test.ts': 68,
  'harness/test/qualify.test.ts': 60,
};

/** Longest first, from vitest's own timings where it has them, else from MEASURED: the makespan is shortest. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const path = relative(root, spec.moduleId);
      const known = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return known === undefined ? (MEASURED[path] ?? 0) : known.duration / 1000;
    };
    // Array.prototype.sort is stable: the projects' order and ties keep the base order.
    return base
      .map((spec, at) => ({ spec, at, seconds: seconds(spec) }))
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name ? b.seconds - a.seconds || a.at - b.at : a.at - b.at,
      )
      .map(({ spec }) => spec);
  }
}
