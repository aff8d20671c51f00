/**
 * Compares a schema of ours with the schema Codex generates for the same message, in what ours uses:
 * every field ours declares exists there with the same type, required on both sides or on neither,
 * null allowed on both sides or on neither, the same enum values, open (a catch-all) on both sides or on
 * neither, and every variant Codex may send is one ours accepts. Fields ours does not declare are not
 * compared: host objects stay open. Annotations (description, default, format) never matter.
 */

type Json = Record<string, unknown>;

/** A schema with the document it came from, so that its $refs resolve. */
export interface Located {
  schema: unknown;
  /** Resolves a $ref found in this schema. */
  resolve(ref: string): Located;
}

/** One alternative of a schema once refs, combinators and type lists are flattened. */
type Variant =
  | { kind: 'any' }
  | { kind: 'null' }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'string'; values?: string[] }
  | { kind: 'array'; items: Located | undefined }
  | { kind: 'object'; props: Map<string, Located>; required: Set<string>; closed: boolean };

const MAX_DEPTH = 40;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(at: Located, schema: unknown): Located {
  return { schema, resolve: at.resolve };
}

/** Merges an object base (properties, required) into each alternative of an anyOf/oneOf beside it. */
function mergeBase(base: Json, alternative: Json): Json {
  return {
    ...base,
    ...alternative,
    properties: {
      ...(isObject(base.properties) ? base.properties : {}),
      ...(isObject(alternative.properties) ? alternative.properties : {}),
    },
    required: [
      ...(Array.isArray(base.required) ? base.required : []),
      ...(Array.isArray(alternative.required) ? alternative.required : []),
    ],
  };
}

export function variants(at: Located, depth = 0): Variant[] {
  if (depth > MAX_DEPTH) throw new Error('schema nests too deep');
  const schema = at.schema;
  if (schema === true || (isObject(schema) && Object.keys(schema).every((k) => ANNOTATION.has(k))))
    return [{ kind: 'any' }];
  if (!isObject(schema)) return [];
  if (typeof schema.$ref === 'string') return variants(at.resolve(schema.$ref), depth + 1);
  const { allOf, anyOf, oneOf, ...rest } = schema;
  if (Array.isArray(allOf)) {
    if (allOf.length !== 1) throw new Error(`allOf with ${allOf.length} members is not compared`);
    return variants(child(at, { ...rest, ...(allOf[0] as Json) }), depth + 1).map((v) => v);
  }
  const alternatives = (Array.isArray(anyOf) ? anyOf : Array.isArray(oneOf) ? oneOf : undefined) as
    Json[] | undefined;
  if (alternatives) {
    const base = Object.keys(rest).some((k) => !ANNOTATION.has(k)) ? rest : undefined;
    return alternatives.flatMap((alt) => {
      if (!base) return variants(child(at, alt), depth + 1);
      const resolved = typeof alt.$ref === 'string' ? (at.resolve(alt.$ref).schema as Json) : alt;
      return variants(child(at, mergeBase(base, resolved)), depth + 1);
    });
  }
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : inferred(schema);
  return types.map((type): Variant => {
    switch (type) {
      case 'null':
        return { kind: 'null' };
      case 'boolean':
        return { kind: 'boolean' };
      case 'integer':
      case 'number':
        return { kind: 'number', integer: type === 'integer' };
      case 'string': {
        const values =
          'const' in schema
            ? [schema.const as string]
            : Array.isArray(schema.enum)
              ? (schema.enum as string[])
              : undefined;
        return values ? { kind: 'string', values } : { kind: 'string' };
      }
      case 'array':
        return { kind: 'array', items: schema.items === undefined ? undefined : child(at, schema.items) };
      case 'object':
        return {
          kind: 'object',
          props: new Map(
            Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([k, v]) => [
              k,
              child(at, v),
            ]),
          ),
          required: new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []),
          closed: schema.additionalProperties === false,
        };
      default:
        throw new Error(`type ${type} is not compared`);
    }
  });
}

const ANNOTATION = new Set([
  'description',
  'title',
  'default',
  'examples',
  '$schema',
  '$id',
  '$comment',
  'format',
  'not',
]);

function inferred(schema: Json): string[] {
  if ('const' in schema || Array.isArray(schema.enum)) return ['string'];
  if (isObject(schema.properties) || Array.isArray(schema.required)) return ['object'];
  return [];
}

type ObjectVariant = Extract<Variant, { kind: 'object' }>;

/**
 * The key an object variant is told apart by: a required property with one string value
 * (`type=agentMessage`), a closed object with one required key (`{httpConnectionFailed: …}`), or `*`.
 */
function discriminator(variant: ObjectVariant): string {
  for (const name of variant.required) {
    const prop = variant.props.get(name);
    if (!prop) continue;
    const values = variants(prop).flatMap((v) =>
      v.kind === 'string' && v.values?.length === 1 ? v.values : [],
    );
    if (values.length === 1) return `${name}=${values[0]}`;
  }
  if (variant.closed && variant.required.size === 1) return `{${[...variant.required][0]}}`;
  return '*';
}

interface Options {
  /** Ours is a catch-all variant: an open string of ours accepts any string of theirs. */
  catchAll?: boolean;
}

/** Every difference between ours and theirs at `path`, in what ours uses. */
export function compare(
  ours: Located,
  theirs: Located,
  path = '',
  options: Options = {},
  depth = 0,
): string[] {
  if (depth > MAX_DEPTH) return [`${path || '/'}: nests too deep to compare`];
  const o = variants(ours);
  const t = variants(theirs);
  const at = path || '/';
  if (o.some((v) => v.kind === 'any')) return [];
  if (t.some((v) => v.kind === 'any')) return [`${at}: Codex allows any value; ours is narrower`];
  const problems: string[] = [];
  const has = (list: Variant[], kind: Variant['kind']) => list.some((v) => v.kind === kind);
  for (const kind of ['null', 'boolean', 'number', 'string', 'array', 'object'] as const) {
    if (has(t, kind) && !has(o, kind)) problems.push(`${at}: Codex allows ${kind}; ours does not`);
    if (has(o, kind) && !has(t, kind)) problems.push(`${at}: ours allows ${kind}; Codex does not`);
  }
  const oNumber = o.find((v) => v.kind === 'number');
  const tNumber = t.find((v) => v.kind === 'number');
  if (oNumber && tNumber && oNumber.integer && !tNumber.integer)
    problems.push(`${at}: Codex allows any number; ours only integers`);
  problems.push(...compareStrings(o, t, at, options));
  const oArray = o.find((v) => v.kind === 'array');
  const tArray = t.find((v) => v.kind === 'array');
  if (oArray && tArray && oArray.items && tArray.items)
    problems.push(...compare(oArray.items, tArray.items, `${path}[]`, {}, depth + 1));
  problems.push(...compareObjects(o, t, path, options, depth));
  return problems;
}

function compareStrings(o: Variant[], t: Variant[], at: string, options: Options): string[] {
  const strings = (list: Variant[]) =>
    list.filter((v): v is Extract<Variant, { kind: 'string' }> => v.kind === 'string');
  const os = strings(o);
  const ts = strings(t);
  if (os.length === 0 || ts.length === 0) return [];
  const oOpen = os.some((v) => !v.values);
  const tOpen = ts.some((v) => !v.values);
  if (options.catchAll && oOpen) return [];
  const problems: string[] = [];
  if (tOpen && !oOpen) problems.push(`${at}: Codex accepts any string here; ours is a closed list`);
  if (oOpen && !tOpen) problems.push(`${at}: Codex has a closed list of values; ours accepts any string`);
  const oValues = new Set(os.flatMap((v) => v.values ?? []));
  const tValues = new Set(ts.flatMap((v) => v.values ?? []));
  const missing = [...tValues].filter((v) => !oValues.has(v));
  const extra = [...oValues].filter((v) => !tValues.has(v));
  if (missing.length > 0)
    problems.push(
      `${at}: Codex has value(s) ${missing.map((v) => JSON.stringify(v)).join(', ')} that ours lacks`,
    );
  if (extra.length > 0)
    problems.push(
      `${at}: ours has value(s) ${extra.map((v) => JSON.stringify(v)).join(', ')} that Codex does not know`,
    );
  return problems;
}

function compareObject(
  o: ObjectVariant,
  t: ObjectVariant,
  path: string,
  options: Options,
  depth: number,
): string[] {
  const problems: string[] = [];
  for (const [name, schema] of o.props) {
    const field = `${path}/${name}`;
    const theirs = t.props.get(name);
    if (!theirs) {
      problems.push(`${field}: ours declares a field Codex does not have`);
      continue;
    }
    if (o.required.has(name) !== t.required.has(name)) {
      problems.push(`${field}: required in ${o.required.has(name) ? 'ours' : 'Codex'} only`);
    }
    problems.push(...compare(schema, theirs, field, options.catchAll ? { catchAll: true } : {}, depth + 1));
  }
  for (const name of o.required)
    if (!o.props.has(name) && !t.required.has(name)) problems.push(`${path}/${name}: required in ours only`);
  if (o.closed && !t.closed)
    problems.push(`${path || '/'}: ours is closed (additionalProperties false); Codex's is open`);
  return problems;
}

function compareObjects(o: Variant[], t: Variant[], path: string, options: Options, depth: number): string[] {
  const objects = (list: Variant[]) => list.filter((v): v is ObjectVariant => v.kind === 'object');
  const os = objects(o);
  const ts = objects(t);
  if (os.length === 0 || ts.length === 0) return [];
  const group = (list: ObjectVariant[]) => {
    const groups = new Map<string, ObjectVariant[]>();
    for (const v of list) groups.set(discriminator(v), [...(groups.get(discriminator(v)) ?? []), v]);
    return groups;
  };
  const og = group(os);
  const tg = group(ts);
  const problems: string[] = [];
  const at = path || '/';
  const catchAll = og.get('*')?.[0];
  for (const [key, theirs] of tg) {
    const mine = og.get(key);
    for (const t1 of theirs) {
      const label = key === '*' ? path : `${path}<${key}>`;
      if (mine) {
        const tries = mine.map((o1) => compareObject(o1, t1, label, options, depth));
        if (!tries.some((p) => p.length === 0)) problems.push(...tries[0]!);
      } else if (catchAll && key !== '*') {
        problems.push(...compareObject(catchAll, t1, label, { catchAll: true }, depth));
      } else {
        problems.push(`${at}: Codex may send the variant ${key}, which ours rejects`);
      }
    }
  }
  for (const key of og.keys())
    if (!tg.has(key) && key !== '*')
      problems.push(`${at}: ours has a variant ${key} that Codex does not know`);
  return problems;
}
