// The runtime both sides may import: plumbing that reference/, harness/ and bench/ each need, written once.
// It imports nothing of the project (test/import-rules.test.ts). Any export added here is shared surface.
export { wallClock, monotonicClock, type Clock } from './time/clock.ts';
export {
  sleep,
  systemTimers,
  waitAtMost,
  type TimerHandle,
  type TimerOptions,
  type Timers,
} from './time/timers.ts';
export { ManualTime } from './time/manual-time.ts';
export { LineChannel, MAX_LINE_BYTES } from './json-rpc/line-channel.ts';
export {
  isRequestId,
  readMessage,
  type JsonRpcObject,
  type ReadMessage,
  type RequestId,
  type WireError,
} from './json-rpc/message.ts';
export {
  JsonRpcPeer,
  INTERNAL_ERROR,
  METHOD_NOT_FOUND,
  type JsonRpcHandlers,
  type Reply,
  type RequestOptions,
} from './json-rpc/json-rpc-peer.ts';
export {
  JsonRpcError,
  JsonRpcClosedError,
  JsonRpcInvalidResponseError,
  JsonRpcRemoteError,
  JsonRpcTimeoutError,
} from './json-rpc/errors.ts';
export {
  ProcessGroup,
  spawnGroup,
  type GroupExit,
  type KillOptions,
  type SpawnGroupOptions,
} from './process/process-group.ts';
export { killGroup } from './process/live-groups.ts';
export { backoffMs, type BackoffOptions } from './retry/backoff.ts';
export { RetryPolicy, type RetryPolicyOptions, type RetryRun } from './retry/retry-policy.ts';
export { RetryStoppedError } from './retry/errors.ts';
