import type { Readable, Writable } from 'node:stream';

/**
 * Longest line taken by default. Host-protocol (Codex) items are a few MiB at most; a peer that sends
 * more without a newline has broken the framing, and holding it would exhaust memory (or the longest
 * string V8 can build).
 */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * A duplex of text lines: the framing of line-delimited JSON-RPC (one object per line), over a socket or
 * a child's stdio. The line handler can be swapped, e.g. after a hello line. A peer that fails (reset,
 * broken pipe) closes the channel; it never throws into the process. `end` ends our side of the
 * transport (destroy a socket, end a child's stdin); it runs once, on close().
 */
export class LineChannel {
  onLine: (line: string) => void = () => {};
  /** A line grew past the bound without a newline; the channel closes right after. */
  onOverflow: (bytes: number) => void = () => {};
  #closed = false;
  readonly #closeHandlers: Array<() => void> = [];
  readonly #output: Writable;
  readonly #end: () => void;
  /** The longest line taken; a longer one closes the channel. */
  readonly maxLineBytes: number;
  #pending: Buffer[] = [];
  #pendingBytes = 0;

  constructor(input: Readable, output: Writable, end: () => void, maxLineBytes = MAX_LINE_BYTES) {
    this.#output = output;
    this.#end = end;
    this.maxLineBytes = maxLineBytes;
    input.on('data', (chunk: Buffer | string) =>
      this.#take(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
    );
    // The peer ended its side: close ours too, so that a shim waiting on its socket can end. An
    // unfinished last line is dropped: a peer killed mid-write cut it short.
    input.on('end', () => this.close());
    input.on('close', () => this.close());
    input.on('error', () => this.close());
    output.on('error', () => this.#markClosed());
  }

  get closed(): boolean {
    return this.#closed;
  }

  send(line: string): void {
    if (!this.#closed && !this.#output.destroyed && this.#output.writable) this.#output.write(`${line}\n`);
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

  #take(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1 && !this.#closed; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      const whole = this.#pendingBytes === 0 ? piece : Buffer.concat([...this.#pending, piece]);
      this.#pending = [];
      this.#pendingBytes = 0;
      start = end + 1;
      if (whole.length > this.maxLineBytes) return this.#overflow(whole.length);
      const line = whole.toString('utf8').replace(/\r$/, '');
      if (line.trim() !== '') this.onLine(line);
    }
    if (this.#closed || start >= chunk.length) return;
    const rest = chunk.subarray(start);
    this.#pending.push(rest);
    this.#pendingBytes += rest.length;
    if (this.#pendingBytes > this.maxLineBytes) this.#overflow(this.#pendingBytes);
  }

  #overflow(bytes: number): void {
    this.#pending = [];
    this.#pendingBytes = 0;
    this.onOverflow(bytes);
    this.close();
  }

  #markClosed(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#pending = [];
    this.#pendingBytes = 0;
    for (const handler of this.#closeHandlers) handler();
  }
}
