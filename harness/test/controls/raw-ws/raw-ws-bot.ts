/**
 * A second control bot, with its own long-connection client instead of the SDK's WSClient. RAW_WS_JOIN=0
 * is its flaw (frames-as-events): it takes every frame for a whole event, so a split event never parses.
 * With RAW_WS_JOIN=1 it is the baseline that joins the parts.
 */
import { createRequire } from 'node:module';
import { HostClient } from '../host-client.ts';
import { LongConnection } from './long-connection.ts';

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`raw-ws-bot: set ${name}\n`);
    process.exit(3);
  }
  return value;
}

interface MessageEvent {
  event?: { message?: { message_id: string; chat_id: string; content: string } };
}

const lark = createRequire(import.meta.url)(
  '@larksuiteoapi/node-sdk',
) as typeof import('@larksuiteoapi/node-sdk');
const config = {
  appId: env('LARKSPUR_LARK_APP_ID'),
  appSecret: env('LARKSPUR_LARK_APP_SECRET'),
  domain: env('LARKSPUR_LARK_DOMAIN'),
};
const client = new lark.Client({ ...config, loggerLevel: lark.LoggerLevel.error });
const host = new HostClient(env('LARKSPUR_HOST_COMMAND'));
const threads = new Map<string, Promise<string>>();

function threadOf(chatId: string): Promise<string> {
  let thread = threads.get(chatId);
  if (!thread) {
    thread = host
      .connect()
      .then(() => host.request('thread/start', {}))
      .then((started) => (started as { thread: { id: string } }).thread.id);
    threads.set(chatId, thread);
  }
  return thread;
}

async function answer(message: NonNullable<NonNullable<MessageEvent['event']>['message']>): Promise<void> {
  const turn = await host.startTurn(
    await threadOf(message.chat_id),
    (JSON.parse(message.content) as { text: string }).text,
  );
  await turn.ended;
  const reply = await client.im.message.reply({
    path: { message_id: message.message_id },
    data: {
      msg_type: 'text',
      content: JSON.stringify({ text: turn.text }),
      uuid: `answer-${message.message_id}`,
    },
  });
  if (reply.data?.message_id) await client.im.message.get({ path: { message_id: reply.data.message_id } });
}

await new LongConnection({
  ...config,
  joinParts: process.env.RAW_WS_JOIN !== '0',
  onEvent: (envelope) => {
    const message = (envelope as MessageEvent).event?.message;
    if (message)
      answer(message).catch((error: unknown) => process.stderr.write(`raw-ws-bot: ${String(error)}\n`));
  },
}).start();
