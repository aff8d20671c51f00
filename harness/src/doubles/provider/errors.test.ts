import { describe, expect, it } from 'vitest';
import {
  BadInjectionError,
  BadOptionError,
  DoubleAlreadyStartedError,
  DoubleNotStartedError,
  ProviderDoubleError,
  UnknownEventError,
  UsageError,
} from './errors.ts';
import { LARK, LarkRefusal, WS_DISCOVERY } from './lark-codes.ts';

describe('provider double errors', () => {
  it.each([
    [new DoubleNotStartedError(), 'DOUBLE_NOT_STARTED', 'DoubleNotStartedError'],
    [new DoubleAlreadyStartedError(), 'DOUBLE_ALREADY_STARTED', 'DoubleAlreadyStartedError'],
    [new BadInjectionError(), 'BAD_REQUEST', 'BadInjectionError'],
    [new UnknownEventError(), 'NOT_FOUND', 'UnknownEventError'],
    [new BadOptionError(), 'BAD_OPTION', 'BadOptionError'],
    [new UsageError(), 'USAGE', 'UsageError'],
  ])('%s has a stable code, a name and a default message', (error, code, name) => {
    expect(error).toBeInstanceOf(ProviderDoubleError);
    expect(error.code).toBe(code);
    expect(error.name).toBe(name);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('turns a Lark code into its envelope, with the detail appended', () => {
    const refusal = new LarkRefusal(LARK.recalled, 'om_1', { data: {} });
    expect(refusal).toMatchObject({
      status: 400,
      larkCode: 230011,
      body: { code: 230011, msg: 'The message is recalled. om_1', data: {} },
    });
  });

  it('refuses discovery with HTTP 200, so that the SDK reads the code', () => {
    expect(Object.values(WS_DISCOVERY).every((c) => c.status === 200)).toBe(true);
  });
});
