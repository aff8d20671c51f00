import Type, { type TProperties } from 'typebox';
import { defineSchema } from '../define.ts';
import { messagesWire } from './pin.ts';

/** A content block of a request message: text, tool_use, tool_result, image, or any other kind. Open. */
const RequestBlock = Type.Object({
  type: Type.String({ description: 'text, image, tool_use, tool_result, thinking, document, …' }),
});

const Messages = Type.Array(
  Type.Object({
    role: Type.String({
      description:
        'user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of ' +
        'tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked.',
    }),
    content: Type.Union([Type.String(), Type.Array(RequestBlock)]),
  }),
  { minItems: 1, description: 'The conversation so far, oldest first.' },
);

export const ModelMessagesRequest = defineSchema(
  'model/messages-request',
  Type.Object({
    model: Type.String({ minLength: 1 }),
    max_tokens: Type.Integer({ minimum: 1 }),
    messages: Messages,
    system: Type.Optional(Type.Union([Type.String(), Type.Array(RequestBlock)])),
    stream: Type.Optional(Type.Boolean()),
    tools: Type.Optional(Type.Array(Type.Object({ name: Type.Optional(Type.String()) }))),
    metadata: Type.Optional(Type.Object({ user_id: Type.Optional(Type.String()) })),
  }),
  {
    name: 'ModelMessagesRequest',
    title: 'POST /v1/messages',
    description: messagesWire(
      'A model call: answered with one message, or with `stream: true` as server-sent events. Claude Code sends ' +
        'it to /v1/messages?beta=true with the headers x-api-key, anthropic-version and x-claude-code-session-id ' +
        '(its session), and x-stainless-retry-count (0, or the how-manyth retry). Fields the double does not read ' +
        'stay open.',
    ),
  },
);

export const ModelCountTokensRequest = defineSchema(
  'model/count-tokens-request',
  Type.Object({ model: Type.String({ minLength: 1 }), messages: Messages }),
  {
    name: 'ModelCountTokensRequest',
    title: 'POST /v1/messages/count_tokens',
    description: messagesWire('How many input tokens a request would take; no model runs.'),
  },
);

export const ModelCountTokens = defineSchema(
  'model/count-tokens',
  Type.Object({ input_tokens: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  {
    name: 'ModelCountTokens',
    title: 'count_tokens answer',
    description: messagesWire('The answer to POST /v1/messages/count_tokens.'),
  },
);

const ContentBlock = Type.Union([
  Type.Object({ type: Type.Literal('text'), text: Type.String() }, { additionalProperties: false }),
  Type.Object(
    {
      type: Type.Literal('tool_use'),
      id: Type.String({ pattern: '^toolu_' }),
      name: Type.String(),
      input: Type.Record(Type.String(), Type.Unknown()),
    },
    { additionalProperties: false },
  ),
]);

const StopReason = Type.Union([
  Type.Literal('end_turn'),
  Type.Literal('tool_use'),
  Type.Literal('max_tokens'),
  Type.Literal('stop_sequence'),
]);

const usage = Type.Object(
  { input_tokens: Type.Integer({ minimum: 0 }), output_tokens: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

const message = (content: typeof ContentBlock | ReturnType<typeof Type.Never>, stop: boolean) =>
  Type.Object(
    {
      id: Type.String({ pattern: '^msg_' }),
      type: Type.Literal('message'),
      role: Type.Literal('assistant'),
      model: Type.String(),
      content: Type.Array(content),
      stop_reason: stop ? StopReason : Type.Null(),
      stop_sequence: Type.Null(),
      usage,
    },
    { additionalProperties: false },
  );

export const ModelMessage = defineSchema('model/message', message(ContentBlock, true), {
  name: 'ModelMessage',
  title: 'message',
  description: messagesWire(
    'The answer to a model call without stream: text and tool_use blocks, and why it stopped.',
  ),
});

/** Every event travels as `event: <type>\ndata: <this JSON>\n\n`; the JSON names its own type too. */
function event(path: string, type: string, name: string, description: string, props: TProperties) {
  return defineSchema(
    `model/${path}`,
    Type.Object({ type: Type.Literal(type), ...props }, { additionalProperties: false }),
    { name, title: type, description: messagesWire(description) },
  );
}

export const ModelMessageStart = event(
  'message-start-event',
  'message_start',
  'ModelMessageStartEvent',
  'The first event of a stream: the message with no content yet.',
  { message: message(Type.Never(), false) },
);

export const ModelContentBlockStart = event(
  'content-block-start-event',
  'content_block_start',
  'ModelContentBlockStartEvent',
  'A content block begins: text (empty so far) or a tool_use (its input follows as JSON pieces).',
  {
    index: Type.Integer({ minimum: 0 }),
    content_block: Type.Union([
      Type.Object({ type: Type.Literal('text'), text: Type.Literal('') }, { additionalProperties: false }),
      Type.Object(
        {
          type: Type.Literal('tool_use'),
          id: Type.String({ pattern: '^toolu_' }),
          name: Type.String(),
          input: Type.Object({}, { additionalProperties: false }),
        },
        { additionalProperties: false },
      ),
    ]),
  },
);

export const ModelContentBlockDelta = event(
  'content-block-delta-event',
  'content_block_delta',
  'ModelContentBlockDeltaEvent',
  'A piece of a content block: text (text_delta), or of a tool_use input as JSON text (input_json_delta).',
  {
    index: Type.Integer({ minimum: 0 }),
    delta: Type.Union([
      Type.Object({ type: Type.Literal('text_delta'), text: Type.String() }, { additionalProperties: false }),
      Type.Object(
        { type: Type.Literal('input_json_delta'), partial_json: Type.String() },
        { additionalProperties: false },
      ),
    ]),
  },
);

export const ModelContentBlockStop = event(
  'content-block-stop-event',
  'content_block_stop',
  'ModelContentBlockStopEvent',
  'A content block is complete.',
  { index: Type.Integer({ minimum: 0 }) },
);

export const ModelMessageDelta = event(
  'message-delta-event',
  'message_delta',
  'ModelMessageDeltaEvent',
  'Why the message stopped (end_turn, or tool_use: the client runs the tool and calls again with its result), and its output tokens.',
  {
    delta: Type.Object(
      { stop_reason: StopReason, stop_sequence: Type.Null() },
      { additionalProperties: false },
    ),
    usage: Type.Object({ output_tokens: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  },
);

export const ModelMessageStop = event(
  'message-stop-event',
  'message_stop',
  'ModelMessageStopEvent',
  'The last event of a stream that ended well.',
  {},
);

const ErrorObject = Type.Object(
  {
    type: Type.String({
      description:
        'invalid_request_error (400), authentication_error (401), permission_error (403), not_found_error (404), ' +
        'request_too_large (413), rate_limit_error (429), api_error (500), overloaded_error (529).',
    }),
    message: Type.String(),
  },
  { additionalProperties: false },
);

export const ModelMessagesErrorEvent = event(
  'messages-error-event',
  'error',
  'ModelMessagesErrorEvent',
  'A failure after the stream began (overloaded_error is the common one); the stream ends with it.',
  { error: ErrorObject },
);

export const ModelAnthropicErrorBody = defineSchema(
  'model/anthropic-error-body',
  Type.Object(
    {
      type: Type.Literal('error'),
      error: ErrorObject,
      request_id: Type.String(),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelAnthropicErrorBody',
    title: 'An HTTP error of the Messages API',
    description: messagesWire(
      'The JSON body of an HTTP error answer, with the request-id header. The official client raises ' +
        'RateLimitError for 429, AuthenticationError for 401 and InternalServerError for 500 and 529 (and retries ' +
        'those three unless told not to); Claude Code retries 429, 500 and 529 itself.',
    ),
  },
);
