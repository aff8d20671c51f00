import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderUserId = defineSchema(
  'provider/user-id',
  Type.Object({ union_id: FIELD.unionId, user_id: FIELD.userId, open_id: FIELD.openId }),
  {
    name: 'ProviderUserId',
    title: 'User id triple',
    description:
      'The three ids of one user. In events all three are present; the open_id is the stable key per app.',
  },
);
