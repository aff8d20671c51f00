import type { Readable } from 'node:stream';

/** A message the bot sends: Lark's msg_type and its content JSON string. */
export interface OutboundMessage {
  msgType: 'text' | 'post' | 'interactive';
  content: string;
}

/** A message as read back from the provider. */
export interface ProviderMessage {
  messageId: string;
  chatId: string;
  msgType: string;
  content: string;
  deleted: boolean;
}

/**
 * The provider calls the reference server makes. The Lark implementation is LarkProvider; tests give
 * their own.
 */
export interface Provider {
  /** Replies to a message. The same `uuid` never posts twice (DE-005). */
  reply(
    toMessageId: string,
    message: OutboundMessage,
    options: { uuid: string; inThread: boolean },
  ): Promise<{ messageId: string }>;
  /** Posts a new message in a chat (a turn without a source: web input, a trigger). The same `uuid` never posts twice. */
  create(chatId: string, message: OutboundMessage, options: { uuid: string }): Promise<{ messageId: string }>;
  /** Replaces the content of a text or post message the bot sent. */
  update(messageId: string, message: OutboundMessage): Promise<void>;
  /** Replaces a card the bot sent (both cards with config.update_multi). */
  patch(messageId: string, card: string): Promise<void>;
  /** The bytes of an image or file of a received message, as a stream (HO-010). */
  resource(messageId: string, key: string, type: 'image' | 'file'): Promise<Readable>;
  /** Readback: the message as the provider now holds it, or undefined when it does not exist. */
  get(messageId: string): Promise<ProviderMessage | undefined>;
  react(messageId: string, emojiType: string): Promise<{ reactionId: string }>;
  botInfo(): Promise<{ openId: string; name: string }>;
}
