import { expect, it } from 'vitest';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import type { ScenarioHost } from './scenario-host.ts';
import { transcript } from './transcript.ts';

const noHost = { recorder: { records: [] } } as unknown as ScenarioHost;

function providerWith(connections: number): ProviderDouble {
  const records = Array.from({ length: connections }, (_, i) => ({
    kind: 'connection',
    at: 100 + i,
    connectionId: `c${i}`,
    event: 'open',
  }));
  return { recorder: { records } } as unknown as ProviderDouble;
}

it('keeps every runner entry of a long timeline and the latest wire entries, saying how many were left out', () => {
  const runner = [
    { at: 1, source: 'runner' as const, summary: 'instance 1 exited: code 1 signal null' },
    { at: 5000, source: 'runner' as const, summary: 'check every-message-answered failed' },
  ];
  const entries = transcript(providerWith(1000), noHost, [], runner);
  expect(entries).toHaveLength(401);
  expect(entries[0]).toMatchObject({ summary: 'instance 1 exited: code 1 signal null' });
  expect(entries[1]).toMatchObject({ source: 'runner', summary: '602 earlier wire entries left out' });
  expect(entries[2]).toMatchObject({ at: 702, summary: 'long connection c602 open' });
  expect(entries.at(-1)).toMatchObject({ summary: 'check every-message-answered failed' });
});

it('leaves a short timeline whole, in time order', () => {
  const entries = transcript(
    providerWith(3),
    noHost,
    [],
    [{ at: 101.5, source: 'runner', summary: 'step 1' }],
  );
  expect(entries.map((e) => e.summary)).toEqual([
    'long connection c0 open',
    'long connection c1 open',
    'step 1',
    'long connection c2 open',
  ]);
});
