import { Readable } from 'node:stream';
import { ProviderError } from '../provider/errors.ts';
import type { OutboundMessage, Provider, ProviderMessage } from '../provider/provider.ts';

export interface FakeMessage extends ProviderMessage {
  parentId: string;
  uuid: string;
  edits: number;
}

type Api = 'reply' | 'create' | 'update' | 'patch' | 'get' | 'react' | 'botInfo' | 'resource';
/**
 * reject: fail without effect, as a rate limit does (transient). refuse: fail without effect for good (Lark
 * refused the request itself). lose-ack: apply, then fail as if the answer was lost.
 */
type Fault = 'reject' | 'refuse' | 'lose-ack';

/** An in-memory provider for tests: uuid idempotency, edits, readback, and faults per call. */
export class FakeProvider implements Provider {
  readonly messages = new Map<string, FakeMessage>();
  readonly reactions: Array<{ messageId: string; emojiType: string }> = [];
  readonly calls: Array<{ api: Api; messageId?: string; at: number }> = [];
  readonly botOpenId = 'ou_bot';
  /** The bytes served for an image_key or file_key. */
  readonly resources = new Map<string, Buffer>();
  private readonly faults: Array<{ api: Api; fault: Fault }> = [];
  private next = 1;

  /** The next call of `api` fails this way. */
  fail(api: Api, fault: Fault = 'reject'): void {
    this.faults.push({ api, fault });
  }

  /** Every fault not fired yet is dropped. */
  clearFaults(): void {
    this.faults.splice(0);
  }

  /** A message someone else wrote, for the bot to read back (a quoted parent). */
  addMessage(messageId: string, chatId: string, text: string): FakeMessage {
    const message: FakeMessage = {
      messageId,
      chatId,
      msgType: 'text',
      content: JSON.stringify({ text }),
      deleted: false,
      parentId: '',
      uuid: '',
      edits: 0,
    };
    this.messages.set(messageId, message);
    return message;
  }

  /** What the bot posted in reply to a source, with its current content. */
  repliesTo(sourceMessageId: string): FakeMessage[] {
    return [...this.messages.values()].filter((m) => m.parentId === sourceMessageId);
  }

  /** The text of a text message, or of the md elements of a post (the reference's answers), a line per paragraph. */
  textOf(message: FakeMessage): string {
    if (message.msgType !== 'post') return (JSON.parse(message.content) as { text: string }).text;
    const post = JSON.parse(message.content) as { zh_cn: { content: Array<Array<{ text?: string }>> } };
    return post.zh_cn.content
      .map((paragraph) => paragraph.map((element) => element.text ?? '').join(''))
      .join('\n');
  }

  async reply(
    toMessageId: string,
    message: OutboundMessage,
    options: { uuid: string },
  ): Promise<{ messageId: string }> {
    const fault = this.take('reply', toMessageId);
    refusal(fault);
    const existing = [...this.messages.values()].find((m) => m.uuid === options.uuid);
    const stored = existing ?? this.store(toMessageId, message, options.uuid);
    if (fault === 'lose-ack') throw new ProviderError('PROVIDER_UNREACHABLE', 'socket hang up');
    return { messageId: stored.messageId };
  }

  /** A new message in a chat; its parentId is empty. */
  async create(
    chatId: string,
    message: OutboundMessage,
    options: { uuid: string },
  ): Promise<{ messageId: string }> {
    const fault = this.take('create', chatId);
    refusal(fault);
    const existing = [...this.messages.values()].find((m) => m.uuid === options.uuid);
    const stored = existing ?? this.store('', message, options.uuid, chatId);
    if (fault === 'lose-ack') throw new ProviderError('PROVIDER_UNREACHABLE', 'socket hang up');
    return { messageId: stored.messageId };
  }

  async update(messageId: string, message: OutboundMessage): Promise<void> {
    const fault = this.take('update', messageId);
    refusal(fault);
    const stored = this.messages.get(messageId);
    if (!stored) throw new ProviderError('PROVIDER_REJECTED', 'no such message', { providerCode: 230001 });
    stored.content = message.content;
    stored.msgType = message.msgType;
    stored.edits++;
    if (fault === 'lose-ack') throw new ProviderError('PROVIDER_UNREACHABLE', 'socket hang up');
  }

  async patch(messageId: string, card: string): Promise<void> {
    const fault = this.take('patch', messageId);
    if (fault === 'reject')
      throw new ProviderError('PROVIDER_REJECTED', 'rejected', { providerCode: 230020 });
    const stored = this.messages.get(messageId);
    if (!stored || stored.msgType !== 'interactive')
      throw new ProviderError('PROVIDER_REJECTED', 'not a card', { providerCode: 230001 });
    stored.content = card;
    stored.edits++;
  }

  async resource(messageId: string, key: string): Promise<Readable> {
    if (this.take('resource', messageId)) throw new ProviderError('PROVIDER_UNREACHABLE', 'socket hang up');
    const bytes = this.resources.get(key);
    if (!bytes)
      throw new ProviderError('PROVIDER_REJECTED', 'no such resource', {
        providerCode: 230001,
        httpStatus: 400,
      });
    return Readable.from([bytes]);
  }

  async get(messageId: string): Promise<ProviderMessage | undefined> {
    if (this.take('get', messageId)) throw new ProviderError('PROVIDER_UNREACHABLE', 'socket hang up');
    const stored = this.messages.get(messageId);
    return stored ? { ...stored } : undefined;
  }

  async react(messageId: string, emojiType: string): Promise<{ reactionId: string }> {
    if (this.take('react', messageId))
      throw new ProviderError('PROVIDER_REJECTED', 'rejected', { providerCode: 230001 });
    this.reactions.push({ messageId, emojiType });
    return { reactionId: `r_${this.reactions.length}` };
  }

  async botInfo(): Promise<{ openId: string; name: string }> {
    if (this.take('botInfo')) throw new ProviderError('PROVIDER_UNREACHABLE', 'down');
    return { openId: this.botOpenId, name: 'Larkspur' };
  }

  private take(api: Api, messageId?: string): Fault | undefined {
    this.calls.push({ api, ...(messageId ? { messageId } : {}), at: Date.now() });
    const index = this.faults.findIndex((f) => f.api === api);
    if (index < 0) return undefined;
    return this.faults.splice(index, 1)[0]!.fault;
  }

  private store(parentId: string, message: OutboundMessage, uuid: string, chatId = 'oc_fake'): FakeMessage {
    const stored: FakeMessage = {
      messageId: `om_bot${this.next++}`,
      chatId,
      msgType: message.msgType,
      content: message.content,
      deleted: false,
      parentId,
      uuid,
      edits: 0,
    };
    this.messages.set(stored.messageId, stored);
    return stored;
  }
}

/** A fault that fails the call without effect. */
function refusal(fault: Fault | undefined): void {
  if (fault === 'reject')
    throw new ProviderError('PROVIDER_REJECTED', 'rejected', { httpStatus: 400, providerCode: 230020 });
  if (fault === 'refuse')
    throw new ProviderError('PROVIDER_REJECTED', 'refused', { httpStatus: 400, providerCode: 230001 });
}
