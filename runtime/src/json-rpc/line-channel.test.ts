import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LineChannel } from './line-channel.ts';

function channel(maxLineBytes?: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const lines: string[] = [];
  const overflows: number[] = [];
  const made = new LineChannel(input, output, () => input.destroy(), maxLineBytes);
  made.onLine = (line) => lines.push(line);
  made.onOverflow = (bytes) => overflows.push(bytes);
  const closed = new Promise<void>((resolve) => made.onClose(resolve));
  return { input, output, lines, overflows, channel: made, closed };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('line channel', () => {
  it('splits lines across chunks, keeps CRLF-free text, and skips blank lines', async () => {
    const { input, lines } = channel();
    input.write('{"a":1}\n{"b":');
    input.write('2}\r\n\n   \n{"c":3}');
    input.write('\n');
    await tick();
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('decodes bytes that are not UTF-8 to replacement characters, never throws', async () => {
    const { input, lines } = channel();
    input.write(Buffer.from([0xff, 0xfe, 0x7b, 0x0a, 0xc3]));
    input.write(Buffer.from([0xa9, 0x0a]));
    await tick();
    expect(lines).toEqual(['\ufffd\ufffd{', 'é']);
  });

  it('a read error (ECONNRESET) of the peer closes the channel instead of crashing the process', async () => {
    const { input, channel: made, closed } = channel();
    input.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    await closed;
    expect(made.closed).toBe(true);
  });

  it('a write error (EPIPE) of the peer closes the channel, and later sends are dropped', async () => {
    const input = new PassThrough();
    const output = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const made = new LineChannel(input, output, () => input.destroy());
    made.send('{"id":1}');
    await new Promise((resolve) => output.on('close', resolve));
    expect(made.closed).toBe(true);
    made.send('{"id":2}');
  });

  it('a line longer than the bound without a newline is an overflow: reported once, the channel closes', async () => {
    const { input, lines, overflows, closed } = channel(1024);
    input.write('{"ok":1}\n');
    for (let i = 0; i < 8; i++) input.write('x'.repeat(300));
    await closed;
    expect(lines).toEqual(['{"ok":1}']);
    expect(overflows).toHaveLength(1);
    expect(overflows[0]).toBeGreaterThan(1024);
  });

  it('an unfinished last line at the end of the stream is dropped: a killed peer cut it short', async () => {
    const { input, lines, closed } = channel();
    input.end('{"a":1}\n{"half":');
    await closed;
    expect(lines).toEqual(['{"a":1}']);
  });
});
