/**
 * The floor of the benches: a bot that is the official SDK's WSClient and nothing more. Its handler is
 * empty (BENCH_FLOOR=empty), or sends a reaction at once without awaiting it (BENCH_FLOOR=react): the
 * least feedback a bot can give. It is ready as soon as its long connection is up and answers nothing,
 * so a scenario played against it measures what the kit itself costs.
 */
import { createRequire } from 'node:module';

const lark = createRequire(import.meta.url)(
  '@larksuiteoapi/node-sdk',
) as typeof import('@larksuiteoapi/node-sdk');
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`sdk-bot: ${name} is not set (the harness sets it: see the launch contract)`);
  return value;
};
const credentials = {
  appId: env('LARKSPUR_LARK_APP_ID'),
  appSecret: env('LARKSPUR_LARK_APP_SECRET'),
  domain: env('LARKSPUR_LARK_DOMAIN'),
};
const react = process.env.BENCH_FLOOR === 'react';
const client = new lark.Client({ ...credentials, loggerLevel: lark.LoggerLevel.error });

const dispatcher = new lark.EventDispatcher({ loggerLevel: lark.LoggerLevel.error }).register({
  'im.message.receive_v1': async (data: { message: { message_id: string } }) => {
    if (!react) return;
    client.im.messageReaction
      .create({
        path: { message_id: data.message.message_id },
        data: { reaction_type: { emoji_type: 'OnIt' } },
      })
      .catch((error: unknown) => process.stderr.write(`sdk-bot: reaction failed: ${String(error)}\n`));
  },
});
const ws = new lark.WSClient({ ...credentials, loggerLevel: lark.LoggerLevel.error });
await ws.start({ eventDispatcher: dispatcher });
process.on('SIGTERM', () => {
  ws.close({ force: true });
  process.exit(0);
});
