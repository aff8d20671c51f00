import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatorsById } from '../generated/validators/index.js';

const ROOT = join(import.meta.dirname, '..');
const index = JSON.parse(readFileSync(join(ROOT, 'spec', 'schemas', 'index.json'), 'utf8')) as {
  schemas: { $id: string; file: string }[];
};

function fixture(file: string, kind: 'valid' | 'invalid'): string {
  return join(ROOT, 'spec', 'fixtures', file.replace(/\.schema\.json$/, `.${kind}.json`));
}

/** Every contract message has a named valid and invalid instance, and the schema tells them apart. */
describe('spec fixtures', () => {
  for (const schema of index.schemas) {
    it(`${schema.file}: the valid instance passes and the invalid one fails`, () => {
      const validate = validatorsById[schema.$id];
      expect(validate, `no validator for ${schema.$id}`).toBeDefined();
      const valid = fixture(schema.file, 'valid');
      const invalid = fixture(schema.file, 'invalid');
      expect(existsSync(valid), `missing ${valid}`).toBe(true);
      expect(existsSync(invalid), `missing ${invalid}`).toBe(true);
      expect(validate!(JSON.parse(readFileSync(valid, 'utf8'))), JSON.stringify(validate!.errors)).toBe(true);
      expect(validate!(JSON.parse(readFileSync(invalid, 'utf8')))).toBe(false);
    });
  }
});
