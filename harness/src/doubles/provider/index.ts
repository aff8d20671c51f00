/**
 * The provider double: a fake Lark Open Platform for conformance runs. Any export added here becomes
 * public API of the harness; named exports only.
 */
export {
  ProviderDouble,
  DEFAULT_ACK_DEADLINE_MS,
  DEFAULT_CLIENT_CONFIG,
  DEFAULT_REDELIVERY_SCHEDULE_MS,
  type ProviderDoubleOptions,
} from './double.ts';
export type { InjectMessage, Injected } from './inbound-message.ts';
export { ProviderRecorder, type ProviderRecord, type RecordListener } from './recorder.ts';
export type { StoredMessage } from './store.ts';
export {
  ProviderDoubleError,
  BadInjectionError,
  BadOptionError,
  DoubleAlreadyStartedError,
  DoubleNotStartedError,
  UnknownEventError,
} from './errors.ts';
export { LARK, WS_DISCOVERY, type LarkCode } from './lark-codes.ts';
