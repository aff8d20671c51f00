import { describe, expect, it } from 'vitest';
import {
  HarnessError,
  InvalidInputError,
  LiveApiError,
  MissingCaptureError,
  MissingSecretError,
  ReportInvalidError,
  UsageError,
} from './errors.ts';
import { UnknownCaptureError } from './captures.ts';

/** Every error of the runner: its stable code and its one-line message. */
describe('runner errors', () => {
  it.each([
    [
      new InvalidInputError('a/b.json', '/steps/0', 'required: ms', "must have required property 'ms'"),
      'INVALID_INPUT',
      "a/b.json: /steps/0: must have required property 'ms' [required: ms]",
    ],
    [
      new InvalidInputError('x.json', '', 'json', 'not JSON'),
      'INVALID_INPUT',
      'x.json: (root): not JSON [json]',
    ],
    [new UsageError('--impl is required'), 'USAGE', '--impl is required'],
    [new MissingCaptureError('m1', 'message id to edit'), 'NO_CAPTURE', 'm1 has no message id to edit'],
    [
      new ReportInvalidError('/exitCode: must be equal to one of the allowed values'),
      'REPORT_INVALID',
      'the report breaks its own schema: /exitCode: must be equal to one of the allowed values',
    ],
    [new UnknownCaptureError('reply'), 'UNKNOWN_CAPTURE', 'capture {{reply}} has no value'],
    [
      new MissingSecretError('live.json', '/lark/userAccessTokenEnv', 'DRILL_TOKEN'),
      'MISSING_SECRET',
      'live.json: /lark/userAccessTokenEnv: environment variable DRILL_TOKEN is not set — export it before running',
    ],
    [
      new LiveApiError('im.message.create', '99991663 Invalid access token'),
      'LIVE_API',
      "Lark refused im.message.create: 99991663 Invalid access token — check the profile's domain, chats and user token",
    ],
  ])('%s', (error, code, message) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error).toBeInstanceOf(Error);
  });

  it('every harness error ends a run with exit 3: they share one base', () => {
    for (const e of [
      new InvalidInputError('f', '', 'r', 'm'),
      new UsageError('u'),
      new MissingCaptureError('s', 'w'),
      new ReportInvalidError('d'),
      new MissingSecretError('f', '/p', 'V'),
      new LiveApiError('c', 'd'),
    ]) {
      expect(e).toBeInstanceOf(HarnessError);
    }
  });
});
