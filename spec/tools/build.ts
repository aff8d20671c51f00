import { readdirSync, statSync } from 'node:fs';
import { join, relative, dirname, posix } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { definedSchemas, SPEC_BASE, schemaId, type SchemaEntry } from '../src/define.ts';
import { CONTRACT_VERSIONS, SPEC_VERSION } from '../src/versions.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'spec', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return name.endsWith('.ts') ? [full] : [];
    });
}

/** Imports every TypeBox source so that each registers its schemas, then returns them in path order. */
export async function loadSchemas(): Promise<SchemaEntry[]> {
  for (const file of sourceFiles(SRC)) await import(pathToFileURL(file).href);
  return definedSchemas();
}

/** Rewrites `$ref`s to other contract files into paths relative to the referring file. */
function relativizeRefs(value: unknown, fromPath: string): unknown {
  if (Array.isArray(value)) return value.map((v) => relativizeRefs(v, fromPath));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(SPEC_BASE)) {
      const target = v.slice(SPEC_BASE.length);
      const rel = posix.relative(posix.dirname(fromPath), target);
      out[key] = rel.startsWith('.') ? rel : `./${rel}`;
    } else {
      out[key] = relativizeRefs(v, fromPath);
    }
  }
  return out;
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Every file under spec/schemas, as path → content. */
export function schemaFiles(entries: SchemaEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    const file = `spec/schemas/${entry.path}.schema.json`;
    files.set(file, json(relativizeRefs(entry.schema, `${entry.path}.schema.json`)));
  }
  files.set(
    'spec/schemas/index.json',
    json({
      specVersion: SPEC_VERSION,
      contracts: CONTRACT_VERSIONS,
      schemas: entries.map((e) => ({
        $id: schemaId(e.path),
        file: `${e.path}.schema.json`,
        name: e.name,
        title: e.schema.title,
      })),
    }),
  );
  return files;
}

export function relativeToRoot(file: string): string {
  return relative(ROOT, file);
}
