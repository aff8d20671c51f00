/** The API key every variable of the model double carries: it takes any. */
export const MODEL_DOUBLE_KEY = 'larkspur-model-double';

/** The variables the official SDKs (and Claude Code) read, pointing at a model double. */
export function modelApiEnv(double: { baseUrl: string; origin: string }) {
  return {
    OPENAI_BASE_URL: double.baseUrl,
    OPENAI_API_KEY: MODEL_DOUBLE_KEY,
    ANTHROPIC_BASE_URL: double.origin,
    ANTHROPIC_API_KEY: MODEL_DOUBLE_KEY,
  };
}
