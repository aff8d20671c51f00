import type {
  ProviderTenantTokenRequest,
  ProviderWsEndpointRequest,
} from '../../../../../generated/types/index.ts';
import { LARK, LarkRefusal, WS_DISCOVERY } from '../lark-codes.ts';
import { MAX_CONNECTIONS } from '../ws/gateway.ts';
import { violations } from '../wire-schemas.ts';
import type { ApiContext } from './context.ts';
import type { Route } from './route.ts';

/** The two calls that come before any other: the tenant token and long-connection discovery. */
export function authRoutes(ctx: ApiContext): Route[] {
  return [
    {
      api: 'auth.tenantAccessToken.internal',
      method: 'POST',
      pattern: '/open-apis/auth/v3/tenant_access_token/internal',
      auth: false,
      request: 'ProviderTenantTokenRequest',
      response: 'ProviderTenantTokenResponse',
      handle: (request) => {
        const body = request.body as ProviderTenantTokenRequest;
        if (body.app_id !== ctx.app.appId)
          throw new LarkRefusal(LARK.appNotFound, `app_id ${body.app_id} is unknown`);
        if (body.app_secret !== ctx.app.appSecret) throw new LarkRefusal(LARK.appSecretInvalid);
        return {
          status: 200,
          body: {
            code: 0,
            msg: 'ok',
            tenant_access_token: ctx.tokens.issue(),
            expire: ctx.tokens.ttlSeconds,
          },
        };
      },
    },
    {
      api: 'callback.wsEndpoint',
      method: 'POST',
      pattern: '/callback/ws/endpoint',
      auth: false,
      response: 'ProviderWsEndpointResponse',
      // Discovery refuses with HTTP 200, a code and an empty data: on any other status, or without
      // data to destructure, the SDK takes the refusal for a network error and retries forever.
      handle: (request) => {
        const found = violations('ProviderWsEndpointRequest', request.body);
        const detail = found.map((v) => `${v.field} ${v.description}`).join('; ');
        if (found.length > 0) throw new LarkRefusal(WS_DISCOVERY.authFailed, detail, { data: {} });
        const body = request.body as ProviderWsEndpointRequest;
        if (body.AppID !== ctx.app.appId || body.AppSecret !== ctx.app.appSecret) {
          throw new LarkRefusal(WS_DISCOVERY.authFailed, undefined, { data: {} });
        }
        if (ctx.gateway.connectionCount() >= MAX_CONNECTIONS)
          throw new LarkRefusal(WS_DISCOVERY.connectionLimit, undefined, { data: {} });
        return {
          status: 200,
          body: {
            code: 0,
            msg: 'ok',
            data: { URL: ctx.gateway.issueUrl(ctx.baseUrl()), ClientConfig: ctx.clientConfig() },
          },
        };
      },
    },
  ];
}
