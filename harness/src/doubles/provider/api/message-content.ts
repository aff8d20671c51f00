import { LARK, LarkRefusal } from '../lark-codes.ts';

/** [doc] request body limits: text 150 KB; card and post 30 KB. */
const LIMIT_BYTES: Record<string, number> = { text: 150 * 1024, post: 30 * 1024, interactive: 30 * 1024 };

/** [doc] the message types a bot may send; Lark refuses any other spelling (`TEXT`, `bogus`, `text\u0000`). */
export const MSG_TYPES = [
  'text',
  'post',
  'image',
  'file',
  'audio',
  'media',
  'sticker',
  'interactive',
  'share_chat',
  'share_user',
] as const;

/**
 * Checks `content` the way Lark does before it stores a message: JSON text of an object, the shape its
 * msg_type needs, within the size limit. Returns the parsed object.
 */
export function checkContent(msgType: string, content: string): Record<string, unknown> {
  if (!(MSG_TYPES as readonly string[]).includes(msgType))
    throw new LarkRefusal(
      LARK.invalidParam,
      `msg_type ${JSON.stringify(msgType)} is not one of ${MSG_TYPES.join(', ')}`,
    );
  const limit = LIMIT_BYTES[msgType];
  if (limit !== undefined && Buffer.byteLength(content) > limit) {
    throw new LarkRefusal(
      LARK.contentTooLong,
      `${msgType} content is ${Buffer.byteLength(content)} bytes, over ${limit}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new LarkRefusal(LARK.invalidParam, 'content is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new LarkRefusal(
      msgType === 'interactive' ? LARK.cardBuildFailed : LARK.invalidParam,
      'content must be a JSON object',
    );
  }
  const object = parsed as Record<string, unknown>;
  if (msgType === 'text' && typeof object.text !== 'string')
    throw new LarkRefusal(LARK.invalidParam, 'text content needs a "text" string');
  if (msgType === 'post' && Object.keys(object).length === 0)
    throw new LarkRefusal(LARK.invalidParam, 'post content is empty');
  return object;
}
