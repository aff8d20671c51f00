import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProviderVisibleTextCases } from '../../../../generated/types/index.ts';
import { validateProviderVisibleTextCases } from '../../../../generated/validators/index.js';
import { visibleText } from './visible-text.ts';

const file = join(import.meta.dirname, '..', '..', '..', '..', 'spec', 'visible-text.json');
const table = JSON.parse(readFileSync(file, 'utf8')) as ProviderVisibleTextCases;

/** The kit reads every message the way spec/visible-text.json says, case by case. */
describe('visible text (spec/visible-text.json)', () => {
  it('the case table is valid against its schema', () => {
    expect(
      validateProviderVisibleTextCases(table),
      JSON.stringify(validateProviderVisibleTextCases.errors),
    ).toBe(true);
  });

  for (const c of table.cases) {
    it(c.name, () => {
      const seen = visibleText(c.msgType, JSON.stringify(c.content));
      if (c.none) expect(seen).toBeUndefined();
      else if (c.unknown) expect(seen).toEqual({ unknown: expect.any(String) });
      else expect(seen).toEqual({ text: c.text });
    });
  }

  it('content that is not a JSON object is unknown, never a guess', () => {
    expect(visibleText('text', 'not json')).toEqual({ unknown: expect.any(String) });
    expect(visibleText('post', '[1]')).toEqual({ unknown: expect.any(String) });
    expect(visibleText('post', '{"zh_cn":{"title":"no content"}}')).toEqual({ unknown: expect.any(String) });
    expect(visibleText('interactive', '{"config":{}}')).toEqual({ unknown: expect.any(String) });
  });
});
