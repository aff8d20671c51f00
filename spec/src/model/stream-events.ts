import Type, { type TProperties } from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { observed } from './pin.ts';

/** Every event travels as `event: <type>\ndata: <this JSON>\n\n`; the JSON names its own type too. */
function event(path: string, type: string, name: string, description: string, props: TProperties) {
  return defineSchema(`model/${path}`, Type.Object({ type: Type.Literal(type), ...props }), {
    name,
    title: type,
    description: observed(description),
  });
}

export const ModelOutputItem = defineSchema(
  'model/output-item',
  Type.Union([
    Type.Object(
      {
        type: Type.Literal('message'),
        id: Type.String(),
        role: Type.Literal('assistant'),
        content: Type.Array(Type.Object({ type: Type.Literal('output_text'), text: Type.String() })),
      },
      { description: 'Text for the user: Codex turns it into an agentMessage item.' },
    ),
    Type.Object(
      {
        type: Type.Literal('function_call'),
        id: Type.String(),
        call_id: Type.String(),
        name: Type.String({
          description:
            'exec_command runs a shell command; Codex asks for approval first when its policy says so.',
        }),
        arguments: Type.String({
          description: 'JSON: for exec_command {cmd, sandbox_permissions?, justification?}.',
        }),
      },
      {
        description:
          'A tool call: Codex runs it (or asks for approval), then calls the model again with its output.',
      },
    ),
  ]),
  {
    name: 'ModelOutputItem',
    title: 'Output item',
    description: observed("One item of the model's output."),
  },
);

const usage = Type.Object({
  input_tokens: Type.Integer({ minimum: 0 }),
  output_tokens: Type.Integer({ minimum: 0 }),
  total_tokens: Type.Integer({ minimum: 0 }),
});

export const ModelResponseCreated = event(
  'response-created-event',
  'response.created',
  'ModelResponseCreatedEvent',
  'The first event of every stream.',
  {
    response: Type.Object({ id: Type.String() }),
  },
);

export const ModelOutputItemAdded = event(
  'output-item-added-event',
  'response.output_item.added',
  'ModelOutputItemAddedEvent',
  'An output item begins (a message with no content yet, or a tool call).',
  { output_index: Type.Integer({ minimum: 0 }), item: ref('model/output-item') },
);

export const ModelOutputTextDelta = event(
  'output-text-delta-event',
  'response.output_text.delta',
  'ModelOutputTextDeltaEvent',
  'A piece of the text of a message item: Codex sends it on as item/agentMessage/delta.',
  {
    item_id: Type.String(),
    output_index: Type.Integer({ minimum: 0 }),
    content_index: Type.Integer({ minimum: 0 }),
    delta: Type.String(),
  },
);

export const ModelOutputItemDone = event(
  'output-item-done-event',
  'response.output_item.done',
  'ModelOutputItemDoneEvent',
  'An output item is complete; a message carries its whole text here.',
  { output_index: Type.Integer({ minimum: 0 }), item: ref('model/output-item') },
);

export const ModelResponseCompleted = event(
  'response-completed-event',
  'response.completed',
  'ModelResponseCompletedEvent',
  'The response ended well; without it, Codex takes the stream as broken.',
  { response: Type.Object({ id: Type.String(), usage }) },
);

export const ModelResponseFailed = event(
  'response-failed-event',
  'response.failed',
  'ModelResponseFailedEvent',
  'The response failed. Codex 0.171.0 maps error.code context_length_exceeded to contextWindowExceeded, ' +
    'insufficient_quota to usageLimitExceeded, server_is_overloaded to serverOverloaded, rate_limit_exceeded to ' +
    'rateLimitExceeded, and any other code to other.',
  {
    response: Type.Object({
      id: Type.String(),
      error: Type.Object({ code: Type.String(), message: Type.String() }),
    }),
  },
);

export const ModelResponse = defineSchema(
  'model/response',
  Type.Object({
    id: Type.String(),
    object: Type.Literal('response'),
    created_at: Type.Integer({ minimum: 0 }),
    status: Type.Union([Type.Literal('completed'), Type.Literal('failed')]),
    model: Type.String(),
    output: Type.Array(ref('model/output-item')),
    error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
    usage,
  }),
  {
    name: 'ModelResponse',
    title: 'response',
    description: observed(
      'The answer to POST /v1/responses without stream (the official client; Codex always streams): the whole ' +
        'response at once, failed with its error when the script fails it.',
    ),
  },
);
