// A Lark bot that calls a model API itself (OpenAI Chat Completions, through the official client), as many small
// bots do: no agent host. The kit judges it in model-api mode, its model calls answered by the model double.
// It acknowledges first, dedupes on disk, answers each message once with a reply, and reads the reply back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import OpenAI from 'openai';

const lark = createRequire(import.meta.url)('@larksuiteoapi/node-sdk');
const env = process.env;
const domain = env.LARKSPUR_LARK_DOMAIN;
const client = new lark.Client({
  appId: env.LARKSPUR_LARK_APP_ID,
  appSecret: env.LARKSPUR_LARK_APP_SECRET,
  domain,
  loggerLevel: lark.LoggerLevel.error,
});
// OPENAI_BASE_URL and OPENAI_API_KEY, the client's own variables: the model double in a run.
const openai = new OpenAI({ maxRetries: 0 });

// Dedupe that survives a restart: every message id ever taken, written before the ACK.
const seenFile = join(env.LARKSPUR_DATA_DIR, 'seen.json');
const seen = new Set(existsSync(seenFile) ? JSON.parse(readFileSync(seenFile, 'utf8')) : []);
const remember = (id) => {
  seen.add(id);
  writeFileSync(`${seenFile}.tmp`, JSON.stringify([...seen]), { mode: 0o600 });
  renameSync(`${seenFile}.tmp`, seenFile);
};

// One chat's messages run one after another, in the order they came.
const chats = new Map();
async function answer(message) {
  const text = JSON.parse(message.content).text ?? '';
  const completion = await openai.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: text }],
  });
  const content = JSON.stringify({ text: completion.choices[0].message.content ?? '' });
  const reply = await client.im.message.reply({
    path: { message_id: message.message_id },
    data: { msg_type: 'text', content, uuid: `answer-${message.message_id}` },
  });
  await client.im.message.get({ path: { message_id: reply.data.message_id } });
}

const dispatcher = new lark.EventDispatcher({ loggerLevel: lark.LoggerLevel.error }).register({
  'im.message.receive_v1': ({ message, sender }) => {
    if (sender?.sender_type !== 'user' || seen.has(message.message_id)) return;
    remember(message.message_id);
    const next = (chats.get(message.chat_id) ?? Promise.resolve()).then(() => answer(message));
    chats.set(
      message.chat_id,
      next.catch((error) => process.stderr.write(`direct-bridge: ${error.message}\n`)),
    );
  },
});
new lark.WSClient({
  appId: env.LARKSPUR_LARK_APP_ID,
  appSecret: env.LARKSPUR_LARK_APP_SECRET,
  domain,
  loggerLevel: lark.LoggerLevel.error,
}).start({ eventDispatcher: dispatcher });
