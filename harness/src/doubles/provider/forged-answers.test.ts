import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as lark from '@larksuiteoapi/node-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import {
  LATEST_SDK,
  recordsOf,
  releaseRedirect,
  sdkClient,
  sdkLog,
  startedDouble,
  waitFor,
} from './test-support.ts';
import { signature } from './webhook/webhook-crypto.ts';

/**
 * The faults issue 21's negative space needs: pushes forged in the ways a half-checking bridge lets
 * through, an answer cut off mid-way, and a readback differing only at one end.
 */
describe('provider double forgeries and partial answers', () => {
  let double: ProviderDouble;
  let spy: Server | undefined;

  beforeEach(async () => {
    double = await startedDouble();
  });
  afterEach(async () => {
    spy?.closeAllConnections();
    await new Promise((resolve) => (spy ? spy.close(resolve) : resolve(undefined)));
    spy = undefined;
    releaseRedirect();
    await double.stop();
  });

  /** A receiver that refuses every push and keeps its headers and body. */
  async function receiver(): Promise<Array<{ headers: IncomingHttpHeaders; body: string }>> {
    const seen: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
    spy = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        response.writeHead(401).end();
      });
    });
    await new Promise<void>((resolve) => spy!.listen(0, '127.0.0.1', resolve));
    double.setWebhook({
      url: `http://127.0.0.1:${(spy!.address() as AddressInfo).port}/webhook/event`,
      encryptKey: 'enc-key-forged',
    });
    return seen;
  }

  const send = (text: string) =>
    double.sendMessage({ chat: { type: 'p2p', user: 'alice' }, sender: 'alice', text });
  const signedRight = ({ headers, body }: { headers: IncomingHttpHeaders; body: string }) =>
    signature(
      String(headers['x-lark-request-timestamp']),
      String(headers['x-lark-request-nonce']),
      'enc-key-forged',
      body,
    );

  it('pushes with no signature headers, with a signature wrong in its last digit, and signed an hour ahead', async () => {
    const seen = await receiver();
    double.addPushFault({ kind: 'unsigned' });
    send('unsigned');
    await waitFor(() => seen.length === 1, 3000, 'the unsigned push');
    expect(Object.keys(seen[0]!.headers).filter((h) => h.startsWith('x-lark-'))).toEqual([]);

    double.addPushFault({ kind: 'bad-signature', at: 'end' });
    send('late digit');
    await waitFor(() => seen.length === 2, 3000, 'the forged push');
    const given = String(seen[1]!.headers['x-lark-signature']);
    const right = signedRight(seen[1]!);
    expect(given.slice(0, -1)).toBe(right.slice(0, -1));
    expect(given.at(-1)).not.toBe(right.at(-1));

    double.addPushFault({ kind: 'future-timestamp', ms: 600_000 });
    send('from the future');
    await waitFor(() => seen.length === 3, 3000, 'the push signed ahead');
    const ahead = Number(seen[2]!.headers['x-lark-request-timestamp']) - Date.now() / 1000;
    expect(ahead).toBeGreaterThanOrEqual(599);
    expect(seen[2]!.headers['x-lark-signature']).toBe(signedRight(seen[2]!));
  });

  describe('Open API answers', () => {
    let client: lark.Client;
    beforeEach(() => {
      client = sdkClient(double, sdkLog(), LATEST_SDK);
    });

    it('cuts a resource download mid-way: the status and the whole length come, then the connection resets', async () => {
      const image = double.sendMessage({
        chat: { type: 'p2p', user: 'bob' },
        sender: 'bob',
        msgType: 'image',
        content: { image_key: 'img_v3_cut' },
      });
      double.putResource('img_v3_cut', Buffer.alloc(64 * 1024, 7), 'image/png');
      const fault = double.addHttpFault({
        match: { api: 'im.messageResource.get' },
        action: { kind: 'cut' },
      });
      const resource = await client.im.messageResource.get({
        path: { message_id: image.messageId, file_key: 'img_v3_cut' },
        params: { type: 'image' },
      });
      let bytes = 0;
      await expect(
        (async () => {
          for await (const chunk of resource.getReadableStream()) bytes += (chunk as Buffer).length;
        })(),
      ).rejects.toThrow();
      expect(bytes).toBeLessThan(64 * 1024);
      expect(recordsOf(double, 'http').at(-1)).toMatchObject({ fault, response: { status: 200 } });
    });

    it('alters the visible text of a readback at its start or its end, the stored message untouched', async () => {
      const text = 'the whole answer as it was sent';
      const { chatId } = double.sendMessage({
        chat: { type: 'p2p', user: 'carol' },
        sender: 'carol',
        text: 'hi',
      });
      const created = await client.im.message.create({
        params: { receive_id_type: 'chat_id' },
        data: { receive_id: chatId, msg_type: 'text', content: JSON.stringify({ text }) },
      });
      const id = created.data!.message_id!;
      const read = async () =>
        JSON.parse(
          (await client.im.message.get({ path: { message_id: id } })).data!.items![0]!.body!.content!,
        ) as {
          text: string;
        };
      double.addHttpFault({ match: { api: 'im.message.get' }, action: { kind: 'alter-content', at: 'end' } });
      expect((await read()).text).toBe('the whole answer as it was senx');
      double.addHttpFault({
        match: { api: 'im.message.get' },
        action: { kind: 'alter-content', at: 'start' },
      });
      expect((await read()).text).toBe('xhe whole answer as it was sent');
      expect((await read()).text).toBe(text);
    });
  });
});
