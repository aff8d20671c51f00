/** One operation of the control API; the generator turns these into OpenAPI and a typed client. */
export interface RouteDef {
  /** camelCase; also the method name on the generated client. */
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI-style template, e.g. `/v1/sessions/{sessionId}/turns`. */
  path: string;
  summary: string;
  description: string;
  /** The capability an implementation declares to serve this route; none means every control API has it. */
  capability?: string;
  pathParams?: Record<string, string>;
  query?: Record<string, { description: string; type: 'string' | 'integer'; required?: boolean }>;
  /** Schema path of the JSON request body. */
  body?: string;
  /** Status → schema path of the JSON response body. */
  responses: Record<number, { schema: string; description: string }>;
}

const routes: RouteDef[] = [];

export function defineRoute(route: RouteDef): RouteDef {
  if (routes.some((r) => r.operationId === route.operationId)) {
    throw new Error(`route ${route.operationId} is defined twice`);
  }
  routes.push(route);
  return route;
}

export function definedRoutes(): RouteDef[] {
  return [...routes];
}
