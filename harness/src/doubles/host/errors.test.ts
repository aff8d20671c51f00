import { describe, expect, it } from 'vitest';
import { HostDoubleError, HostScriptInvalidError, HostUsageError, ShimConnectError } from './errors.ts';

describe('host double errors', () => {
  it.each<[HostDoubleError, string, string]>([
    [
      new HostScriptInvalidError('s.json', '/turns/0 must be object'),
      'HOST_SCRIPT_INVALID',
      'host script s.json: /turns/0 must be object',
    ],
    [new HostUsageError('--shim needs --token T'), 'HOST_USAGE', '--shim needs --token T'],
    [
      new ShimConnectError(4711, 'ECONNREFUSED'),
      'HOST_SHIM_CONNECT',
      'host shim: cannot reach the host double on 127.0.0.1:4711 (ECONNREFUSED)',
    ],
  ])('%s', (error, code, message) => {
    expect(error).toBeInstanceOf(HostDoubleError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.name).toBe(error.constructor.name);
  });
});
