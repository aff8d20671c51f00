/**
 * The provider double: a fake Lark Open Platform for conformance runs. Any export added here becomes
 * public API of the harness; named exports only.
 */
export {
  ProviderDouble,
  DEFAULT_ACK_DEADLINE_MS,
  DEFAULT_CLIENT_CONFIG,
  DEFAULT_REDELIVERY_SCHEDULE_MS,
  DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS,
  type ProviderDoubleOptions,
  type WebhookTarget,
} from './double.ts';
export type { InjectMessage, Injected } from './inbound-message.ts';
export type { CardAction } from './card-action.ts';
export type { HttpFault, PushFault } from './fault-book.ts';
export { ProviderRecorder, type ProviderRecord, type NewRecord, type RecordListener } from './recorder.ts';
export type { StoredMessage } from './store.ts';
export {
  ProviderDoubleError,
  BadInjectionError,
  BadOptionError,
  DoubleAlreadyStartedError,
  DoubleNotStartedError,
  UnknownEventError,
  UsageError,
} from './errors.ts';
export { LARK, NO_LARK_CODE, WS_DISCOVERY, type LarkCode } from './lark-codes.ts';
export { visibleText, type VisibleText } from './visible-text.ts';
