import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { coveredLines } from './line-coverage.ts';

describe('lines covered, from the coverage files of a run', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A compiled file of three 5-character lines, each mapped to the same line of its source. */
  function write(dir: string, name: string, url: string, ranges: Array<[number, number, number]>): void {
    writeFileSync(
      join(dir, name),
      JSON.stringify({
        result: [
          {
            url,
            functions: [
              {
                ranges: ranges.map(([startOffset, endOffset, count]) => ({ startOffset, endOffset, count })),
              },
            ],
          },
        ],
        'source-map-cache': { [url]: { lineLengths: [5, 5, 5], data: { mappings: 'AAAA;AACA;AACA' } } },
      }),
    );
  }

  it('takes the innermost count of each offset, the union over the writes, and skips a write cut short', () => {
    root = mkdtempSync(join(tmpdir(), 'larkspur-coverage-'));
    const dir = join(root, 'out');
    mkdirSync(dir);
    const url = pathToFileURL(join(root, 'reference/src/a.ts')).href;
    // The function ran; the block on line 2 did not.
    write(dir, 'one.json', url, [
      [0, 17, 1],
      [6, 11, 0],
    ]);
    expect(coveredLines(dir, root, 'reference/src')).toEqual({ 'reference/src/a.ts': [1, 3] });
    // A later write of the same process: the block ran since.
    write(dir, 'two.json', url, [
      [0, 17, 1],
      [6, 11, 1],
    ]);
    writeFileSync(join(dir, 'three.json'), '{"result": [');
    expect(coveredLines(dir, root, 'reference/src')).toEqual({ 'reference/src/a.ts': [1, 2, 3] });
  });

  it('leaves out files outside the prefix', () => {
    root = mkdtempSync(join(tmpdir(), 'larkspur-coverage-'));
    const dir = join(root, 'out');
    mkdirSync(dir);
    write(dir, 'one.json', pathToFileURL(join(root, 'harness/x.ts')).href, [[0, 17, 1]]);
    expect(coveredLines(dir, root, 'reference/src')).toEqual({});
  });
});
