export interface CodexConfig {
  /** The model double's base URL: http://127.0.0.1:PORT/v1. */
  baseUrl: string;
  /** The model provider id threads run on; what thread/start reads back as modelProvider. */
  providerId: string;
  model: string;
  /** How many times Codex may retry a dropped stream within a turn. */
  streamMaxRetries: number;
}

/** The variable Codex reads the model provider's API key from; the model double takes any value. */
export const MODEL_API_KEY_ENV = 'LARKSPUR_MODEL_API_KEY';

const quote = (value: string) => JSON.stringify(value);

/**
 * A config.toml for a CODEX_HOME of its own that points Codex 0.171.0 at the model double: a custom model
 * provider on the Responses wire, no login, no retries of a refused request, no websockets, no analytics,
 * no feedback. `approval_policy = "untrusted"` is refused in this file by 0.171.0; an implementation asks
 * for it per thread instead.
 */
export function codexConfigToml(config: CodexConfig): string {
  return [
    `model = ${quote(config.model)}`,
    `model_provider = ${quote(config.providerId)}`,
    'approval_policy = "never"',
    'sandbox_mode = "read-only"',
    '',
    `[model_providers.${quote(config.providerId)}]`,
    'name = "Larkspur model double"',
    `base_url = ${quote(config.baseUrl)}`,
    'wire_api = "responses"',
    `env_key = ${quote(MODEL_API_KEY_ENV)}`,
    'request_max_retries = 0',
    `stream_max_retries = ${config.streamMaxRetries}`,
    'supports_websockets = false',
    '',
    '[analytics]',
    'enabled = false',
    '',
    '[feedback]',
    'enabled = false',
    '',
  ].join('\n');
}
