import { PassThrough } from 'node:stream';
import { LineChannel } from '../../../../runtime/src/json-rpc/line-channel.ts';

type Message = { id?: number | string; method?: string; params?: any; result?: any; error?: any };

/**
 * A bare host-protocol client for tests: speaks JSON lines to a channel pair wired to the double,
 * keeps every message it got, and can wait for one.
 */
export class TestHostClient {
  readonly channel: LineChannel;
  readonly received: Message[] = [];
  readonly #toDouble = new PassThrough();
  readonly #fromDouble = new PassThrough();
  readonly #waiters: Array<{ match: (m: Message) => boolean; resolve: (m: Message) => void }> = [];
  #nextId = 1;

  /** maxLineBytes bounds the lines the double's side of the pair takes. */
  constructor(maxLineBytes?: number) {
    this.channel = new LineChannel(
      this.#toDouble,
      this.#fromDouble,
      () => this.#fromDouble.end(),
      maxLineBytes,
    );
    const own = new LineChannel(this.#fromDouble, this.#toDouble, () => this.#toDouble.end());
    own.onLine = (line) => {
      const message = JSON.parse(line) as Message;
      this.received.push(message);
      for (const waiter of [...this.#waiters]) {
        if (waiter.match(message)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    };
  }

  sendRaw(line: string): void {
    this.#toDouble.write(`${line}\n`);
  }

  /** Bytes with no newline after them: part of a line still to come. */
  sendUnterminated(text: string): void {
    this.#toDouble.write(text);
  }

  send(message: Message): void {
    this.sendRaw(JSON.stringify(message));
  }

  /** Sends a request and resolves with its response (result or error). */
  request(method: string, params?: unknown): Promise<Message> {
    const id = this.#nextId++;
    this.send({ id, method, params });
    return this.next((m) => m.id === id && m.method === undefined);
  }

  async initialize(): Promise<void> {
    await this.request('initialize', { clientInfo: { name: 'test', version: '0' } });
    this.send({ method: 'initialized' });
  }

  /** The first message already received or still to come that matches. */
  next(match: (m: Message) => boolean): Promise<Message> {
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.#waiters.push({ match, resolve }));
  }

  notification(method: string, where: (params: any) => boolean = () => true): Promise<Message> {
    return this.next((m) => m.method === method && m.id === undefined && where(m.params));
  }

  close(): void {
    this.#toDouble.end();
  }
}
