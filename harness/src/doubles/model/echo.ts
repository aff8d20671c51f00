import type { ModelResponseScript, ModelResponsesRequest } from '../../../../generated/types/index.ts';

type Item = ModelResponsesRequest['input'][number];

function userTexts(item: Item | undefined): string[] | undefined {
  if (!item || item.type !== 'message' || !('role' in item) || item.role !== 'user') return undefined;
  return item.content.flatMap((part) => (part.type === 'input_text' && 'text' in part ? [part.text] : []));
}

/**
 * The answer of a call no script covers: the text of the request's last user message, as one delta — the
 * model double's echo, like the host double's.
 */
export function echoResponse(body: unknown): ModelResponseScript {
  const input = (body as Partial<ModelResponsesRequest> | undefined)?.input ?? [];
  const last =
    [...input]
      .reverse()
      .map(userTexts)
      .find((texts) => texts !== undefined) ?? [];
  return { output: [last.join('\n')] };
}

/** Whether the request's input ends with a user message: a fresh turn, not a retry or a tool result. */
export function endsWithUserMessage(body: unknown): boolean {
  const input = (body as Partial<ModelResponsesRequest> | undefined)?.input ?? [];
  return userTexts(input[input.length - 1]) !== undefined;
}
