import type * as lark from '@larksuiteoapi/node-sdk';

/**
 * CONTROL_PEER=1: the control bot behaves as the public Lark bridges tried against the kit do (issue 20),
 * in every way the spec allows — documented Lark reads at start and per message, thread/name/set on every
 * new thread, a status message before the answer and a footer after it, the user's text wrapped in the
 * bridge's own envelope, feedback in Chinese with its position as a Chinese numeral, the knobs file never
 * read (the spec's own values), no quoted parent passed on, /help answered at once while busy.
 */
export const peer = process.env.CONTROL_PEER === '1';

/** The status message posted when a source is admitted, never edited into the answer. */
export const STATUS_TEXT = '⏳ 正在处理，请稍候';
/** The status message once the answer is out (patched, or edited in place). */
export const DONE_TEXT = '✅ 已完成';
/** Each source's status message, to mark it done once the answer is out. */
export const statusIds = new Map<string, string>();

/** The line a peer bridge puts under every answer. */
export const FOOTER = '—— 由 Codex 生成';

const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Queue feedback in Chinese, the position as a Chinese numeral. */
export function queuedText(ahead: number): string {
  return `排队中：前面还有${NUMERALS[ahead] ?? String(ahead)}个请求。`;
}

/** The agent's input: the user's text in the bridge's own envelope, as agent bridges do. */
export function envelope(text: string, sender: string): string {
  return `<user_message sender="${sender}">\n${text}\n</user_message>\n<reminder>回答请简洁。</reminder>`;
}

/** The reads a peer bridge makes per message: who wrote, and what kind of chat it is. */
export async function readsPerMessage(
  client: lark.Client,
  chatId: string,
  senderOpenId: string,
): Promise<void> {
  await client.im.chat.get({ path: { chat_id: chatId }, params: { user_id_type: 'open_id' } });
  await client.contact.user.get({ path: { user_id: senderOpenId }, params: { user_id_type: 'open_id' } });
}

/** The read a peer bridge makes at start: its own app's name. */
export async function readsAtStart(client: lark.Client, appId: string): Promise<void> {
  await client.application.application.get({ path: { app_id: appId }, params: { lang: 'zh_cn' } });
}
