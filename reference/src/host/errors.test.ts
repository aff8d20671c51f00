import { describe, expect, it } from 'vitest';
import {
  HostConnectionLostError,
  HostDriverError,
  HostNotReadyError,
  HostProtocolError,
  HostRequestError,
  HostStartError,
  HostTimeoutError,
  ModelProviderMismatchError,
  SteerRejectedError,
  ThreadNotFoundError,
} from './errors.ts';

describe('host driver errors', () => {
  it.each<[HostDriverError, string, string]>([
    [new HostNotReadyError(), 'HOST_NOT_READY', 'the host is not running'],
    [
      new HostConnectionLostError('turn/start'),
      'HOST_CONNECTION_LOST',
      'the host went away before answering turn/start; its outcome is unknown',
    ],
    [
      new HostStartError('codex app-server', 'it ended before it answered', 'codex: not found'),
      'HOST_START_FAILED',
      "the host command 'codex app-server' did not start and answer initialize (it ended before it answered; it said: codex: not found)",
    ],
    [
      new HostTimeoutError('turn/interrupt', 100),
      'HOST_TIMEOUT',
      'the host did not answer turn/interrupt within 100 ms',
    ],
    [
      new HostRequestError('thread/resume', -32600, 'no rollout found for thread id x'),
      'HOST_REQUEST_FAILED',
      'thread/resume failed (-32600): no rollout found for thread id x',
    ],
    [
      new HostProtocolError('thread/read', '/result must have required property thread'),
      'HOST_PROTOCOL',
      "the host's answer to thread/read breaks the host protocol: /result must have required property thread",
    ],
    [new ThreadNotFoundError('thr_1'), 'HOST_THREAD_NOT_FOUND', 'the host has no thread thr_1'],
    [
      new ModelProviderMismatchError('openai', 'azure', 'thr_1'),
      'HOST_MODEL_PROVIDER_MISMATCH',
      'the host runs on model provider azure, not openai',
    ],
    [
      new SteerRejectedError('active_turn_not_steerable'),
      'HOST_STEER_REJECTED',
      'the host refused to steer the turn (active_turn_not_steerable)',
    ],
  ])('%s', (error, code, message) => {
    expect(error).toBeInstanceOf(HostDriverError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.name).toBe(error.constructor.name);
  });
});
