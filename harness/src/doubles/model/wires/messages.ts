import { randomBytes } from 'node:crypto';
import { SCHEMA_IDS } from '../../../../../generated/spec.ts';
import { sendJson, tokens, type Speaker, type SpeakerOptions } from '../speaker.ts';
import { SseStream } from '../sse-stream.ts';
import { field, list, textsOf, type CallView, type Wire } from './wire.ts';

/** error.type by HTTP status, as the Messages API names them. */
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

const MESSAGES: Record<string, string> = {
  authentication_error: 'invalid x-api-key',
  rate_limit_error: 'Number of request tokens has exceeded your per-minute rate limit.',
  api_error: 'Internal server error',
  overloaded_error: 'Overloaded',
};

/** Status of a failure by its error.type, for an answer that cannot fail mid-stream (no stream). */
const STATUS_OF = Object.fromEntries(Object.entries(ERROR_TYPES).map(([s, t]) => [t, Number(s)]));

/** Claude Code puts context for the model in user messages; it is not what the user wrote. */
const REMINDER = /^\s*<system-reminder>/;

function view(body: unknown): CallView {
  const messages = list(field(body, 'messages'));
  const role = (m: unknown) => String(field(m, 'role'));
  const blocks = (m: unknown) => {
    const content = field(m, 'content');
    return typeof content === 'string' ? [{ type: 'text', text: content }] : list(content);
  };
  const texts = (m: unknown) => textsOf(field(m, 'content')).filter((t) => !REMINDER.test(t));
  const last = messages[messages.length - 1];
  const lastBlocks = last === undefined ? [] : blocks(last);
  const results = lastBlocks.filter((b) => field(b, 'type') === 'tool_result');
  const lastUser = [...messages]
    .reverse()
    .find((m) => role(m) === 'user' && blocks(m).some((b) => field(b, 'type') === 'text'));
  return {
    model: String(field(body, 'model') ?? ''),
    stream: field(body, 'stream') === true,
    fresh: last !== undefined && role(last) === 'user' && results.length === 0,
    input: lastUser === undefined ? [] : texts(lastUser),
    answers: results.flatMap((b) =>
      typeof field(b, 'tool_use_id') === 'string' ? [field(b, 'tool_use_id') as string] : [],
    ),
    conversation: messages
      .filter((m) => role(m) === 'user' || role(m) === 'assistant')
      .map((m) => ({ role: role(m), text: texts(m).join('\n') })),
  };
}

function errorBody(type: string, message: string | undefined) {
  return {
    type: 'error',
    error: { type, message: message ?? MESSAGES[type] ?? type },
    request_id: `req_larkspur${randomBytes(8).toString('hex')}`,
  };
}

/** The Messages API: message_start … message_stop (or an error event), or one message without stream. */
function speaker(options: SpeakerOptions, stream: boolean): Speaker {
  const id = `msg_larkspur${options.n}`;
  const content: Array<Record<string, unknown>> = [];
  let text: string | undefined;
  let stop: 'end_turn' | 'tool_use' = 'end_turn';
  const sse = stream ? new SseStream(options.res, options.broke, true) : undefined;
  const send = async (schema: string, event: Record<string, unknown>) => {
    await sse?.send(schema, event);
  };
  const usage = () => ({ input_tokens: 16, output_tokens: Math.max(1, tokens(text ?? '')) });
  const closeText = async () => {
    if (text === undefined || content.length > 0) return;
    content.push({ type: 'text', text });
    await send(SCHEMA_IDS.ModelContentBlockStopEvent, { type: 'content_block_stop', index: 0 });
  };
  return {
    async begin() {
      await send(SCHEMA_IDS.ModelMessageStartEvent, {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model: options.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 16, output_tokens: 1 },
        },
      });
    },
    async text(piece) {
      if (text === undefined) {
        text = '';
        await send(SCHEMA_IDS.ModelContentBlockStartEvent, {
          type: 'content_block_start',
          index: 0,
          content_block: { type: 'text', text: '' },
        });
      }
      text += piece;
      await send(SCHEMA_IDS.ModelContentBlockDeltaEvent, {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: piece },
      });
    },
    async toolCall(call) {
      await closeText();
      stop = 'tool_use';
      const index = content.length;
      content.push({ type: 'tool_use', id: call.id, name: call.name, input: call.input });
      await send(SCHEMA_IDS.ModelContentBlockStartEvent, {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
      });
      await send(SCHEMA_IDS.ModelContentBlockDeltaEvent, {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input) },
      });
      await send(SCHEMA_IDS.ModelContentBlockStopEvent, { type: 'content_block_stop', index });
    },
    async complete() {
      await closeText();
      if (!sse) {
        return sendJson(options, 200, SCHEMA_IDS.ModelMessage, {
          id,
          type: 'message',
          role: 'assistant',
          model: options.model,
          content,
          stop_reason: stop,
          stop_sequence: null,
          usage: usage(),
        });
      }
      await send(SCHEMA_IDS.ModelMessageDeltaEvent, {
        type: 'message_delta',
        delta: { stop_reason: stop, stop_sequence: null },
        usage: { output_tokens: usage().output_tokens },
      });
      await send(SCHEMA_IDS.ModelMessageStopEvent, { type: 'message_stop' });
      sse.end();
    },
    async fail(error) {
      if (!sse) {
        const body = errorBody(error.code, error.message);
        return sendJson(options, STATUS_OF[error.code] ?? 500, SCHEMA_IDS.ModelAnthropicErrorBody, body, {
          'request-id': body.request_id,
        });
      }
      await send(SCHEMA_IDS.ModelMessagesErrorEvent, {
        type: 'error',
        error: { type: error.code, message: error.message },
      });
      sse.end();
    },
    drop() {
      options.res.socket?.destroy();
    },
  };
}

export const messagesWire: Wire = {
  api: 'messages',
  requestSchema: SCHEMA_IDS.ModelMessagesRequest,
  view,
  speaker,
  error(options, status, code, message) {
    const body = errorBody(code ?? ERROR_TYPES[status] ?? 'api_error', message);
    sendJson(options, status, SCHEMA_IDS.ModelAnthropicErrorBody, body, { 'request-id': body.request_id });
  },
  toolCall(n, call) {
    return {
      id: `toolu_larkspur${n}`,
      name: call.name ?? 'Bash',
      input: call.input ?? {
        command: call.command,
        ...(call.justification ? { description: call.justification } : {}),
      },
    };
  },
};
