import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fresh } from '../bin/compiled.mjs';

/** A build of a checkout runs only while it is newer than every input (bin/compiled.mjs): never stale code. */
describe('a compiled build of the checkout', () => {
  let root: string;
  const list = () => join(root, 'inputs.json');
  /** Sets a file's modification time, in seconds from now. */
  const at = (file: string, seconds: number) => {
    const time = new Date(Date.now() + seconds * 1000);
    utimesSync(join(root, file), time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'larkspur-compiled-'));
    for (const file of ['a.ts', 'b.ts']) writeFileSync(join(root, file), '');
    writeFileSync(list(), JSON.stringify(['a.ts', 'b.ts']));
    at('a.ts', -20);
    at('b.ts', -10);
    at('inputs.json', -5);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('runs while every input is older than its list', () => {
    expect(fresh(root, list())).toBe(true);
  });

  it('is stale once one input changed after it', () => {
    at('b.ts', 0);
    expect(fresh(root, list())).toBe(false);
  });

  it('is stale when an input is gone, or the list is missing or not a list', () => {
    rmSync(join(root, 'a.ts'));
    expect(fresh(root, list())).toBe(false);
    expect(fresh(root, join(root, 'no-such-list.json'))).toBe(false);
    writeFileSync(list(), '{"inputs": []}');
    expect(fresh(root, list())).toBe(false);
    writeFileSync(list(), '[');
    expect(fresh(root, list())).toBe(false);
  });
});
