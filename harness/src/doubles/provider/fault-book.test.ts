import { describe, expect, it } from 'vitest';
import { FaultBook } from './fault-book.ts';

interface Fault {
  name: string;
  times?: number;
  skip?: number;
}

describe('fault book', () => {
  it('lets skip matching calls through, then fires: skip 2 shapes the third', () => {
    const book = new FaultBook<Fault>('f');
    book.add({ name: 'third', skip: 2 });
    const fired = [1, 2, 3, 4].map(() => book.take(() => true)?.fault.name);
    expect(fired).toEqual([undefined, undefined, 'third', undefined]);
  });

  it('counts a call another fault took as one this fault let through, so "the second" stays the second', () => {
    const book = new FaultBook<Fault>('f');
    book.add({ name: 'first' });
    book.add({ name: 'second', skip: 1 });
    expect([1, 2, 3].map(() => book.take(() => true)?.fault.name)).toEqual(['first', 'second', undefined]);
  });

  it('counts only the calls a fault matches', () => {
    const book = new FaultBook<Fault>('f');
    book.add({ name: 'b-second', skip: 1 });
    const calls = ['a', 'b', 'a', 'b'];
    expect(calls.map((c) => book.take((f) => c === 'b' && f.name.startsWith('b'))?.fault.name)).toEqual([
      undefined,
      undefined,
      undefined,
      'b-second',
    ]);
  });

  it('two faults due on the same call: the first added fires, the other on the next matching call', () => {
    const book = new FaultBook<Fault>('f');
    book.add({ name: 'x', skip: 1 });
    book.add({ name: 'y', skip: 1 });
    expect([1, 2, 3].map(() => book.take(() => true)?.fault.name)).toEqual([undefined, 'x', 'y']);
  });

  it('logs every firing with the id records name, a repeating fault once per firing', () => {
    const book = new FaultBook<Fault>('f');
    const id = book.add({ name: 'twice', times: 2 });
    for (let i = 0; i < 3; i++) book.take(() => true);
    expect(book.fired().map((f) => f.id)).toEqual([id, id]);
    expect(book.list()).toEqual([]);
  });
});
