// Public surface of the host driver, used by the reference server core. Named exports only.
export { HostDriver, type HostDriverOptions, type UserInput } from './host-driver.ts';
export type { TurnHandlers } from './turn-tracker.ts';
export { spawnHost, type SpawnHost, type HostProcess } from './host-process.ts';
export { classifyHostError, errorMessage } from './error-class.ts';
export {
  HostDriverError,
  HostNotReadyError,
  HostConnectionLostError,
  HostTimeoutError,
  HostRequestError,
  HostStartError,
  HostProtocolError,
  ThreadNotFoundError,
  ModelProviderMismatchError,
  SteerRejectedError,
} from './errors.ts';
