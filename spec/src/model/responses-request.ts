import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { observed } from './pin.ts';

/** Parts of a message in the request input. Open: the API has more kinds than these. */
const ContentPart = Type.Union([
  Type.Object({ type: Type.Literal('input_text'), text: Type.String() }),
  Type.Object({ type: Type.Literal('output_text'), text: Type.String() }),
  Type.Object(
    {
      type: Type.Literal('input_image'),
      image_url: Type.Optional(Type.String()),
      file_id: Type.Optional(Type.String()),
    },
    { description: 'An image of the user input: a data: or http(s) URL, or an uploaded file.' },
  ),
  Type.Unsafe<{ type: string }>({
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', not: { enum: ['input_text', 'output_text', 'input_image'] } } },
    description: 'Any other kind of part.',
  }),
]);

const KNOWN_ITEMS = ['message', 'function_call', 'function_call_output'];

export const ModelResponsesRequest = defineSchema(
  'model/responses-request',
  Type.Object({
    model: Type.String({ minLength: 1 }),
    input: Type.Union([
      Type.String({
        description: 'One user message (the official client takes a string; Codex sends items).',
      }),
      Type.Array(
        Type.Union([
          Type.Object(
            {
              type: Type.Literal('message'),
              role: Type.String({
                description: "developer, user or assistant. The last user message is the turn's input.",
              }),
              content: Type.Array(ContentPart),
            },
            { description: 'A message of the conversation so far.' },
          ),
          Type.Object(
            {
              type: Type.Literal('function_call'),
              call_id: Type.String(),
              name: Type.String(),
              arguments: Type.String(),
            },
            { description: 'A tool call the model made earlier in the turn.' },
          ),
          Type.Object(
            { type: Type.Literal('function_call_output'), call_id: Type.String(), output: Type.Unknown() },
            { description: 'What the tool call gave (a declined approval reads "rejected by user").' },
          ),
          Type.Unsafe<{ type: string }>({
            type: 'object',
            required: ['type'],
            properties: { type: { type: 'string', not: { enum: KNOWN_ITEMS } } },
            description: 'Any other item (reasoning, local_shell_call, …).',
          }),
        ]),
        { description: 'The whole conversation of the thread, oldest first.' },
      ),
    ]),
    stream: Type.Optional(Type.Boolean({ description: 'Codex always asks for a stream.' })),
    tools: Type.Optional(
      Type.Array(Type.Object({ type: Type.String(), name: Type.Optional(Type.String()) }), {
        description:
          'The tools offered to the model; 0.171.0 offers exec_command (shell commands) among others.',
      }),
    ),
  }),
  {
    name: 'ModelResponsesRequest',
    title: 'POST /v1/responses',
    description: observed(
      'What Codex asks the model for, once per model call of a turn (a retry or a tool result is another call). ' +
        'The x-codex-turn-metadata header names the Codex turn (turn_id) and the kind of call (request_kind).',
    ),
  },
);
