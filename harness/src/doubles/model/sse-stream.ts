import type { ServerResponse } from 'node:http';
import { validatorsById } from '../../../../generated/validators/index.js';

/**
 * One text/event-stream answer: each event held to its schema (a miss is the double's own fault) and flushed
 * before the next, so that a drop after it is a drop after the client had it. Named events go as
 * `event: <type>` and `data: <json>` (Responses, Messages); unnamed ones as `data: <json>` (Chat Completions).
 */
export class SseStream {
  readonly #res: ServerResponse;
  readonly #broke: (errors: string[]) => void;
  readonly #named: boolean;

  constructor(res: ServerResponse, broke: (errors: string[]) => void, named: boolean) {
    this.#res = res;
    this.#broke = broke;
    this.#named = named;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  }

  /** Sends one event checked against the schema with this $id; the event's own `type` names it on the wire. */
  async send(schemaId: string, event: Record<string, unknown>): Promise<void> {
    const validate = validatorsById[schemaId];
    const label = typeof event.type === 'string' ? event.type : 'event';
    if (!validate) this.#broke([`no schema ${schemaId}`]);
    else if (!validate(event))
      this.#broke((validate.errors ?? []).map((e) => `${label} ${e.instancePath || '/'} ${e.message}`));
    const head = this.#named ? `event: ${label}\n` : '';
    await this.#write(`${head}data: ${JSON.stringify(event)}\n\n`);
  }

  /** A line of data that is no JSON event: the `[DONE]` that ends a Chat Completions stream. */
  async raw(data: string): Promise<void> {
    await this.#write(`data: ${data}\n\n`);
  }

  end(): void {
    this.#res.end();
  }

  /** Closes the connection without ending the stream: what a client sees as a dropped response. */
  drop(): void {
    this.#res.socket?.destroy();
  }

  async #write(text: string): Promise<void> {
    const res = this.#res;
    if (res.destroyed) return;
    // A write in flight when the client goes may never call back: the close ends the wait as well.
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('close', done);
        resolve();
      };
      res.once('close', done);
      res.write(text, done);
    });
  }
}
