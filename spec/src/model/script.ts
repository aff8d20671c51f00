import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

const ms = (description: string) => Type.Integer({ minimum: 0, description });

/** One step of a response's output, in order. A bare string is the common case: one text delta. */
const OutputStep = Type.Union([
  Type.String({
    description:
      'A response.output_text.delta with this text, after deltaDelayMs. All deltas of a response share one message item.',
  }),
  Type.Object(
    { pauseMs: ms('Send nothing for this long (an idle model).') },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      repeat: Type.String({
        minLength: 1,
        description: '{n} in it becomes the 1-based repetition, zero-padded to the width of times.',
      }),
      times: Type.Integer({ minimum: 1, maximum: 100_000 }),
    },
    {
      additionalProperties: false,
      description: 'One delta of the text repeated: a long answer without a long file.',
    },
  ),
  Type.Object(
    {
      waitForRelease: Type.String({
        minLength: 1,
        description:
          'Block here until the side channel releases this key (a release that came earlier passes at once).',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      checkpoint: Type.String({
        minLength: 1,
        description:
          'Tell the runner the response reached this point, and go on once it has acted: how a run in codex mode ' +
          'mutes the host at the end of an endUnheard turn. Recorded; without a listener it passes at once.',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      toolCall: Type.Object(
        {
          command: Type.String({ minLength: 1, description: 'The shell command of an exec_command call.' }),
          escalate: Type.Optional(
            Type.Boolean({
              description:
                'Ask to run outside the sandbox (sandbox_permissions require_escalated): Codex 0.171.0 then asks the ' +
                'client for approval under approvalPolicy on-request; under untrusted it asks for any command not ' +
                'known to be safe; under never it asks nothing.',
            }),
          ),
          justification: Type.Optional(
            Type.String({ description: 'The reason Codex shows in item/commandExecution/requestApproval.' }),
          ),
          name: Type.Optional(
            Type.String({
              minLength: 1,
              description:
                'The tool to call. Default: exec_command on the OpenAI wires, Bash on the Messages wire (the shell ' +
                'tools of Codex and Claude Code).',
            }),
          ),
          input: Type.Optional(
            Type.Record(Type.String(), Type.Unknown(), {
              description:
                "The tool's arguments as an object. Default: {cmd, sandbox_permissions?, justification?} for " +
                'exec_command, {command, description?} for Bash.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description:
        'A tool call that ends this response: a function_call item (Responses), a tool_calls entry (Chat ' +
        'Completions, finish_reason tool_calls) or a tool_use block (Messages, stop_reason tool_use). The agent runs ' +
        'it or asks for approval, then calls the model again with its output: the next response of the turn answers ' +
        'that call, whatever arrived in between.',
    },
  ),
]);

export const ModelResponseScript = defineSchema(
  'model/response-script',
  Type.Object(
    {
      http: Type.Optional(
        Type.Object(
          {
            status: Type.Integer({ minimum: 400, maximum: 599 }),
            code: Type.Optional(
              Type.String({
                description: 'error.code of the OpenAI body (default null); error.type of the Anthropic one.',
              }),
            ),
            message: Type.Optional(Type.String({ description: 'error.message of the body.' })),
          },
          {
            additionalProperties: false,
            description:
              'Answer with this HTTP error instead of a stream: the OpenAI error body on the OpenAI wires, the ' +
              'Anthropic one (model/anthropic-error-body) on the Messages wire, its error.type from the status ' +
              '(429 rate_limit_error, 529 overloaded_error, 401 authentication_error, 500 api_error, …) or from code.',
          },
        ),
      ),
      output: Type.Optional(
        Type.Array(OutputStep, { description: 'What the stream carries, in order. Default: nothing.' }),
      ),
      deltaDelayMs: Type.Optional(ms('Delay before each delta. Default 0.')),
      end: Type.Optional(
        Type.Union(
          [
            Type.Literal('completed', {
              description:
                'Default: the answer ends well (response.completed; finish_reason stop and [DONE]; message_delta ' +
                'end_turn and message_stop).',
            }),
            Type.Literal('drop', {
              description:
                'Close the connection without ending the response: Codex retries while stream_max_retries allows (error ' +
                'willRetry, responseStreamDisconnected), then fails the turn (other).',
            }),
            Type.Literal('hang', { description: 'Send nothing more until the client goes (an interrupt).' }),
            Type.Object(
              {
                failed: Type.Object(
                  { code: Type.String({ minLength: 1 }), message: Type.String() },
                  { additionalProperties: false },
                ),
              },
              {
                additionalProperties: false,
                description:
                  'Fail after the output: response.failed (Responses), data: {"error": …} (Chat Completions), an ' +
                  'error event with error.type code (Messages). Without stream, the same as an HTTP 500 with it.',
              },
            ),
          ],
          { description: 'How the stream ends after its output.' },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelResponseScript',
    title: 'Model response script',
    description:
      'How the model double answers one model call, on any of its wires (Responses, Chat Completions, Messages), ' +
      'streamed or not. http excludes output and end.',
  },
);

export const ModelTurnScript = defineSchema(
  'model/turn-script',
  Type.Object(
    {
      responses: Type.Array(ref('model/response-script'), {
        minItems: 1,
        description:
          'The kth model call of the turn gets responses[k-1]: the first call, then a retry after a dropped stream or ' +
          "an HTTP error, or the call with a tool's output. A call past the end gets an echo response.",
      }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelTurnScript',
    title: 'Model turn script',
    description: 'What the model double does in one turn of the agent.',
  },
);

export const ModelScript = defineSchema(
  'model/script',
  Type.Object(
    {
      turns: Type.Optional(
        Type.Array(ref('model/turn-script'), {
          description:
            'The nth turn plays turns[n-1]. A turn is numbered where it started: by the host, when the kit sees ' +
            "the agent's protocol (Codex's turn/start, a user message to the kit's claude), else by its first model " +
            'call. Every later call is matched to its turn by what it carries, never by when it arrives: the turn id ' +
            'of x-codex-turn-metadata, the kit claude it came from, the tool call it answers, the call it retries ' +
            '(x-stainless-retry-count, or the same conversation after a failed answer).',
        }),
      ),
      default: Type.Optional(ref('model/turn-script')),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ModelScript',
    title: 'Model script',
    description:
      'How the model double behaves. A turn past the end of turns plays default when given, else an echo: one ' +
      'delta with the text of the last user message of the request (its text parts joined by a newline), then ' +
      'completed. A call that is not a turn (another request_kind) gets an echo and takes no turn. The echo of a Messages ' +
      "call leaves out Claude Code's <system-reminder> blocks.",
  },
);
