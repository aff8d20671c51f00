import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import { loadSchemas, schemaFiles, ROOT, json } from './build.ts';
import { SPEC_BASE, schemaId, type SchemaEntry } from '../src/define.ts';
import { CONTRACT_VERSIONS, SPEC_VERSION } from '../src/versions.ts';
import { definedRoutes } from '../src/route.ts';
import { CODEX_PIN } from '../src/host/pin.ts';
import { CLAUDE_CODE_PIN } from '../src/model/pin.ts';
import { openApiDocument } from './openapi.ts';
import { clientSource } from './client.ts';
import { requirementsPage } from './requirements-page.ts';

const HOW = 'generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.';

function banner(comment: 'line' | 'block'): string {
  return comment === 'line' ? `// ${HOW}\n` : `/* ${HOW} */\n`;
}

const ANNOTATIONS = new Set(['description', 'title', '$comment', 'default', 'examples']);

/** A schema that only annotates (any value goes): json-schema-to-typescript would type it as an object. */
function annotationOnly(value: object): boolean {
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(
      ([k, v]) => ANNOTATIONS.has(k) && (k === 'default' || k === 'examples' || typeof v === 'string'),
    )
  );
}

/** Replaces cross-file refs with refs into one combined document, so each type is declared once. */
function inlineRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, names));
  if (value === null || typeof value !== 'object') return value;
  if (annotationOnly(value)) return { ...value, tsType: 'unknown' };
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(SPEC_BASE)) {
      const name = names.get(v);
      if (!name) throw new Error(`unknown $ref ${v}`);
      out[key] = `#/definitions/${name}`;
    } else if (key !== '$id' && key !== '$schema') {
      out[key] = inlineRefs(v, names);
    }
  }
  return out;
}

async function typesSource(entries: SchemaEntry[]): Promise<string> {
  const names = new Map(entries.map((e) => [schemaId(e.path), e.name]));
  const definitions: Record<string, unknown> = {};
  for (const e of entries) {
    definitions[e.name] = { ...(inlineRefs(e.schema, names) as object), title: e.name };
  }
  const ts = await compile({ definitions } as never, 'Spec', {
    bannerComment: '',
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  const withoutRoot = ts
    .replace(/export interface Spec \{[^}]*\}\n*/, '')
    // json-schema-to-typescript notes where each type came from; in one combined document that is noise.
    .replace(/\n *\/\*\*\n *\* This interface was referenced by [^\n]*\n *\* via the [^\n]*\n *\*\//g, '')
    .replace(/ *\*\n *\* This interface was referenced by [^\n]*\n *\* via the [^\n]*\n/g, '');
  return `${banner('line')}\n${withoutRoot}`;
}

/** The family of a contract message: its schema's folder (control, host, launch, scenario…). */
function familyOf(entry: SchemaEntry): string {
  return entry.path.slice(0, entry.path.indexOf('/'));
}

/**
 * The validators, compiled by ajv into standalone code: a module per schema family (`control.js`,
 * `host.js`…), so that a process loads only the families it checks — the reference server three of
 * nine, about a quarter of the code, at every start (issue 19) — and `index.js`, which re-exports them
 * all with every validator by $id. A $ref into another family is compiled into the module that makes it.
 */
function validatorsSources(entries: SchemaEntry[]): Map<string, string> {
  const families = [...new Set(entries.map(familyOf))].sort();
  const files = new Map<string, string>();
  for (const family of families) {
    const members = entries.filter((e) => familyOf(e) === family);
    const ajv = new Ajv2020({
      strict: true,
      allErrors: true,
      code: { source: true, esm: true, lines: true },
    });
    for (const e of entries) ajv.addSchema(e.schema);
    const exports: Record<string, string> = {};
    for (const e of members) exports[`validate${e.name}`] = schemaId(e.path);
    const code = standalone.default(ajv, exports);
    // ajv's ESM output still calls require() for its runtime helpers.
    files.set(
      `generated/validators/${family}.js`,
      `${banner('block')}import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n${code.replace('"use strict";', '')}\n`,
    );
    const decls = members
      .map((e) => `export declare const validate${e.name}: ValidateFunction<T.${e.name}>;`)
      .join('\n');
    files.set(
      `generated/validators/${family}.d.ts`,
      `${banner('line')}import type { ValidateFunction } from 'ajv';\nimport type * as T from '../types/index.ts';\n\n${decls}\n`,
    );
  }
  const reexports = families.map((f) => `export * from './${f}.js';`).join('\n');
  const modules = families.map((f) => `import * as ${f} from './${f}.js';`).join('\n');
  const byId = entries
    .map((e) => `  ${JSON.stringify(schemaId(e.path))}: ${familyOf(e)}.validate${e.name},`)
    .join('\n');
  files.set(
    'generated/validators/index.js',
    `${banner('block')}${modules}\n\n${reexports}\n\n/** Every validator by schema $id. */\nexport const validatorsById = {\n${byId}\n};\n`,
  );
  files.set(
    'generated/validators/index.d.ts',
    `${banner('line')}import type { ValidateFunction } from 'ajv';\n\n${reexports}\n\n` +
      `/** Every validator by schema $id. */\nexport declare const validatorsById: Record<string, ValidateFunction>;\n`,
  );
  return files;
}

function specSource(entries: SchemaEntry[]): string {
  const ids = entries.map((e) => `  ${e.name}: ${JSON.stringify(schemaId(e.path))},`).join('\n');
  const environment = entries.find((e) => e.name === 'LaunchEnvironment')!.schema;
  const variables = Object.keys(environment.properties as Record<string, unknown>);
  return (
    `${banner('line')}\nexport const SPEC_VERSION = ${JSON.stringify(SPEC_VERSION)};\n\n` +
    `export const CONTRACT_VERSIONS = ${JSON.stringify(CONTRACT_VERSIONS, null, 2)} as const;\n\n` +
    `/** The host release the host contract is pinned to (package and version). */\nexport const HOST_PIN = ${JSON.stringify(CODEX_PIN)};\n\n` +
    `/** The Claude Code release claude-code mode runs (package and version). */\nexport const CLAUDE_CODE_PIN = ${JSON.stringify(CLAUDE_CODE_PIN)};\n\n` +
    `/** The $id of every contract message, by type name. */\nexport const SCHEMA_IDS = {\n${ids}\n} as const;\n\n` +
    `/** The variables of the launch contract (launch/environment.schema.json): the harness's, never an adapter's. */\n` +
    `export const LAUNCH_VARIABLES = ${JSON.stringify(variables, null, 2)} as const;\n`
  );
}

async function allFiles(): Promise<Map<string, string>> {
  const entries = await loadSchemas();
  const files = schemaFiles(entries);
  files.set('generated/types/index.ts', await typesSource(entries));
  for (const [file, source] of validatorsSources(entries)) files.set(file, source);
  files.set('generated/spec.ts', specSource(entries));
  const routes = definedRoutes();
  files.set('spec/openapi/control.openapi.json', json(openApiDocument(routes, entries)));
  files.set('generated/clients/control.ts', `${banner('line')}${clientSource(routes, entries)}`);
  files.set(
    'spec/requirements.md',
    requirementsPage(
      ROOT,
      'generated — do not edit. Made by `npm run gen` (spec/tools/requirements-page.ts) from spec/requirements.json and scenarios/.',
    ),
  );
  return files;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Files under the generated folders that the generator would not write: stale outputs. */
function staleFiles(files: Map<string, string>): string[] {
  const owned = ['spec/schemas', 'spec/openapi', 'generated'];
  return owned
    .flatMap((d) => listFiles(join(ROOT, d)))
    .map((f) => f.slice(ROOT.length + 1))
    .filter((f) => !files.has(f));
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await allFiles();
  const drift: string[] = [];
  for (const [file, content] of files) {
    const full = join(ROOT, file);
    const current = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
    if (current === content) continue;
    if (check) drift.push(`${current === undefined ? 'missing' : 'differs'}: ${file}`);
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  for (const file of staleFiles(files)) {
    if (check) drift.push(`stale: ${file}`);
    else rmSync(join(ROOT, file));
  }
  if (check) {
    if (drift.length > 0) {
      process.stderr.write(
        `generated/ is out of step with spec/ — run \`npm run gen\` and commit:\n  ${drift.join('\n  ')}\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`gen:check: ${files.size} files in step with spec/src\n`);
  } else {
    process.stdout.write(`gen: wrote ${files.size} files\n`);
  }
}

await main();
