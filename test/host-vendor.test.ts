import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_SUBSET, ourPart, ourSchema, vendorBundle, vendorSchema } from '../spec/tools/host-subset.ts';
import { compare, type Located } from '../spec/tools/schema-subset.ts';

const ROOT = join(import.meta.dirname, '..');
const CODEX = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules', '@openai', 'codex', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const PINNED = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
).devDependencies['@openai/codex'];
const index = JSON.parse(readFileSync(join(ROOT, 'spec', 'schemas', 'index.json'), 'utf8')) as {
  schemas: { file: string }[];
};
const hostPaths = index.schemas
  .map((s) => s.file.replace(/\.schema\.json$/, ''))
  .filter((p) => p.startsWith('host/'));
const bundle = vendorBundle(CODEX);

/** One of our schema files, changed in memory, with its refs still resolving to the real files. */
function edited(path: string, edit: (schema: Record<string, any>) => void): Located {
  const real = ourSchema(path);
  const copy = structuredClone(real.schema) as Record<string, any>;
  edit(copy);
  return { schema: copy, resolve: real.resolve };
}

describe('the host subset against the schema Codex generates (spec/vendor)', () => {
  it('is pinned to one exact version, the one installed and vendored', () => {
    expect(PINNED).toBe(CODEX);
    expect(PINNED).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('places every host schema of the spec in the vendored schema', () => {
    expect(Object.keys(HOST_SUBSET).sort()).toEqual([...hostPaths].sort());
  });

  for (const path of hostPaths) {
    it(`${path} agrees with Codex ${CODEX} in every field it declares`, () => {
      const place = HOST_SUBSET[path]!;
      expect(compare(ourPart(path, place), vendorSchema(bundle, place))).toEqual([]);
    });
  }
});

describe('the comparison fails on a difference in what ours uses', () => {
  const against = (path: string) => vendorSchema(bundle, HOST_SUBSET[path]!);

  it('an enum value Codex does not know (approvalPolicy on-failure)', () => {
    const ours = edited('host/thread-start-request', (s) => {
      s.properties.params.properties.approvalPolicy.anyOf[0].anyOf.push({
        type: 'string',
        const: 'on-failure',
      });
    });
    expect(compare(ours, against('host/thread-start-request')).join('\n')).toMatch(
      /approvalPolicy: ours has value\(s\) "on-failure"/,
    );
  });

  it('a closed list where Codex is open (codexErrorInfo without its catch-all)', () => {
    const ours = edited('host/codex-error-info', (s) => {
      s.anyOf = s.anyOf.filter(
        (v: Record<string, unknown>) =>
          !(v.type === 'string' && v.const === undefined) && !(v.type === 'object' && !v.required),
      );
    });
    const problems = compare(ours, against('host/codex-error-info')).join('\n');
    expect(problems).toMatch(/Codex accepts any string here; ours is a closed list/);
    expect(problems).toMatch(/Codex may send the variant \*, which ours rejects/);
  });

  it('a value Codex sends that ours lacks (rateLimitExceeded)', () => {
    const ours = edited('host/codex-error-info', (s) => {
      s.anyOf = s.anyOf.filter((v: Record<string, unknown>) => v.const !== 'rateLimitExceeded');
    });
    expect(compare(ours, against('host/codex-error-info')).join('\n')).toMatch(
      /"rateLimitExceeded" that ours lacks/,
    );
  });

  it('a field required in ours only', () => {
    const ours = edited('host/turn', (s) => s.required.push('error'));
    expect(compare(ours, against('host/turn'))).toContain('/error: required in ours only');
  });

  it('a type that differs', () => {
    const ours = edited('host/turn', (s) => (s.properties.id = { type: 'integer' }));
    const problems = compare(ours, against('host/turn'));
    expect(problems).toContain('/id: Codex allows string; ours does not');
    expect(problems).toContain('/id: ours allows number; Codex does not');
  });

  it('a field Codex does not have (textElements, which Codex spells text_elements)', () => {
    const ours = edited('host/user-input', (s) => {
      const text = s.anyOf[0];
      text.properties.textElements = text.properties.text_elements;
      delete text.properties.text_elements;
    });
    expect(compare(ours, against('host/user-input'))).toContain(
      '<type=text>/textElements: ours declares a field Codex does not have',
    );
  });

  it('a variant Codex may send that ours rejects (user input without the catch-all)', () => {
    const ours = edited('host/user-input', (s) => (s.anyOf = s.anyOf.slice(0, -1)));
    expect(compare(ours, against('host/user-input'))).toContain(
      '/: Codex may send the variant type=mention, which ours rejects',
    );
  });
});
