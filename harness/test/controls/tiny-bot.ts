/**
 * A tiny Lark bot on the official SDK, correct but for one deliberate flaw chosen by CONTROL_FLAW.
 * Controls prove that each scenario can fail: a scenario that passes against its control is worthless.
 * Flaws: none (a correct baseline), replies-twice.
 */
import * as lark from '@larksuiteoapi/node-sdk';
import { HostClient } from './host-client.ts';

const FLAWS = ['none', 'replies-twice'] as const;
type Flaw = (typeof FLAWS)[number];

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`tiny-bot: set ${name}\n`);
    process.exit(3);
  }
  return value;
}

const flaw = (process.env.CONTROL_FLAW ?? 'none') as Flaw;
if (!FLAWS.includes(flaw)) {
  process.stderr.write(`tiny-bot: CONTROL_FLAW must be one of ${FLAWS.join(', ')}\n`);
  process.exit(3);
}
const config = { appId: env('LARKSPUR_LARK_APP_ID'), appSecret: env('LARKSPUR_LARK_APP_SECRET'), domain: env('LARKSPUR_LARK_DOMAIN') };
const client = new lark.Client({ ...config, loggerLevel: lark.LoggerLevel.error });
const host = new HostClient(env('LARKSPUR_HOST_COMMAND'));
await host.initialize();
const threads = new Map<string, string>();

interface MessageEvent {
  message: { message_id: string; chat_id: string; content: string };
}

async function answer(event: MessageEvent): Promise<void> {
  const { message_id: messageId, chat_id: chatId, content } = event.message;
  let threadId = threads.get(chatId);
  if (!threadId) {
    const started = (await host.request('thread/start', {})) as { thread: { id: string } };
    threadId = started.thread.id;
    threads.set(chatId, threadId);
  }
  const text = await host.runTurn(threadId, (JSON.parse(content) as { text: string }).text);
  const times = flaw === 'replies-twice' ? 2 : 1;
  for (let i = 0; i < times; i++) {
    const reply = await client.im.message.reply({
      path: { message_id: messageId },
      data: { msg_type: 'text', content: JSON.stringify({ text }), uuid: `${messageId}-${i}` },
    });
    const replyId = reply.data?.message_id;
    if (replyId) await client.im.message.get({ path: { message_id: replyId } });
  }
}

const dispatcher = new lark.EventDispatcher({ loggerLevel: lark.LoggerLevel.error }).register({
  'im.message.receive_v1': (data: MessageEvent) => {
    answer(data).catch((error: unknown) => process.stderr.write(`tiny-bot: ${String(error)}\n`));
  },
});
new lark.WSClient({ ...config, loggerLevel: lark.LoggerLevel.error }).start({ eventDispatcher: dispatcher });
