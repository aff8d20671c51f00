import { describe, expect, it } from 'vitest';
import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import {
  CLIENT_NOTIFICATIONS,
  CLIENT_REQUESTS,
  SERVER_NOTIFICATIONS,
  SERVER_REQUESTS,
} from './wire-catalog.ts';

describe('host wire catalog', () => {
  it('checks every host message schema of the spec, and only those', () => {
    const messages = Object.entries(SCHEMA_IDS)
      .filter(([, id]) => /\/host\/.*-(request|response|notification)\.schema\.json$/.test(id))
      .map(([name]) => name)
      .filter((name) => name !== 'HostErrorResponse');
    const catalogued = [
      ...Object.values(CLIENT_REQUESTS).flatMap((s) => [s.request, s.response]),
      ...Object.values(SERVER_REQUESTS).flatMap((s) => [s.request, s.response]),
      ...Object.values(CLIENT_NOTIFICATIONS),
      ...Object.values(SERVER_NOTIFICATIONS),
    ];
    expect([...catalogued].sort()).toEqual(messages.sort());
  });
});
