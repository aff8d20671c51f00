import Type, { type TSchema, type TUnsafe } from 'typebox';

/** Base of every `$id`; a schema's file lives at spec/schemas/<path>.schema.json. */
export const SPEC_BASE = 'https://larkspur.dev/spec/';
export const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

export interface SchemaMeta {
  /** PascalCase name of the generated TypeScript type and validator (`validate<Name>`). */
  name: string;
  title: string;
  description: string;
}

export interface SchemaEntry {
  /** Area-relative path without extension, e.g. `provider/event-envelope`. */
  path: string;
  name: string;
  schema: Record<string, unknown>;
}

const registry = new Map<string, SchemaEntry>();

export function schemaId(path: string): string {
  return `${SPEC_BASE}${path}.schema.json`;
}

/**
 * Registers one contract message. The build writes it to spec/schemas/<path>.schema.json with
 * `$schema`, `$id`, title and description; `ref(path)` points at it from other schemas.
 */
export function defineSchema<T extends TSchema>(path: string, schema: T, meta: SchemaMeta): T {
  if (registry.has(path)) throw new Error(`schema ${path} is defined twice`);
  const json = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  registry.set(path, {
    path,
    name: meta.name,
    schema: {
      $schema: DRAFT,
      $id: schemaId(path),
      title: meta.title,
      description: meta.description,
      ...json,
    },
  });
  return schema;
}

export function definedSchemas(): SchemaEntry[] {
  return [...registry.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** A reference to another contract message by its path; the build makes it relative to the file. */
export function ref<T = unknown>(path: string): TUnsafe<T> {
  return Type.Unsafe<T>({ $ref: schemaId(path) });
}
