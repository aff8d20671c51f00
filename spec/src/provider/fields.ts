import Type from 'typebox';

/**
 * Field shapes Lark uses, shared by the provider schemas. The double keeps to them, so that an
 * implementation that parses ids or builds content is tested honestly.
 */
export const FIELD = {
  openId: Type.String({ pattern: '^ou_[0-9a-zA-Z]+$', description: 'Per-app user id, `ou_…`.' }),
  unionId: Type.String({ pattern: '^on_[0-9a-zA-Z]+$', description: 'Per-developer user id, `on_…`.' }),
  userId: Type.String({ description: 'Tenant user id; empty for a bot.' }),
  chatId: Type.String({ pattern: '^oc_[0-9a-zA-Z]+$', description: 'Chat id, `oc_…`.' }),
  messageId: Type.String({ pattern: '^om_[0-9a-zA-Z_]+$', description: 'Message id, `om_…`.' }),
  threadId: Type.String({ pattern: '^omt_[0-9a-zA-Z]+$', description: 'Topic thread id, `omt_…`.' }),
  appId: Type.String({
    pattern: '^cli_[0-9a-fA-F]{16}$',
    description: 'App id; the SDK WSClient refuses any other shape.',
  }),
  msTimestamp: Type.String({
    pattern: '^[0-9]{13}$',
    description: 'Unix time in milliseconds, as a decimal string.',
  }),
  content: Type.String({
    minLength: 1,
    description: 'JSON text, e.g. {"text":"hi"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025.',
  }),
  uuid: Type.String({
    maxLength: 50,
    description:
      'Idempotency key: at most one message per uuid within an hour; a repeat answers with the original message and creates nothing.',
  }),
};
