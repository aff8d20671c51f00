// Public surface of the model double: any export added here is used by the harness. Named exports only.
export { ModelDouble, type ModelCall, type ModelDoubleOptions } from './model-double.ts';
export type { CallFacts, CallSlot } from './turn-book.ts';
export type { Answered } from './respond.ts';
export { ModelRecorder } from './recorder.ts';
export { modelApiEnv, MODEL_DOUBLE_KEY } from './api-env.ts';
export { codexConfigToml, MODEL_API_KEY_ENV, type CodexConfig } from './codex-config.ts';
export { ModelDoubleError, ModelScriptInvalidError, ModelUsageError } from './errors.ts';
