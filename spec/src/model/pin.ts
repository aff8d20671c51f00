/**
 * The wire of the model double is the part of the OpenAI Responses API that Codex uses when a custom model
 * provider points it at one (`wire_api = "responses"`), as observed with @openai/codex 0.171.0: a POST of
 * /v1/responses answered with a server-sent event stream, or with an HTTP error and the OpenAI error body.
 */
export function observed(description: string): string {
  return `${description} The OpenAI Responses API as @openai/codex 0.171.0 uses it.`;
}
