import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { loadSdk, SDK_LINES } from './sdk-lines.ts';
import { recordsOf, sdkLog, startedDouble, TokenCache } from './test-support.ts';

/** What differs between the SDK lines real bots pin, as the double sees it (README: "SDK lines"). */
describe('what changed between the SDK lines', () => {
  let double: ProviderDouble;

  afterEach(async () => {
    await double?.stop();
  });

  it.each(SDK_LINES.map((l) => [l.line, l]))(
    'SDK %s with the port in its domain: generated methods fail before 1.73.2, raw requests reach the double',
    async (_name, line) => {
      double = await startedDouble();
      const lark = await loadSdk(line);
      const port = new URL(double.url).port;
      const injected = double.sendMessage({
        chat: { type: 'p2p', user: 'alice' },
        sender: 'alice',
        text: 'hi',
      });
      const client = new lark.Client({
        appId: double.app.appId,
        appSecret: double.app.appSecret,
        domain: double.url,
        cache: new TokenCache(),
        logger: sdkLog().logger,
      });
      const reply = client.im.message.reply({
        path: { message_id: injected.messageId },
        data: { msg_type: 'text', content: '{"text":"x"}' },
      });
      if (line.portInDomain) await expect(reply).resolves.toMatchObject({ code: 0 });
      else await expect(reply).rejects.toThrow(`request miss ${port} path argument`);
      // client.request takes the URL as given, so it is not affected.
      const info = (await client.request({ method: 'GET', url: '/open-apis/bot/v3/info' })) as {
        code: number;
      };
      expect(info.code).toBe(0);
      expect(recordsOf(double, 'http').map((r) => r.api)).toEqual([
        'auth.tenantAccessToken.internal',
        ...(line.portInDomain ? ['im.message.reply'] : []),
        'bot.info',
      ]);
    },
  );
});
