import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ModelDoubleInfo } from '../../../../generated/types/index.ts';
import { validateModelDoubleRelease } from '../../../../generated/validators/index.js';
import type { ModelDouble } from './model-double.ts';

/**
 * The model double's side channel for use by hand (`larkspur doubles model`), on a port of its own that the
 * model provider's base_url never names: GET /__model/info, GET /__model/records[?since=SEQ], POST
 * /__model/release {key}. A harness run drives the double in-process and opens no side channel at all.
 */
export class ModelSideChannel {
  readonly #double: ModelDouble;
  readonly #info: (sideChannel: string) => ModelDoubleInfo;
  #server: Server | undefined;
  #url = '';

  constructor(double: ModelDouble, info: (sideChannel: string) => ModelDoubleInfo) {
    this.#double = double;
    this.#info = info;
  }

  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => void this.#handle(req, res));
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.#url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/__model`;
    return this.#url;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    req.on('error', () => res.destroy());
    const url = new URL(req.url ?? '/', 'http://side.invalid');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/__model/info') return send(200, this.#info(this.#url));
    if (req.method === 'GET' && url.pathname === '/__model/records') {
      const since = Number(url.searchParams.get('since') ?? 0) || 0;
      return send(200, { records: this.#double.recorder.records.filter((r) => r.seq > since) });
    }
    if (req.method === 'POST' && url.pathname === '/__model/release') {
      let body: unknown;
      try {
        let text = '';
        for await (const chunk of req as AsyncIterable<Buffer>) text += chunk.toString('utf8');
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (!validateModelDoubleRelease(body))
        return send(400, {
          error: 'give {"key": "<release key>"} (spec/schemas/model/double-release.schema.json)',
        });
      this.#double.release(body.key);
      return send(200, { released: body.key });
    }
    send(404, {
      error: `no ${req.method} ${url.pathname}: use GET /__model/info, GET /__model/records, POST /__model/release`,
    });
  }
}
