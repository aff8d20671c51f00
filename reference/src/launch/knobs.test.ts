import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing/harness.ts';
import { KNOB_DEFAULTS, readKnobsFile } from './knobs.ts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function knobsFile(content: string): string {
  const data = tempDataDir();
  cleanups.push(data.remove);
  const file = join(data.dir, 'knobs.json');
  writeFileSync(file, content);
  return file;
}

describe('knobs', () => {
  it('takes the defaults of the contract for absent knobs', () => {
    expect(KNOB_DEFAULTS).toMatchObject({ feedbackWindowMs: 3_000, maxHandlers: 4, memoryQueueBound: 64 });
    expect(readKnobsFile(knobsFile('{"maxHandlers": 2}'))).toEqual({ ...KNOB_DEFAULTS, maxHandlers: 2 });
  });

  it('names the file and the broken rule', () => {
    const file = knobsFile('{"maxHandlers": 0}');
    expect(() => readKnobsFile(file)).toThrow(new RegExp(`knobs file ${file}: /maxHandlers must be >= 1`));
    expect(() => readKnobsFile(knobsFile('{'))).toThrow(/cannot read the knobs file/);
  });
});
