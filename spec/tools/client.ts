import type { RouteDef } from '../src/route.ts';
import { schemaId, type SchemaEntry } from '../src/define.ts';

function typeName(entries: SchemaEntry[], path: string): string {
  const entry = entries.find((e) => e.path === path);
  if (!entry) throw new Error(`route refers to unknown schema ${path}`);
  return `T.${entry.name}`;
}

function method(r: RouteDef, entries: SchemaEntry[]): string {
  const pathParams = Object.keys(r.pathParams ?? {});
  const args: string[] = pathParams.map((p) => `${p}: string`);
  if (r.body) args.push(`body: ${typeName(entries, r.body)}`);
  const queryEntries = Object.entries(r.query ?? {});
  if (queryEntries.length > 0) {
    const fields = queryEntries
      .map(([k, q]) => `${k}${q.required ? '' : '?'}: ${q.type === 'integer' ? 'number' : 'string'}`)
      .join('; ');
    args.push(`query: { ${fields} }${queryEntries.some(([, q]) => q.required) ? '' : ' = {}'}`);
  }
  const results = Object.entries(r.responses)
    .map(([status, res]) => `ControlResponse<${status}, ${typeName(entries, res.schema)}>`)
    .join(' | ');
  const schemas = Object.entries(r.responses)
    .map(([status, res]) => `${status}: ${JSON.stringify(schemaId(res.schema))}`)
    .join(', ');
  const template = r.path.replace(/\{(\w+)\}/g, (_, p: string) => `\${encodeURIComponent(${p})}`);
  const callArgs = [
    JSON.stringify(r.method),
    `\`${template}\``,
    `{ ${schemas} }`,
    r.body ? 'body' : 'undefined',
    queryEntries.length > 0 ? 'query' : 'undefined',
  ].join(', ');
  return (
    `  /** ${r.summary} */\n` +
    `  ${r.operationId}(${args.join(', ')}): Promise<${results}> {\n` +
    `    return this.call(${callArgs}) as Promise<${results}>;\n` +
    `  }\n`
  );
}

function routeTable(routes: RouteDef[]): string {
  const rows = routes.map((r) => {
    const schemas = Object.entries(r.responses)
      .map(([status, res]) => `${status}: ${JSON.stringify(schemaId(res.schema))}`)
      .join(', ');
    return `  { operationId: ${JSON.stringify(r.operationId)}, method: ${JSON.stringify(r.method)}, path: ${JSON.stringify(r.path)}, responses: { ${schemas} } },`;
  });
  return `/** Every route of the contract, for generic callers (a runner polling any GET route). */\nexport const CONTROL_ROUTES: readonly ControlRoute[] = [\n${rows.join('\n')}\n];\n`;
}

/** A typed control-API client over undici, one method per route. */
export function clientSource(routes: RouteDef[], entries: SchemaEntry[]): string {
  return `import { request, type Dispatcher } from 'undici';
import type * as T from '../types/index.ts';

export interface ControlClientOptions {
  /** e.g. http://127.0.0.1:8787 */
  baseUrl: string;
  token: string;
  dispatcher?: Dispatcher;
  /** Per request, a hard deadline from sending to the last byte of the answer; default 5000. */
  timeoutMs?: number;
  /** The longest answer read; a longer one fails the call. Default 4 MiB. */
  maxBodyBytes?: number;
}

/** A response of a status the contract names, with the $id of the schema its body must match. */
export interface ControlResponse<S extends number, B> {
  status: S;
  body: B;
  schemaId: string;
}

/** The implementation answered with a status or body the contract does not allow. */
export class ControlProtocolError extends Error {
  readonly code: 'CONTROL_UNEXPECTED_STATUS' | 'CONTROL_BODY_NOT_JSON' | 'CONTROL_BODY_TOO_LARGE';
  readonly status: number;
  readonly rawBody: string;
  constructor(code: ControlProtocolError['code'], status: number, rawBody: string, message: string) {
    super(message);
    this.name = 'ControlProtocolError';
    this.code = code;
    this.status = status;
    this.rawBody = rawBody;
  }
}

/** No complete answer within the deadline: a slow or dripping server, never waited on for longer. */
export class ControlTimeoutError extends Error {
  readonly code = 'CONTROL_TIMEOUT';
  constructor(method: string, path: string, timeoutMs: number) {
    super(\`\${method} \${path}: no complete answer within \${timeoutMs} ms\`);
    this.name = 'ControlTimeoutError';
  }
}

export interface ControlRoute {
  operationId: string;
  method: string;
  /** Template with {param} segments. */
  path: string;
  responses: Record<number, string>;
}

${routeTable(routes)}
function routeFor(method: string, path: string): ControlRoute | undefined {
  const segments = path.split('?')[0]!.split('/');
  return CONTROL_ROUTES.find((r) => {
    const template = r.path.split('/');
    return (
      r.method === method &&
      template.length === segments.length &&
      template.every((t, i) => (t.startsWith('{') && segments[i] !== '') || t === segments[i])
    );
  });
}

/** The answer's text, refused once it grows past maxBytes: a server cannot make the caller hold more. */
async function readAtMost(res: Dispatcher.ResponseData, maxBytes: number, call: string): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > maxBytes) {
      const start = Buffer.concat(chunks).toString('utf8').slice(0, 400);
      throw new ControlProtocolError('CONTROL_BODY_TOO_LARGE', res.statusCode, start, \`\${call} answered more than \${maxBytes} bytes\`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class ControlClient {
  private readonly options: ControlClientOptions;

  constructor(options: ControlClientOptions) {
    this.options = options;
  }

${routes.map((r) => method(r, entries)).join('\n')}
  /** Any route of the contract by its concrete path, e.g. GET /v1/sessions/s1/turns. */
  route(method: string, path: string, body?: unknown): Promise<ControlResponse<number, unknown>> {
    const route = routeFor(method, path);
    if (!route) throw new TypeError(\`\${method} \${path} is not a route of the control contract\`);
    const [pathname, search] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(search ?? ''));
    return this.call(method, pathname!, route.responses, body, query);
  }

  private async call(
    method: string,
    path: string,
    schemas: Record<number, string>,
    body: unknown,
    query: Record<string, string | number | undefined> | undefined,
  ): Promise<ControlResponse<number, unknown>> {
    const url = new URL(path, this.options.baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const timeout = this.options.timeoutMs ?? 5000;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeout);
    let res: Dispatcher.ResponseData;
    let raw: string;
    try {
      res = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers: {
          authorization: \`Bearer \${this.options.token}\`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: deadline.signal,
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      });
      raw = await readAtMost(res, this.options.maxBodyBytes ?? 4 * 1024 * 1024, \`\${method} \${path}\`);
    } catch (error) {
      if (deadline.signal.aborted) throw new ControlTimeoutError(method, path, timeout);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    const schemaId = schemas[res.statusCode];
    if (schemaId === undefined) {
      throw new ControlProtocolError(
        'CONTROL_UNEXPECTED_STATUS',
        res.statusCode,
        raw,
        \`\${method} \${path} answered \${res.statusCode}, which the control contract does not allow\`,
      );
    }
    try {
      return { status: res.statusCode, body: JSON.parse(raw) as unknown, schemaId };
    } catch {
      throw new ControlProtocolError('CONTROL_BODY_NOT_JSON', res.statusCode, raw, \`\${method} \${path} answered a body that is not JSON\`);
    }
  }
}
`;
}
