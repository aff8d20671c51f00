// Public surface of the host double: any export added here is used by the harness runner. Named exports only.
export { HostDouble, type HostDoubleOptions } from './host-double.ts';
export {
  HostRecorder,
  type HostRecord,
  type RpcRecord,
  type CallRecord,
  type ConnectionRecord,
  type ViolationRecord,
  type TurnRecord,
  type AnswerRecord,
  type FileRecord,
} from './recorder.ts';
export { readHostScript } from './script-file.ts';
export type { LoggedTurn } from './turn-log.ts';
export { echoDeltas } from './echo.ts';
export { HostDoubleError, HostScriptInvalidError, HostUsageError, ShimConnectError } from './errors.ts';
