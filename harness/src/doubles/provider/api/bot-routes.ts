import type { ApiContext } from './context.ts';
import type { Route } from './route.ts';

/** Who the bot is: a bridge needs its open_id to tell its own mentions and messages apart. */
export function botRoutes(ctx: ApiContext): Route[] {
  return [
    {
      api: 'bot.info',
      method: 'GET',
      pattern: '/open-apis/bot/v3/info',
      auth: true,
      response: 'ProviderBotInfoResponse',
      handle: () => ({
        status: 200,
        body: {
          code: 0,
          msg: 'ok',
          bot: {
            activate_status: 2,
            app_name: ctx.bot.name,
            avatar_url: '',
            ip_white_list: [],
            open_id: ctx.bot.openId,
          },
        },
      }),
    },
  ];
}
