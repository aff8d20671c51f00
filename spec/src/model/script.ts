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
        },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description:
        'A function_call output item (exec_command) that ends this response. Codex runs the command or asks for ' +
        'approval, then calls the model again with its output: the next response of the turn answers that call.',
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
            code: Type.Optional(Type.String({ description: 'error.code of the body. Default null.' })),
            message: Type.Optional(Type.String({ description: 'error.message of the body.' })),
          },
          {
            additionalProperties: false,
            description: 'Answer with this HTTP error and the OpenAI error body instead of a stream.',
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
              description: 'Default: output_item.done with the whole text, then response.completed.',
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
              { additionalProperties: false, description: 'response.failed with this error.' },
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
    description: 'How the model double answers one POST /v1/responses. http excludes output and end.',
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
    description: 'What the model double does in one Codex turn.',
  },
);

export const ModelScript = defineSchema(
  'model/script',
  Type.Object(
    {
      turns: Type.Optional(
        Type.Array(ref('model/turn-script'), {
          description:
            'The nth Codex turn that calls the model (told apart by the turn_id of x-codex-turn-metadata, across ' +
            'threads and Codex restarts) plays turns[n-1].',
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
      'completed. A call that is not a turn (another request_kind) gets an echo and takes no turn.',
  },
);
