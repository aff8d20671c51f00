import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderTenantTokenResponse = defineSchema(
  'provider/tenant-token-response',
  Type.Object({
    code: Type.Literal(0),
    msg: Type.String(),
    tenant_access_token: Type.String({
      pattern: '^t-',
      description: 'Sent back as `Authorization: Bearer t-…`.',
    }),
    expire: Type.Integer({
      minimum: 1,
      description:
        'Seconds until expiry. The SDK caches the token until expire − 180 s; without it, forever.',
    }),
  }),
  {
    name: 'ProviderTenantTokenResponse',
    title: 'Tenant token',
    description: 'The token sits at the top level, not under data.',
  },
);
