import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { chatWire } from './pin.ts';

/** A part of a message's content: text, an image, or any other kind the API has. */
const ChatContent = Type.Union([
  Type.String(),
  Type.Null(),
  Type.Array(
    Type.Object({ type: Type.String({ description: 'text, image_url, input_audio, file, refusal, …' }) }),
  ),
]);

const ToolCall = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('function'),
    function: Type.Object(
      { name: Type.String(), arguments: Type.String({ description: 'JSON text.' }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const ModelChatRequest = defineSchema(
  'model/chat-request',
  Type.Object({
    model: Type.String({ minLength: 1 }),
    messages: Type.Array(
      Type.Object({
        role: Type.String({
          description:
            "system, developer, user, assistant or tool. The last message, a user's, is a new turn's input; a tool " +
            'message carries the output of a tool call (tool_call_id) and continues the turn that made it.',
        }),
        content: Type.Optional(ChatContent),
        tool_call_id: Type.Optional(Type.String()),
        tool_calls: Type.Optional(Type.Array(Type.Object({ id: Type.String() }))),
      }),
      { minItems: 1, description: 'The conversation so far, oldest first.' },
    ),
    stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    stream_options: Type.Optional(
      Type.Union([Type.Object({ include_usage: Type.Optional(Type.Boolean()) }), Type.Null()]),
    ),
    tools: Type.Optional(Type.Array(Type.Object({ type: Type.String() }))),
  }),
  {
    name: 'ModelChatRequest',
    title: 'POST /v1/chat/completions',
    description: chatWire(
      'A model call: answered with one chat.completion, or with `stream: true` as server-sent chunks ending in ' +
        '`data: [DONE]`. Fields the double does not read stay open.',
    ),
  },
);

const usage = Type.Object(
  {
    prompt_tokens: Type.Integer({ minimum: 0 }),
    completion_tokens: Type.Integer({ minimum: 0 }),
    total_tokens: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const FinishReason = Type.Union([Type.Literal('stop'), Type.Literal('tool_calls'), Type.Literal('length')]);

export const ModelChatCompletion = defineSchema(
  'model/chat-completion',
  Type.Object(
    {
      id: Type.String(),
      object: Type.Literal('chat.completion'),
      created: Type.Integer({ minimum: 0 }),
      model: Type.String(),
      choices: Type.Array(
        Type.Object(
          {
            index: Type.Integer({ minimum: 0 }),
            message: Type.Object(
              {
                role: Type.Literal('assistant'),
                content: Type.Union([Type.String(), Type.Null()]),
                refusal: Type.Null(),
                tool_calls: Type.Optional(Type.Array(ToolCall, { minItems: 1 })),
              },
              { additionalProperties: false },
            ),
            finish_reason: FinishReason,
            logprobs: Type.Null(),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 1 },
      ),
      usage,
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelChatCompletion',
    title: 'chat.completion',
    description: chatWire('The answer to a model call without stream: the whole message at once.'),
  },
);

export const ModelChatChunk = defineSchema(
  'model/chat-chunk',
  Type.Object(
    {
      id: Type.String(),
      object: Type.Literal('chat.completion.chunk'),
      created: Type.Integer({ minimum: 0 }),
      model: Type.String(),
      choices: Type.Array(
        Type.Object(
          {
            index: Type.Integer({ minimum: 0 }),
            delta: Type.Object(
              {
                role: Type.Optional(Type.Literal('assistant')),
                content: Type.Optional(Type.Union([Type.String(), Type.Null()])),
                tool_calls: Type.Optional(
                  Type.Array(
                    Type.Object(
                      {
                        index: Type.Integer({ minimum: 0 }),
                        id: Type.Optional(Type.String()),
                        type: Type.Optional(Type.Literal('function')),
                        function: Type.Object(
                          { name: Type.Optional(Type.String()), arguments: Type.String() },
                          { additionalProperties: false },
                        ),
                      },
                      { additionalProperties: false },
                    ),
                  ),
                ),
              },
              { additionalProperties: false },
            ),
            finish_reason: Type.Union([FinishReason, Type.Null()]),
            logprobs: Type.Null(),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'One choice; empty in the last chunk that carries usage (stream_options.include_usage).',
        },
      ),
      usage: Type.Optional(Type.Union([usage, Type.Null()])),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelChatChunk',
    title: 'chat.completion.chunk',
    description: chatWire(
      'One server-sent chunk of a streamed answer, as `data: <json>\\n\\n`: the role first, then text pieces ' +
        '(delta.content) or a tool call (its id and name, then its arguments), then finish_reason; the stream ' +
        'ends with `data: [DONE]`. A failure mid-stream is `data: {"error": …}` (model/error-body).',
    ),
  },
);
