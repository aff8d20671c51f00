import type { ProviderMessagePatchRequest } from '../../../../../generated/types/index.ts';
import { LARK, LarkRefusal } from '../lark-codes.ts';
import { setContent, type StoredMessage } from '../store.ts';
import type { ApiContext } from './context.ts';
import { checkContent } from './message-content.ts';
import { editableMessage } from './message-guards.ts';
import { RateLimiter } from './rate-limiter.ts';
import type { Route } from './route.ts';

/** [doc] 5 card updates per second per message. */
const PATCH_PER_SECOND = 5;

/** [doc] A card is shared (patchable) with config.update_multi true; in card JSON 2.0 that is the default. */
function sharedCard(card: Record<string, unknown>): boolean {
  // [unverified] A template's config lives in the template, out of the double's sight: it is taken as shared.
  if (card.type === 'template') return true;
  const config = card.config as { update_multi?: unknown } | undefined;
  if (card.schema === '2.0') return config?.update_multi !== false;
  return config?.update_multi === true;
}

/** PATCH: replace a card the bot sent, within Lark's limits. */
export function cardRoutes(ctx: ApiContext): Route[] {
  const limiter = new RateLimiter(PATCH_PER_SECOND, ctx.now);
  return [
    {
      api: 'im.message.patch',
      method: 'PATCH',
      pattern: '/open-apis/im/v1/messages/:message_id',
      auth: true,
      request: 'ProviderMessagePatchRequest',
      response: 'ProviderEmptyResponse',
      handle: (request) => {
        const body = request.body as ProviderMessagePatchRequest;
        const target: StoredMessage = editableMessage(ctx, request.params.message_id);
        if (target.msgType !== 'interactive')
          throw new LarkRefusal(LARK.invalidParam, `message is ${target.msgType}, not a card; use PUT`);
        const card = checkContent('interactive', body.content);
        if (!sharedCard(JSON.parse(target.content) as Record<string, unknown>) || !sharedCard(card)) {
          throw new LarkRefusal(
            LARK.invalidParam,
            'both the sent and the new card must be shared: config.update_multi true (the default in card JSON 2.0)',
          );
        }
        if (!limiter.allow(target.messageId))
          throw new LarkRefusal(LARK.frequencyLimit, `over ${PATCH_PER_SECOND} updates per second`);
        setContent(target, 'interactive', body.content);
        target.patchCount += 1;
        target.updateTime = String(ctx.wallClock());
        return { status: 200, body: { code: 0, msg: 'success', data: {} } };
      },
    },
  ];
}
