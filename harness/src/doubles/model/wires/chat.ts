import { SCHEMA_IDS } from '../../../../../generated/spec.ts';
import { created, sendJson, tokens, type Speaker, type SpeakerOptions, type ToolCall } from '../speaker.ts';
import { SseStream } from '../sse-stream.ts';
import { openAiErrorBody, openAiWire } from './responses.ts';
import { field, list, textsOf, type CallView, type Wire } from './wire.ts';

function view(body: unknown): CallView {
  const messages = list(field(body, 'messages'));
  const role = (m: unknown) => String(field(m, 'role'));
  const lastUser = [...messages].reverse().find((m) => role(m) === 'user');
  const trailingTools: unknown[] = [];
  for (const m of [...messages].reverse()) {
    if (role(m) !== 'tool') break;
    trailingTools.push(m);
  }
  return {
    model: String(field(body, 'model') ?? ''),
    stream: field(body, 'stream') === true,
    fresh: messages.length > 0 && role(messages[messages.length - 1]) === 'user',
    input: lastUser === undefined ? [] : textsOf(field(lastUser, 'content')),
    answers: trailingTools.flatMap((m) =>
      typeof field(m, 'tool_call_id') === 'string' ? [field(m, 'tool_call_id') as string] : [],
    ),
    conversation: messages
      .filter((m) => role(m) !== 'tool')
      .map((m) => ({ role: role(m), text: textsOf(field(m, 'content')).join('\n') })),
  };
}

/** Chat Completions: chunks ending in [DONE], or one chat.completion without stream. */
function speaker(options: SpeakerOptions, stream: boolean): Speaker {
  const id = `chatcmpl-${options.n}`;
  const stamp = created();
  let text: string | undefined;
  let call: ToolCall | undefined;
  const sse = stream ? new SseStream(options.res, options.broke, false) : undefined;
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    sse?.send(SCHEMA_IDS.ModelChatChunk, {
      id,
      object: 'chat.completion.chunk',
      created: stamp,
      model: options.model,
      choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    });
  const usage = () => {
    const out = tokens(text ?? '');
    return { prompt_tokens: 16, completion_tokens: out, total_tokens: 16 + out };
  };
  return {
    async begin() {
      await chunk({ role: 'assistant', content: '' });
    },
    async text(piece) {
      text = (text ?? '') + piece;
      await chunk({ content: piece });
    },
    async toolCall(c) {
      call = c;
      await chunk({
        tool_calls: [{ index: 0, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }],
      });
      await chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify(c.input) } }] });
    },
    async complete() {
      const finish = call ? 'tool_calls' : 'stop';
      if (!sse) {
        return sendJson(options, 200, SCHEMA_IDS.ModelChatCompletion, {
          id,
          object: 'chat.completion',
          created: stamp,
          model: options.model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: text ?? null,
                refusal: null,
                ...(call
                  ? {
                      tool_calls: [
                        {
                          id: call.id,
                          type: 'function',
                          function: { name: call.name, arguments: JSON.stringify(call.input) },
                        },
                      ],
                    }
                  : {}),
              },
              finish_reason: finish,
              logprobs: null,
            },
          ],
          usage: usage(),
        });
      }
      await chunk({}, finish);
      if (field(field(options.request, 'stream_options'), 'include_usage') === true)
        await sse.send(SCHEMA_IDS.ModelChatChunk, {
          id,
          object: 'chat.completion.chunk',
          created: stamp,
          model: options.model,
          choices: [],
          usage: usage(),
        });
      await sse.raw('[DONE]');
      sse.end();
    },
    async fail(error) {
      const body = openAiErrorBody(500, error.code, error.message);
      if (!sse) return sendJson(options, 500, SCHEMA_IDS.ModelErrorBody, body);
      await sse.send(SCHEMA_IDS.ModelErrorBody, body);
      sse.end();
    },
    drop() {
      options.res.socket?.destroy();
    },
  };
}

export const chatWire: Wire = {
  api: 'chat',
  requestSchema: SCHEMA_IDS.ModelChatRequest,
  view,
  speaker,
  ...openAiWire,
};
