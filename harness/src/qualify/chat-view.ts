import type {
  ProviderDoubleStoredMessage as StoredMessage,
  ProviderMessage,
} from '../../../generated/types/index.ts';
import { cardButtons } from '../doubles/provider/card-buttons.ts';
import { visibleText } from '../doubles/provider/visible-text.ts';
import { Attribution } from '../runner/attribution.ts';
import type { ChangeSignal } from '../runner/signal.ts';
import type { LiveLarkClient } from './lark-client.ts';

/**
 * A message as the drill sees it through the list API, in the shape provider.messages matches against
 * the double's store — minus what only the double knows (edit counts, uuid, reactions, sender names).
 */
export type LiveMessage = Omit<
  StoredMessage,
  'sender' | 'editCount' | 'patchCount' | 'uuid' | 'reactions'
> & {
  sender: { type: string; id: string };
  /** Edited at least once, as the list API says. */
  updated: boolean;
  /** Position in the view, standing in for a record's seq. */
  seq: number;
  /** When the drill first saw it, ms on the scenario clock. */
  at: number;
  /** The request it answers, by the rule of attribution (DE-010). */
  answerTo?: string;
};

/** The visible text of a listed message, or why it is unknown (spec: visible text). */
function textOf(
  message: ProviderMessage,
): { text: string } | { textUnknown: string } | Record<string, never> {
  const seen = message.deleted ? undefined : visibleText(message.msg_type ?? '', message.body?.content ?? '');
  if (seen === undefined) return {};
  return 'text' in seen ? { text: seen.text } : { textUnknown: seen.unknown };
}

export interface ChatViewOptions {
  client: LiveLarkClient;
  /** The install's app id: its posts are the bot's. */
  botAppId: string;
  /** The install declares reply-threading: only replies answer a request. */
  replyThreading: boolean;
  /** Wall-clock ms the scenario started; nothing older is looked at. */
  since: number;
  now: () => number;
  signal: ChangeSignal;
  pollMs: number;
}

/**
 * What a user of the drill's chats sees since the scenario started, kept fresh by listing the chats
 * every pollMs. Each change wakes the waiting check, as a record does in a run against the doubles.
 */
export class ChatView {
  private readonly seen = new Map<string, LiveMessage>();
  /** chat id → its type: the chats the scenario has written to so far. */
  private readonly chats = new Map<string, 'p2p' | 'group'>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(private readonly options: ChatViewOptions) {}

  start(): void {
    const tick = () => {
      this.timer = setTimeout(
        () => void this.refresh().finally(() => this.timer && tick()),
        this.options.pollMs,
      );
    };
    tick();
  }

  /** No listing after this resolves: a poll in flight is awaited and schedules no next one. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  watch(chatId: string, type: 'p2p' | 'group'): void {
    this.chats.set(chatId, type);
  }

  /** What the chats show, in the order Lark stored it, each bot post with the request it answers. */
  messages(): LiveMessage[] {
    if (this.failure) throw this.failure;
    const ordered = [...this.seen.values()].sort(
      (a, b) => Number(a.createTime) - Number(b.createTime) || a.seq - b.seq,
    );
    const attribution = new Attribution(ordered, this.options.replyThreading);
    return ordered.map((m) => {
      const answerTo = attribution.answerTo(m.messageId);
      // Live, nothing tells a status message from an answer: every message about a request answers it.
      return answerTo === undefined ? m : { ...m, answerTo, about: answerTo };
    });
  }

  /** Lists every chat once more; concurrent callers share one listing. */
  refresh(): Promise<void> {
    this.polling ??= this.list().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async list(): Promise<void> {
    const { client, since } = this.options;
    let changed = false;
    try {
      for (const [chatId, chatType] of this.chats) {
        for (const m of await client.history(chatId, Math.floor(since / 1000))) {
          if (Number(m.create_time) < since) continue;
          const next = this.project(m, chatType);
          const known = this.seen.get(next.messageId);
          if (known && known.updateTime === next.updateTime && known.deleted === next.deleted) continue;
          this.seen.set(next.messageId, known ? { ...next, seq: known.seq, at: known.at } : next);
          changed = true;
        }
      }
    } catch (error) {
      this.failure = error as Error;
      changed = true;
    }
    if (changed) this.options.signal.notify();
  }

  private project(m: ProviderMessage, chatType: 'p2p' | 'group'): LiveMessage {
    const senderType = m.sender?.sender_type ?? 'unknown';
    const senderId = m.sender?.id ?? '';
    return {
      messageId: m.message_id,
      chatId: m.chat_id ?? '',
      chatType,
      ...(m.thread_id ? { threadId: m.thread_id } : {}),
      ...(m.root_id ? { rootId: m.root_id } : {}),
      ...(m.parent_id ? { parentId: m.parent_id } : {}),
      sender: { type: senderType, id: senderId },
      fromBot: senderType === 'app' && senderId === this.options.botAppId,
      msgType: m.msg_type ?? '',
      content: m.body?.content ?? '',
      ...textOf(m),
      // A card's buttons, as the double's store shows them: the drill tells an approval card from a card answer by them.
      ...(m.msg_type === 'interactive' ? { buttons: cardButtons(m.body?.content ?? '') } : {}),
      deleted: m.deleted ?? false,
      updated: m.updated ?? false,
      createTime: m.create_time ?? '0',
      updateTime: m.update_time ?? m.create_time ?? '0',
      seq: this.seen.size + 1,
      at: this.options.now(),
    };
  }
}
