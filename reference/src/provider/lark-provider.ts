import type { Readable } from 'node:stream';
import type * as Lark from '@larksuiteoapi/node-sdk';
import { lark } from './lark-sdk.ts';
import { ProviderError } from './errors.ts';
import type { OutboundMessage, Provider, ProviderMessage } from './provider.ts';

export interface LarkProviderOptions {
  appId: string;
  appSecret: string;
  /** Base URL, e.g. https://open.feishu.cn or the provider double. */
  domain: string;
  logger: Lark.Logger;
  /** Per call; the SDK sets none of its own. */
  timeoutMs?: number;
}

interface LarkBody {
  code?: number;
  msg?: string;
  data?: Record<string, unknown>;
  bot?: { open_id?: string; app_name?: string };
}

/** The provider through the official SDK's Client, which keeps the tenant token. */
export class LarkProvider implements Provider {
  private readonly client: Lark.Client;
  private readonly timeoutMs: number;

  constructor(options: LarkProviderOptions) {
    this.client = new lark.Client({
      appId: options.appId,
      appSecret: options.appSecret,
      domain: options.domain,
      logger: options.logger,
      // The SDK's info and debug lines can carry request data; the server logs its own.
      loggerLevel: lark.LoggerLevel.warn,
      // A cache per client: the SDK's default one is process-wide, keyed by app id.
      cache: new lark.DefaultCache(),
    });
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async reply(
    toMessageId: string,
    message: OutboundMessage,
    options: { uuid: string; inThread: boolean },
  ): Promise<{ messageId: string }> {
    const body = await this.call(
      'POST',
      `/open-apis/im/v1/messages/${encodeURIComponent(toMessageId)}/reply`,
      {
        msg_type: message.msgType,
        content: message.content,
        reply_in_thread: options.inThread,
        uuid: options.uuid,
      },
    );
    return { messageId: messageIdOf(body, 'reply') };
  }

  async create(
    chatId: string,
    message: OutboundMessage,
    options: { uuid: string },
  ): Promise<{ messageId: string }> {
    const body = await this.call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      receive_id: chatId,
      msg_type: message.msgType,
      content: message.content,
      uuid: options.uuid,
    });
    return { messageId: messageIdOf(body, 'create') };
  }

  async update(messageId: string, message: OutboundMessage): Promise<void> {
    await this.call('PUT', `/open-apis/im/v1/messages/${encodeURIComponent(messageId)}`, {
      msg_type: message.msgType,
      content: message.content,
    });
  }

  async patch(messageId: string, card: string): Promise<void> {
    await this.call('PATCH', `/open-apis/im/v1/messages/${encodeURIComponent(messageId)}`, { content: card });
  }

  async resource(messageId: string, key: string, type: 'image' | 'file'): Promise<Readable> {
    const url = `/open-apis/im/v1/messages/${encodeURIComponent(messageId)}/resources/${encodeURIComponent(key)}`;
    try {
      return await this.client.request<Readable>({
        method: 'GET',
        url,
        params: { type },
        responseType: 'stream',
        timeout: this.timeoutMs,
      });
    } catch (error) {
      throw asProviderError('GET', url, error);
    }
  }

  async get(messageId: string): Promise<ProviderMessage | undefined> {
    const body = await this.call('GET', `/open-apis/im/v1/messages/${encodeURIComponent(messageId)}`);
    const items = body.data?.items;
    const item = Array.isArray(items) ? (items[0] as Record<string, unknown> | undefined) : undefined;
    if (!item) return undefined;
    const content = (item.body as { content?: unknown } | undefined)?.content;
    return {
      messageId: String(item.message_id ?? messageId),
      chatId: String(item.chat_id ?? ''),
      msgType: String(item.msg_type ?? ''),
      content: typeof content === 'string' ? content : '',
      deleted: item.deleted === true,
    };
  }

  async react(messageId: string, emojiType: string): Promise<{ reactionId: string }> {
    const body = await this.call(
      'POST',
      `/open-apis/im/v1/messages/${encodeURIComponent(messageId)}/reactions`,
      {
        reaction_type: { emoji_type: emojiType },
      },
    );
    return { reactionId: String(body.data?.reaction_id ?? '') };
  }

  async botInfo(): Promise<{ openId: string; name: string }> {
    const body = await this.call('GET', '/open-apis/bot/v3/info');
    const openId = body.bot?.open_id;
    if (typeof openId !== 'string')
      throw new ProviderError('PROVIDER_REJECTED', 'bot info answered without an open_id');
    return { openId, name: body.bot?.app_name ?? '' };
  }

  private async call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    data?: unknown,
  ): Promise<LarkBody> {
    let body: LarkBody;
    try {
      body = await this.client.request<LarkBody>({ method, url, data, timeout: this.timeoutMs });
    } catch (error) {
      throw asProviderError(method, url, error);
    }
    if (body?.code !== undefined && body.code !== 0) {
      throw new ProviderError('PROVIDER_REJECTED', `${method} ${url} answered code ${body.code}`, {
        providerCode: body.code,
      });
    }
    return body;
  }
}

/** axios throws on a non-2xx status; Lark still sends its {code, msg} body then. */
function asProviderError(method: string, url: string, error: unknown): ProviderError {
  const response = (error as { response?: { status?: number; data?: LarkBody } }).response;
  if (response?.status !== undefined) {
    const providerCode = typeof response.data?.code === 'number' ? response.data.code : undefined;
    return new ProviderError('PROVIDER_REJECTED', `${method} ${url} answered HTTP ${response.status}`, {
      httpStatus: response.status,
      ...(providerCode === undefined ? {} : { providerCode }),
    });
  }
  // axios names its own timeout ECONNABORTED (ETIMEDOUT when told to clarify it).
  const code = (error as { code?: string }).code;
  return new ProviderError(
    'PROVIDER_UNREACHABLE',
    `${method} ${url} failed: ${(error as Error).message ?? error}`,
    {
      timedOut: code === 'ECONNABORTED' || code === 'ETIMEDOUT',
    },
  );
}

function messageIdOf(body: LarkBody, call: string): string {
  const messageId = body.data?.message_id;
  if (typeof messageId !== 'string')
    throw new ProviderError('PROVIDER_REJECTED', `${call} answered without a message_id`);
  return messageId;
}
