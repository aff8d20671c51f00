import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer.ts';

const ALL = '{spec,runtime,reference,harness,bin,test,mutate}/**/*.test.ts';
/**
 * The kit tier (`npm run test:kit`): what plays many scenarios or runs for minutes — every control proof,
 * the host modes, soak, fuzz, the Python bridge, hostile bridges, the CLI end to end — all of harness/test,
 * the npm package installed and run from elsewhere, and PostgreSQL killed under two instances mid-burst. The unit tier (`npm test`) is the rest, with a
 * smoke of the kit (test/kit-smoke.test.ts). docs/contributing.md says what each takes.
 */
const KIT = ['harness/test/**/*.test.ts', 'test/package.test.ts', 'test/store-outage.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One throwaway PostgreSQL cluster for the run: the store's tests run against both engines. The tests'
    // kit and TypeScript bots compiled once (test/compile.ts), not through tsx at each spawn.
    globalSetup: ['test/postgres-setup.ts', 'test/compile.ts'],
    // The longest files first (test/sequencer.ts): on a fresh clone vitest would start the controls shards last.
    sequence: { sequencer: LongestFirst },
    projects: [
      // Vitest's default is one worker fewer than the cores: one on a 2-core machine. These tests mostly
      // wait on real processes and sockets, so a worker per core (never fewer than two) halves the tier
      // without making any one test busier.
      // Its files share their worker's modules (no isolation): each file importing the reference's and the
      // harness's modules afresh made the tier cost 297 s of CPU (vitest's import time 143 s); shared, 157 s
      // (import 35 s). A test leaves no state in a module behind it: what a module keeps for its process (a
      // driver loaded once, a line explained once) takes a test's own through a parameter.
      {
        extends: true,
        test: {
          name: 'unit',
          include: [ALL],
          exclude: KIT,
          maxWorkers: Math.max(2, availableParallelism()),
          isolate: false,
        },
      },
      // No maxWorkers of its own: a project's own value wins over the command line's, and `npm run test:kit`
      // says how many (2: CI runs the tier beside the corpus, and 4 there took the machine to a load of 20).
      { extends: true, test: { name: 'kit', include: KIT } },
    ],
  },
});
