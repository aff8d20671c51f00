import type { ModelResponseScript } from '../../../../../generated/types/index.ts';
import type { Speaker, SpeakerOptions, ToolCall } from '../speaker.ts';

export type WireApi = 'responses' | 'chat' | 'messages';

/** What the double reads of a model call, on any wire. */
export interface CallView {
  model: string;
  stream: boolean;
  /** The request ends with a user's new input: a turn begins here, not a retry or a tool's result. */
  fresh: boolean;
  /** The text parts of the last user message: a turn's input, and what the echo says. */
  input: string[];
  /** The ids of the tool calls whose results the request carries (in its last messages). */
  answers: string[];
  /** The conversation as role and text, oldest first: how a call is found to continue an earlier one. */
  conversation: Array<{ role: string; text: string }>;
}

export type ScriptedToolCall = Extract<
  NonNullable<ModelResponseScript['output']>[number],
  { toolCall: unknown }
>['toolCall'];

/** One model API the double speaks. */
export interface Wire {
  readonly api: WireApi;
  /** The $id of the schema of its request. */
  readonly requestSchema: string;
  view(body: unknown): CallView;
  speaker(options: SpeakerOptions, stream: boolean): Speaker;
  /** Answers with an HTTP error in this API's error body. */
  error(
    options: Pick<SpeakerOptions, 'res' | 'broke'>,
    status: number,
    code?: string,
    message?: string,
  ): void;
  /** The tool call a script asks for, with this wire's default tool. */
  toolCall(n: number, call: ScriptedToolCall): ToolCall;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const field = (value: unknown, key: string): unknown => asObject(value)[key];

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The text of a content value: a string, or the text of its text parts. */
export function textsOf(content: unknown, types: readonly string[] = ['text']): string[] {
  if (typeof content === 'string') return [content];
  return list(content).flatMap((part) =>
    types.includes(String(field(part, 'type'))) && typeof field(part, 'text') === 'string'
      ? [field(part, 'text') as string]
      : [],
  );
}

/** exec_command's arguments, as Codex reads them. */
export function execCommandInput(call: ScriptedToolCall): Record<string, unknown> {
  return (
    call.input ?? {
      cmd: call.command,
      ...(call.escalate ? { sandbox_permissions: 'require_escalated' } : {}),
      ...(call.justification ? { justification: call.justification } : {}),
    }
  );
}
