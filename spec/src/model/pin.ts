/** The Claude Code release claude-code mode runs, and the Messages wire was observed with. */
export const CLAUDE_CODE_PIN = '@anthropic-ai/claude-code 2.1.332';

/**
 * The wire of the model double is the part of three model APIs that the pinned agents and the official SDKs use:
 * the OpenAI Responses API as Codex uses it when a custom model provider points it at one
 * (`wire_api = "responses"`, observed with @openai/codex 0.171.0), the OpenAI Chat Completions API and the
 * Anthropic Messages API (observed with @anthropic-ai/claude-code 2.1.332, and checked against the official
 * `openai` and `@anthropic-ai/sdk` clients).
 */
export function observed(description: string): string {
  return `${description} The OpenAI Responses API as @openai/codex 0.171.0 uses it.`;
}

/** A schema of the OpenAI Chat Completions wire. */
export function chatWire(description: string): string {
  return `${description} The OpenAI Chat Completions API as the official openai client uses it.`;
}

/** A schema of the Anthropic Messages wire. */
export function messagesWire(description: string): string {
  return `${description} The Anthropic Messages API as ${CLAUDE_CODE_PIN} and the official @anthropic-ai/sdk client use it.`;
}
