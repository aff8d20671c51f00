import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderTenantTokenRequest = defineSchema(
  'provider/tenant-token-request',
  Type.Object({ app_id: FIELD.appId, app_secret: Type.String({ minLength: 1 }) }),
  {
    name: 'ProviderTenantTokenRequest',
    title: 'Tenant token request',
    description:
      'POST /open-apis/auth/v3/tenant_access_token/internal. A wrong secret gets provider/error code 10014.',
  },
);
