import { LARK, LarkRefusal } from '../lark-codes.ts';
import { toWireMessage } from '../store.ts';
import type { ApiContext } from './context.ts';
import type { Route } from './route.ts';
import { checkMember } from './user-message.ts';

/** [doc] page_size 1..50, default 20. */
const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 20;
const SORT_TYPES = ['ByCreateTimeAsc', 'ByCreateTimeDesc'];

function invalid(field: string, description: string): LarkRefusal {
  return new LarkRefusal(LARK.fieldValidation, field, {
    error: { field_violations: [{ field, description }] },
  });
}

/** A whole number of seconds from the query, or undefined when absent. */
function seconds(query: Record<string, string>, name: string): number | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value)) throw invalid(name, 'a Unix time in seconds');
  return Number(value);
}

/** The page token is opaque to clients; here it is the offset of the next page. */
function offsetOf(token: string | undefined): number {
  if (token === undefined) return 0;
  const offset = Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0)
    throw invalid('page_token', 'a page_token from an earlier page');
  return offset;
}

/**
 * GET /open-apis/im/v1/messages: a chat's history, as a member sees it (a user token sees only the
 * user's own chats), filtered by create time in seconds, sorted and paged.
 */
export function messageListRoute(ctx: ApiContext): Route {
  return {
    api: 'im.message.list',
    method: 'GET',
    pattern: '/open-apis/im/v1/messages',
    auth: true,
    users: true,
    response: 'ProviderMessageListResponse',
    handle: ({ query, caller }) => {
      if (query.container_id_type !== 'chat') throw invalid('container_id_type', 'chat');
      const chatId = query.container_id;
      if (!chatId) throw invalid('container_id', 'required');
      const chat = ctx.store.chat(chatId);
      if (!chat) throw new LarkRefusal(LARK.botNotInChat, `chat ${chatId}`);
      if (caller.kind === 'user') checkMember(chat, caller.user);
      const sort = query.sort_type ?? 'ByCreateTimeAsc';
      if (!SORT_TYPES.includes(sort)) throw invalid('sort_type', SORT_TYPES.join(' or '));
      const pageSize = query.page_size === undefined ? DEFAULT_PAGE_SIZE : Number(query.page_size);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
        throw invalid('page_size', `1 to ${MAX_PAGE_SIZE}`);
      const start = seconds(query, 'start_time');
      const end = seconds(query, 'end_time');
      const all = ctx.store
        .all()
        .filter((m) => m.chatId === chatId)
        .filter(
          (m) =>
            (start === undefined || Number(m.createTime) >= start * 1000) &&
            (end === undefined || Number(m.createTime) < (end + 1) * 1000),
        )
        .sort((a, b) => Number(a.createTime) - Number(b.createTime));
      if (sort === 'ByCreateTimeDesc') all.reverse();
      const offset = offsetOf(query.page_token);
      const page = all.slice(offset, offset + pageSize);
      const hasMore = offset + pageSize < all.length;
      return {
        status: 200,
        body: {
          code: 0,
          msg: 'success',
          data: {
            has_more: hasMore,
            ...(hasMore ? { page_token: Buffer.from(String(offset + pageSize)).toString('base64url') } : {}),
            items: page.map((m) => toWireMessage(m, ctx.ids.tenantKey)),
          },
        },
      };
    },
  };
}
