// Public surface of the model double: any export added here is used by the harness. Named exports only.
export { ModelDouble, type ModelDoubleOptions } from './model-double.ts';
export { ModelRecorder } from './recorder.ts';
export { codexConfigToml, MODEL_API_KEY_ENV, type CodexConfig } from './codex-config.ts';
export { ModelDoubleError, ModelScriptInvalidError, ModelUsageError } from './errors.ts';
