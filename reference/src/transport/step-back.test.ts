import { expect, it } from 'vitest';
import { stepBack, type ThreadPriority } from './step-back.ts';

function priorityAt(nice: number, fails = false) {
  const set: number[] = [];
  const priority: ThreadPriority = {
    get: () => nice,
    set: (to) => {
      if (fails) throw new Error('EACCES');
      set.push(to);
      nice = to;
    },
  };
  return { priority, set };
}

const logger = () => {
  const lines: string[] = [];
  return {
    lines,
    info: (line: string) => lines.push(`info ${line}`),
    warn: (line: string) => lines.push(`warn ${line}`),
  };
};

it('steps the calling thread back from where it runs, no further than the nicest value, once', () => {
  const log = logger();
  const plain = priorityAt(0);
  expect(stepBack(plain.priority, log)).toBe(10);
  expect(plain.set).toEqual([10]);
  const niced = priorityAt(12);
  expect(stepBack(niced.priority, log)).toBe(19);
  expect(niced.set).toEqual([19]);
  const nicest = priorityAt(19);
  expect(stepBack(nicest.priority, log)).toBe(19);
  expect(nicest.set).toEqual([]);
  expect(log.lines).toEqual([
    "info the main thread runs at nice 10, below the intake thread's 0: ACKs go first when the CPU is short",
    "info the main thread runs at nice 19, below the intake thread's 12: ACKs go first when the CPU is short",
  ]);
});

it('says so and goes on where the priority cannot be lowered', () => {
  const log = logger();
  expect(stepBack(priorityAt(0, true).priority, log)).toBe(0);
  expect(log.lines).toHaveLength(1);
  expect(log.lines[0]).toMatch(/^warn could not lower the main thread/);
});
