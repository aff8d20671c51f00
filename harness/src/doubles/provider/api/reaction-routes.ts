import type { ProviderReactionCreateRequest } from '../../../../../generated/types/index.ts';
import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { ApiContext } from './context.ts';
import { existingMessage } from './message-guards.ts';
import type { Route } from './route.ts';

/** Reactions the bot adds (visible feedback that a message was taken) and removes. */
export function reactionRoutes(ctx: ApiContext): Route[] {
  const answer = (reaction: { reactionId: string; emojiType: string }, time: number) => ({
    status: 200,
    body: {
      code: 0,
      msg: 'success',
      data: {
        reaction_id: reaction.reactionId,
        operator: { operator_id: ctx.app.appId, operator_type: 'app' },
        action_time: String(time),
        reaction_type: { emoji_type: reaction.emojiType },
      },
    },
  });
  return [
    {
      api: 'im.messageReaction.create',
      method: 'POST',
      pattern: '/open-apis/im/v1/messages/:message_id/reactions',
      auth: true,
      request: 'ProviderReactionCreateRequest',
      response: 'ProviderReactionResponse',
      handle: (request) => {
        const message = existingMessage(ctx, request.params.message_id);
        if (message.deleted) throw new LarkRefusal(LARK.recalled);
        const body = request.body as ProviderReactionCreateRequest;
        const reaction = {
          reactionId: ctx.ids.reaction(),
          emojiType: body.reaction_type.emoji_type,
          operatorType: 'app',
          operatorId: ctx.app.appId,
        };
        message.reactions.push(reaction);
        return answer(reaction, ctx.wallClock());
      },
    },
    {
      api: 'im.messageReaction.delete',
      method: 'DELETE',
      pattern: '/open-apis/im/v1/messages/:message_id/reactions/:reaction_id',
      auth: true,
      response: 'ProviderReactionResponse',
      handle: (request) => {
        const message = existingMessage(ctx, request.params.message_id);
        const index = message.reactions.findIndex((r) => r.reactionId === request.params.reaction_id);
        if (index < 0)
          throw new LarkRefusal(
            LARK.invalidParam,
            `reaction ${request.params.reaction_id ?? ''} does not exist`,
          );
        const [reaction] = message.reactions.splice(index, 1);
        return answer(reaction!, ctx.wallClock());
      },
    },
  ];
}
