import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/**
 * A duplex of text lines: the host protocol's framing (one JSON object per line). Over a shim socket or
 * straight over stdio. The line handler can be swapped, e.g. after the shim's hello line.
 */
export class LineChannel {
  onLine: (line: string) => void = () => {};
  #closed = false;
  readonly #closeHandlers: Array<() => void> = [];
  readonly #output: Writable;
  readonly #end: () => void;

  constructor(input: Readable, output: Writable, end: () => void) {
    this.#output = output;
    this.#end = end;
    const lines = createInterface({ input, crlfDelay: Infinity });
    lines.on('line', (line) => {
      if (!this.#closed && line.trim() !== '') this.onLine(line);
    });
    // The peer ended its side: close ours too, so that a shim waiting on its socket can end.
    lines.on('close', () => this.close());
    // A peer that dies (an implementation killed with its host shim) resets the socket: readline passes the
    // input's ECONNRESET on as its own error, which unhandled would crash the whole run. It is an end.
    lines.on('error', () => this.close());
    output.on('error', () => this.#markClosed());
  }

  get closed(): boolean {
    return this.#closed;
  }

  send(line: string): void {
    if (!this.#closed) this.#output.write(`${line}\n`);
  }

  onClose(handler: () => void): void {
    if (this.#closed) handler();
    else this.#closeHandlers.push(handler);
  }

  close(): void {
    if (this.#closed) return;
    this.#end();
    this.#markClosed();
  }

  #markClosed(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const handler of this.#closeHandlers) handler();
  }
}
