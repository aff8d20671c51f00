import type { RouteDef } from '../src/route.ts';
import type { SchemaEntry } from '../src/define.ts';
import { SPEC_VERSION, CONTRACT_VERSIONS } from '../src/versions.ts';

/** OpenAPI 3.1 over the same JSON Schema files, so any language's tooling can make a client. */
export function openApiDocument(routes: RouteDef[], entries: SchemaEntry[]): Record<string, unknown> {
  const known = new Set(entries.map((e) => e.path));
  const refTo = (path: string) => {
    if (!known.has(path)) throw new Error(`route refers to unknown schema ${path}`);
    return { $ref: `../schemas/${path}.schema.json` };
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const parameters = [
      ...Object.entries(r.pathParams ?? {}).map(([name, description]) => ({
        name,
        in: 'path',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      ...Object.entries(r.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: q.required ?? false,
        description: q.description,
        schema: { type: q.type },
      })),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, res] of Object.entries(r.responses)) {
      responses[status] = {
        description: res.description,
        content: { 'application/json': { schema: refTo(res.schema) } },
      };
    }
    paths[r.path] ??= {};
    paths[r.path]![r.method.toLowerCase()] = {
      operationId: r.operationId,
      summary: r.summary,
      description: r.description,
      ...(r.capability ? { 'x-larkspur-capability': r.capability } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(r.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: refTo(r.body) } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Larkspur control API',
      version: `${SPEC_VERSION}+control.${CONTRACT_VERSIONS.control}`,
      description:
        'The control API an implementation under test serves on 127.0.0.1:$LARKSPUR_CONTROL_PORT. ' +
        'Every request carries `Authorization: Bearer $LARKSPUR_CONTROL_TOKEN`. Projections are content-free.',
    },
    servers: [{ url: 'http://127.0.0.1:{port}', variables: { port: { default: '8787' } } }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
