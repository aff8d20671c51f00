import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

const ms = (description: string) => Type.Integer({ minimum: 0, description });

const errorBody = {
  message: Type.String({
    minLength: 1,
    description: 'Upstream prose; an implementation must not publish it (HO-007).',
  }),
  codexErrorInfo: Type.Optional(ref('host/codex-error-info')),
};

/** One event of a turn's stream. A bare string is the common case: one agent message delta. */
const StreamEvent = Type.Union([
  Type.String({
    description:
      'An item/agentMessage/delta with this text, after deltaDelayMs. All deltas of a turn share one agentMessage item.',
  }),
  Type.Object(
    { pauseMs: ms('Send nothing for this long (an idle host: HO-006).') },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      repeat: Type.String({
        minLength: 1,
        description:
          'The text to repeat; {n} in it becomes the 1-based repetition, zero-padded to the width of times.',
      }),
      times: Type.Integer({ minimum: 1, maximum: 100_000 }),
    },
    {
      additionalProperties: false,
      description:
        'One item/agentMessage/delta of the text repeated `times` times, after deltaDelayMs: a long answer without a long file.',
    },
  ),
  Type.Object(
    {
      echo: Type.Integer({
        minimum: 1,
        maximum: 64,
        description:
          'The text of the turn input (text parts joined by a newline) in this many item/agentMessage/delta of about ' +
          'equal length, each after deltaDelayMs: an answer that depends on the input and streams, for progress posts.',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      waitForRelease: Type.String({
        minLength: 1,
        description:
          'Block here until a host.release step (HostDouble.release) names this key. A release that came ' +
          'earlier is remembered, so the block passes at once. The thread reads active meanwhile.',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      approval: Type.Object(
        {
          kind: Type.Union([Type.Literal('commandExecution'), Type.Literal('fileChange')]),
          command: Type.Optional(
            Type.String({ description: 'For commandExecution. Default "echo larkspur".' }),
          ),
          path: Type.Optional(Type.String({ description: 'For fileChange. Default "larkspur.txt".' })),
          reason: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description:
        'Ask for approval and wait for the answer: item/started of a commandExecution or fileChange item, the ' +
        'request, then (after the answer) serverRequest/resolved and item/completed. accept and acceptForSession ' +
        'complete the item, decline declines it and the turn goes on, cancel ends the turn interrupted. While ' +
        'it waits the thread reads active with waitingOnApproval. If the turn ends first (interrupt), ' +
        'serverRequest/resolved is sent without an answer.',
    },
  ),
  Type.Object(
    {
      error: Type.Object(
        {
          ...errorBody,
          willRetry: Type.Optional(
            Type.Boolean({
              description:
                'Default true: a transient error, the turn goes on. false only announces; end decides.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false, description: 'Send an error notification and go on.' },
  ),
]);

export const HostTurnScript = defineSchema(
  'scenario/host-turn-script',
  Type.Object(
    {
      stream: Type.Optional(
        Type.Array(StreamEvent, {
          description: 'What the turn does after turn/started, in order. Default: nothing.',
        }),
      ),
      deltaDelayMs: Type.Optional(ms('Delay before each delta. Default 0.')),
      end: Type.Optional(
        Type.Union(
          [
            Type.Literal('completed', {
              description:
                'Default: item/completed of the agent message, token usage, turn/completed completed.',
            }),
            Type.Literal('hang', {
              description:
                'Never end on its own: no further event. Only an interrupt (per onInterrupt) ends it.',
            }),
            Type.Object(
              { failed: Type.Object(errorBody, { additionalProperties: false }) },
              {
                additionalProperties: false,
                description:
                  'An error notification with willRetry false, then turn/completed failed with this turn.error.',
              },
            ),
          ],
          { description: 'How the turn ends after its stream.' },
        ),
      ),
      onInterrupt: Type.Optional(
        Type.Union(
          [
            Type.Literal('prompt', {
              description:
                'Default: answer {} and end the turn interrupted at once (turn/completed interrupted).',
            }),
            Type.Object(
              {
                lateMs: ms(
                  'Answer {} at once, but end the turn interrupted only this much later. If the stream ends first, the turn completes as usual: keep the stream longer than lateMs.',
                ),
              },
              { additionalProperties: false },
            ),
            Type.Literal('ignore', {
              description: 'Answer {} and go on as if nothing was asked: the turn is not stopped.',
            }),
            Type.Literal('unanswered', { description: 'Never answer turn/interrupt, and go on.' }),
          ],
          {
            description:
              'What turn/interrupt does to this turn. An interrupt of an unknown or ended turn is an error.',
          },
        ),
      ),
      onSteer: Type.Optional(
        Type.Union([Type.Literal('accept'), Type.Literal('reject')], {
          description:
            'Default accept: turn/steer with the right expectedTurnId answers {turnId}. reject: an error response ' +
            '(-32600, codexErrorInfo activeTurnNotSteerable in error.data). A wrong expectedTurnId, or no running turn, is always an error.',
        }),
      ),
      reportActive: Type.Optional(
        Type.Boolean({
          description:
            'After this turn starts, thread/read reports the thread active and this turn inProgress for good, ' +
            'whatever turn/completed said: a host whose stop cannot be proven (HO-004).',
        }),
      ),
      endUnheard: Type.Optional(
        Type.Boolean({
          description:
            'The turn runs to its end on the host — its outcome and items are stored, and a fresh read on a new ' +
            'connection shows them — but from the end of its stream on the host sends nothing more on the ' +
            'connection the turn runs on: no item/completed, no turn/completed, no answer: as if the implementation ' +
            'had died just before it heard the end. Pair it with a host.turn check and sut.kill: the restarted ' +
            'implementation must reconcile the turn from the host (HO-003, HO-009). Real Codex can do this too ' +
            '(the harness mutes its connection).',
        }),
      ),
      startDelayMs: Type.Optional(
        ms(
          'The host takes this turn/start only this much later (after startOnRelease, when both are given): its answer ' +
            'and turn/started come then, and until then the thread reads as if the turn had not been asked for. A ' +
            'stop meanwhile meets a turn that starts late (HO-005).',
        ),
      ),
      startOnRelease: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'The host takes this turn/start only once a host.release step names this key (then startDelayMs later, if ' +
            'given); until then the thread reads as if the turn had not been asked for. What must come first — a /stop ' +
            'the bridge has received — is then ordered by the scenario, not by how long the harness took to send it ' +
            'under load (HO-005).',
        }),
      ),
      dropConnectionOnStart: Type.Optional(
        Type.Boolean({
          description:
            'On receiving this turn/start, close the connection without answering: the answer is lost (HO-003). ' +
            'The turn still runs to its end in the host, with nobody listening, so a fresh thread/read on a new ' +
            'connection shows it (active while it runs, then its outcome with includeTurns).',
        }),
      ),
      loseThread: Type.Optional(
        Type.Boolean({
          description:
            "Once the host takes this turn, the thread's stored record is gone — as on a Codex whose sessions " +
            'directory was cleared: the connections that have the thread loaded go on with it, but a thread/resume ' +
            'from any other (a restarted host) answers that no rollout is found for the thread (HO-001).',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'HostTurnScript',
    title: 'Host turn script',
    description: 'What the host double does in one turn.',
  },
);

export const HostScript = defineSchema(
  'scenario/host-script',
  Type.Object(
    {
      turns: Type.Optional(
        Type.Array(ref('scenario/host-turn-script'), {
          description:
            'The nth turn/start the double takes (counted over the whole scenario: every thread, connection and ' +
            'restart) runs turns[n-1]. A refused turn/start (unknown thread, a turn already running) takes none.',
        }),
      ),
      default: Type.Optional(ref('scenario/host-turn-script')),
      modelProvider: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'Reported as modelProvider by thread/start, thread/resume and every thread object, whatever the ' +
            'request asked (HO-002). Default: the requested modelProvider, else "openai".',
        }),
      ),
      model: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'Reported model. Default: the requested model, else "gpt-5-codex".',
        }),
      ),
      inspectFiles: Type.Optional(
        Type.Object(
          {
            afterTurnMs: ms(
              'How long after a turn ended the double looks at its files again (phase after-turn).',
            ),
          },
          {
            additionalProperties: false,
            description:
              'Look at the files each turn is given (host.file records): every localImage path, and every absolute ' +
              'path in a text input that names an existing file, when the turn starts and afterTurnMs after it ended.',
          },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'HostScript',
    title: 'Host script',
    description:
      'How the host double behaves in a scenario. A turn past the end of turns runs default when given, else ' +
      'an echo turn: one delta with the text of the turn input (text parts joined by a newline), then completed. ' +
      'The double keeps true thread state: threads outlive a host restart (a new connection) and must be resumed ' +
      'there before a turn starts; thread/read reports notLoaded, idle or active as it is.',
  },
);
