import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{spec,runtime,reference,harness,bin,test,mutate}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One throwaway PostgreSQL cluster for the run: the store's tests run against both engines.
    globalSetup: ['test/postgres-setup.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. These tests
    // mostly wait on real processes and sockets, so a worker per core (never fewer than two) halves the
    // suite without making any one test busier; the controls come in four files for that (controls/suite.ts).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
