import type { ProviderMessage } from '../../../generated/types/index.ts';
import { LiveApiError } from '../runner/errors.ts';

/** [doc] the list call's largest page. */
const PAGE_SIZE = 50;

interface LarkAnswer<T> {
  code: number;
  msg: string;
  data?: T;
}

/**
 * The drill's only way in: the real IM API with the drill user's user_access_token. It writes as that
 * user — a bot does not see another bot's messages (TR-008) — and reads the chat as that user sees it.
 */
export class LiveLarkClient {
  constructor(
    private readonly domain: string,
    private readonly userToken: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** A text message from the drill user to a chat, or in reply to a message; mentioning the bot if asked. */
  async send(chatId: string, text: string, parentId?: string, mention?: string): Promise<ProviderMessage> {
    const content = JSON.stringify({
      text: mention === undefined ? text : `<at user_id="${mention}"></at> ${text}`,
    });
    const [call, path, body] =
      parentId === undefined
        ? [
            'im.message.create',
            '/open-apis/im/v1/messages?receive_id_type=chat_id',
            { receive_id: chatId, msg_type: 'text', content },
          ]
        : [
            'im.message.reply',
            `/open-apis/im/v1/messages/${encodeURIComponent(parentId)}/reply`,
            { msg_type: 'text', content },
          ];
    return this.call<ProviderMessage>(call, 'POST', path, body);
  }

  /** Every message of a chat created at or after startSeconds, oldest first, across all pages. */
  async history(chatId: string, startSeconds: number): Promise<ProviderMessage[]> {
    const items: ProviderMessage[] = [];
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({
        container_id_type: 'chat',
        container_id: chatId,
        start_time: String(startSeconds),
        sort_type: 'ByCreateTimeAsc',
        page_size: String(PAGE_SIZE),
        ...(pageToken ? { page_token: pageToken } : {}),
      });
      const page = await this.call<{ has_more: boolean; page_token?: string; items?: ProviderMessage[] }>(
        'im.message.list',
        'GET',
        `/open-apis/im/v1/messages?${query}`,
      );
      items.push(...(page.items ?? []));
      pageToken = page.has_more ? page.page_token : undefined;
    } while (pageToken);
    return items;
  }

  private async call<T>(call: string, method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.domain}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.userToken}`,
          ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new LiveApiError(call, `no answer from ${this.domain} (${(error as Error).message})`);
    }
    const text = await response.text();
    let answer: LarkAnswer<T>;
    try {
      answer = JSON.parse(text) as LarkAnswer<T>;
    } catch {
      throw new LiveApiError(call, `HTTP ${response.status}, not JSON: ${text.slice(0, 120)}`);
    }
    if (answer.code !== 0 || answer.data === undefined)
      throw new LiveApiError(call, `${answer.code} ${answer.msg}`);
    return answer.data;
  }
}
