import { SCHEMA_IDS } from '../../../../../generated/spec.ts';
import { created, sendJson, tokens, type Speaker, type SpeakerOptions } from '../speaker.ts';
import { SseStream } from '../sse-stream.ts';
import { execCommandInput, field, list, textsOf, type CallView, type Wire } from './wire.ts';

const HTTP_MESSAGES: Record<number, string> = {
  401: 'Incorrect API key provided.',
  429: 'Rate limit reached for requests.',
  500: 'The server had an error while processing your request.',
};

/** The OpenAI error body of an HTTP error answer (model/error-body), on both OpenAI wires. */
export function openAiErrorBody(status: number, code?: string, message?: string) {
  return {
    error: {
      message: message ?? HTTP_MESSAGES[status] ?? `HTTP ${status} from the model double`,
      type: 'larkspur_model_double',
      param: null,
      code: code ?? null,
    },
  };
}

const userTexts = (item: unknown): string[] | undefined =>
  field(item, 'type') === 'message' && field(item, 'role') === 'user'
    ? textsOf(field(item, 'content'), ['input_text'])
    : undefined;

function view(body: unknown): CallView {
  const given = field(body, 'input');
  const input =
    typeof given === 'string'
      ? [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: given }] }]
      : list(given);
  const last = [...input]
    .reverse()
    .map(userTexts)
    .find((texts) => texts !== undefined);
  return {
    model: String(field(body, 'model') ?? ''),
    stream: field(body, 'stream') === true,
    fresh: userTexts(input[input.length - 1]) !== undefined,
    input: last ?? [],
    answers: input.flatMap((item) =>
      field(item, 'type') === 'function_call_output' && typeof field(item, 'call_id') === 'string'
        ? [field(item, 'call_id') as string]
        : [],
    ),
    conversation: input.flatMap((item) =>
      field(item, 'type') === 'message'
        ? [
            {
              role: String(field(item, 'role')),
              text: textsOf(field(item, 'content'), ['input_text', 'output_text']).join('\n'),
            },
          ]
        : [],
    ),
  };
}

/** The Responses API: the events Codex 0.171.0 reads, or one response object without stream. */
function speaker(options: SpeakerOptions, stream: boolean): Speaker {
  const id = `resp_${options.n}`;
  const messageId = `msg_${options.n}`;
  const output: Array<Record<string, unknown>> = [];
  let text: string | undefined;
  const sse = stream ? new SseStream(options.res, options.broke, true) : undefined;
  const send = async (schema: string, event: Record<string, unknown>) => {
    await sse?.send(schema, event);
  };
  const message = () => ({
    type: 'message',
    id: messageId,
    role: 'assistant',
    content: [{ type: 'output_text', text: text ?? '' }],
  });
  const closeMessage = async () => {
    if (text === undefined) return;
    output.push(message());
    await send(SCHEMA_IDS.ModelOutputItemDoneEvent, {
      type: 'response.output_item.done',
      output_index: 0,
      item: message(),
    });
  };
  const usage = () => {
    const out = tokens(text ?? '');
    return { input_tokens: 16, output_tokens: out, total_tokens: 16 + out };
  };
  let closed = false;
  const whole = (status: 'completed' | 'failed', error: { code: string; message: string } | null) => ({
    id,
    object: 'response',
    created_at: created(),
    status,
    model: options.model,
    output,
    error,
    usage: usage(),
  });
  return {
    async begin() {
      await send(SCHEMA_IDS.ModelResponseCreatedEvent, { type: 'response.created', response: { id } });
    },
    async text(piece) {
      if (text === undefined) {
        text = '';
        await send(SCHEMA_IDS.ModelOutputItemAddedEvent, {
          type: 'response.output_item.added',
          output_index: 0,
          item: { type: 'message', id: messageId, role: 'assistant', content: [] },
        });
      }
      text += piece;
      await send(SCHEMA_IDS.ModelOutputTextDeltaEvent, {
        type: 'response.output_text.delta',
        item_id: messageId,
        output_index: 0,
        content_index: 0,
        delta: piece,
      });
    },
    async toolCall(call) {
      await closeMessage();
      closed = true;
      const item = {
        type: 'function_call',
        id: `fc_${options.n}`,
        call_id: call.id,
        name: call.name,
        arguments: JSON.stringify(call.input),
      };
      output.push(item);
      const index = output.length - 1;
      await send(SCHEMA_IDS.ModelOutputItemAddedEvent, {
        type: 'response.output_item.added',
        output_index: index,
        item,
      });
      await send(SCHEMA_IDS.ModelOutputItemDoneEvent, {
        type: 'response.output_item.done',
        output_index: index,
        item,
      });
    },
    async complete() {
      if (!closed) await closeMessage();
      if (!sse) return sendJson(options, 200, SCHEMA_IDS.ModelResponse, whole('completed', null));
      await send(SCHEMA_IDS.ModelResponseCompletedEvent, {
        type: 'response.completed',
        response: { id, usage: usage() },
      });
      sse.end();
    },
    async fail(error) {
      if (!sse) return sendJson(options, 200, SCHEMA_IDS.ModelResponse, whole('failed', error));
      await send(SCHEMA_IDS.ModelResponseFailedEvent, { type: 'response.failed', response: { id, error } });
      sse.end();
    },
    drop() {
      options.res.socket?.destroy();
    },
  };
}

/** What both OpenAI wires share: the error body, and exec_command as the default tool. */
export const openAiWire: Pick<Wire, 'error' | 'toolCall'> = {
  error(options, status, code, message) {
    sendJson(options, status, SCHEMA_IDS.ModelErrorBody, openAiErrorBody(status, code, message));
  },
  toolCall(n, call) {
    return { id: `call_${n}`, name: call.name ?? 'exec_command', input: execCommandInput(call) };
  },
};

export const responsesWire: Wire = {
  api: 'responses',
  requestSchema: SCHEMA_IDS.ModelResponsesRequest,
  view,
  speaker,
  ...openAiWire,
};
