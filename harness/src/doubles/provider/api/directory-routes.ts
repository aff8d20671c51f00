import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { ApiContext } from './context.ts';
import type { Route } from './route.ts';

const USER_ID_TYPES = ['open_id', 'user_id', 'union_id'] as const;

/**
 * Who is who (documented Open API reads bots make at start and per message): the app's own name and
 * status, and a sender's name. Users are those the double has seen or issued a token to.
 */
export function directoryRoutes(ctx: ApiContext): Route[] {
  return [
    {
      api: 'application.application.get',
      method: 'GET',
      pattern: '/open-apis/application/v6/applications/:app_id',
      auth: true,
      handle: (request) => {
        const id = request.params.app_id === 'me' ? ctx.app.appId : request.params.app_id;
        if (id !== ctx.app.appId)
          throw new LarkRefusal(LARK.invalidParam, `no app ${id ?? ''} visible to this app`);
        return {
          status: 200,
          body: {
            code: 0,
            msg: 'success',
            data: {
              app: {
                app_id: ctx.app.appId,
                app_name: ctx.bot.name,
                creator_id: '',
                status: 1,
                scene_type: 0,
                primary_language: 'zh_cn',
                i18n: [{ i18n_key: 'zh_cn', name: ctx.bot.name, description: '' }],
                owner: { type: 0 },
              },
            },
          },
        };
      },
    },
    {
      api: 'contact.user.get',
      method: 'GET',
      pattern: '/open-apis/contact/v3/users/:user_id',
      auth: true,
      handle: (request) => {
        const type = request.query.user_id_type ?? 'open_id';
        if (!(USER_ID_TYPES as readonly string[]).includes(type)) {
          throw new LarkRefusal(LARK.fieldValidation, 'user_id_type', {
            error: {
              field_violations: [
                { field: 'user_id_type', description: `one of ${USER_ID_TYPES.join(', ')}` },
              ],
            },
          });
        }
        const name = ctx.store.userName(request.params.user_id ?? '');
        if (name === undefined)
          throw new LarkRefusal(
            LARK.userNotVisible,
            `no user ${request.params.user_id ?? ''} visible to the app`,
          );
        const ids = ctx.ids.user(name);
        return {
          status: 200,
          body: {
            code: 0,
            msg: 'success',
            data: {
              user: {
                ...ids,
                name,
                en_name: name,
                nickname: name,
                avatar: {},
                status: { is_activated: true },
              },
            },
          },
        };
      },
    },
  ];
}
