/** A click on a card of the bot, as the card.action.trigger event tells it (LARK-WIRE.md). */
export interface CardCallback {
  eventId: string;
  /** header.token: the app's verification token when the event is genuine. */
  verificationToken: string;
  /** Who clicked. */
  operatorOpenId: string;
  /** The clicked button's value, as the card gave it. */
  value: unknown;
  /** The card clicked, and its chat. */
  messageId: string;
  chatId: string;
}

/** What a card callback answers: a toast for the clicker (Lark shows error 200340 without an answer in 3 s). */
export interface CardAnswer {
  toast?: { type: 'info' | 'success' | 'error' | 'warning'; content: string };
}

type Json = Record<string, unknown>;

const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The callback of a raw card.action.trigger envelope (schema 2.0), read before the SDK flattens it: the
 * SDK spreads the event over the header, and the event's own `token` (a callback token) would hide the
 * header's verification token. Undefined when the envelope is not a card action.
 */
export function cardCallbackOf(envelope: unknown): CardCallback | undefined {
  const header = obj(obj(envelope).header);
  if (header.event_type !== 'card.action.trigger') return undefined;
  const event = obj(obj(envelope).event);
  const context = obj(event.context);
  return {
    eventId: str(header.event_id),
    verificationToken: str(header.token),
    operatorOpenId: str(obj(event.operator).open_id),
    value: obj(event.action).value,
    messageId: str(context.open_message_id),
    chatId: str(context.open_chat_id),
  };
}
