import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { ChatRef } from '../scenario/steps/actions.ts';

const closed = { additionalProperties: false } as const;
const Ms = (description: string) => Type.Integer({ minimum: 0, description });
const UnitId = Type.String({
  pattern: '^[a-z][a-z0-9]*$',
  description: 'Stable within the plan; kept by shrinking.',
});
const At = Ms(
  'When, in ms from the first step; a restart before it delays it by the time the implementation took to come back.',
);

const Send = Type.Object(
  {
    id: UnitId,
    at: At,
    kind: Type.Literal('send'),
    chat: ChatRef,
    from: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9_-]+$',
        description: 'The sender; default the private chat user, else "alice".',
      }),
    ),
    text: Type.String({
      minLength: 1,
      description:
        'The message; a request carries a marker unique in the plan, so its turns and answer can be told apart.',
    }),
    mention: Type.Optional(Type.Boolean({ description: 'A group message that mentions the bot.' })),
  },
  { ...closed, description: 'A user sends a message (a request, or a command such as /stop).' },
);

const Redeliver = Type.Object(
  {
    id: UnitId,
    at: At,
    kind: Type.Literal('redeliver'),
    of: UnitId,
    newEventId: Type.Boolean({
      description: 'The same message under a new event id, else the same event again.',
    }),
  },
  { ...closed, description: 'Lark pushes the event of an earlier send again.' },
);

/** With the adapter's instances: the one a kill is for. */
const KilledInstance = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: 8,
    description:
      'With several instances (adapter instances): only this one is killed, the others go on. Without it: every instance.',
  }),
);

const Restart = Type.Object(
  { id: UnitId, at: At, kind: Type.Literal('restart'), instance: KilledInstance },
  {
    ...closed,
    description:
      'kill -9 of the implementation (its process group), then a start over the same data directory.',
  },
);

const Outage = Type.Object(
  {
    id: UnitId,
    at: At,
    kind: Type.Literal('outage'),
    ms: Ms('How long the implementation stays down; events meanwhile wait at Lark.'),
    instance: KilledInstance,
  },
  { ...closed, description: 'kill -9, then a start ms later.' },
);

const Fault = Type.Union([
  Type.Object({ id: UnitId, of: UnitId, push: ref('provider/double-push-fault') }, closed),
  Type.Object({ id: UnitId, of: UnitId, http: ref('provider/double-http-fault') }, closed),
]);

export const FuzzPlan = defineSchema(
  'fuzz/plan',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      planVersion: Type.Literal('0'),
      seed: Type.Integer({ description: 'The campaign seed the plan was generated from.' }),
      run: Type.Integer({
        minimum: 1,
        description: 'Which run of the seed: the plan is a pure function of (seed, run, generator options).',
      }),
      intake: Type.Union([Type.Literal('ws'), Type.Literal('webhook')], {
        description: 'The intake it was made for: ws-only faults need the long connection.',
      }),
      knobs: ref('launch/knobs'),
      provider: Type.Object(
        {
          ackDeadlineMs: Type.Integer({ minimum: 1 }),
          redeliveryScheduleMs: Type.Array(Type.Integer({ minimum: 0 })),
        },
        { ...closed, description: 'The provider double: its ACK deadline and redelivery schedule.' },
      ),
      host: Type.Object(
        {
          deltas: Type.Integer({
            minimum: 1,
            maximum: 64,
            description: 'Every turn echoes its input in this many deltas.',
          }),
          deltaDelayMs: Ms('Before each delta: how long a turn runs.'),
        },
        closed,
      ),
      settle: Type.Object(
        {
          withinMs: Ms('The most the invariants wait for the run to settle.'),
          quietMs: Ms('Settled after this long with nothing on any wire.'),
        },
        closed,
      ),
      timeline: Type.Array(Type.Union([Send, Redeliver, Restart, Outage]), { description: 'In time order.' }),
      faults: Type.Array(Fault, {
        description:
          'Faults of one send each (`of`): push faults of its deliveries and acknowledgements, HTTP faults of the calls ' +
          'about it; each fires once, on the (skip+1)-th push or call it matches.',
      }),
      found: Type.Optional(
        Type.Object(
          {
            id: Type.String({
              pattern: '^[a-z0-9-]+$',
              description: 'The replay id: larkspur fuzz --replay <id>.',
            }),
            adapter: Type.String({ description: 'The adapter file it failed against.' }),
            failure: Type.Array(Type.String(), {
              minItems: 1,
              description:
                'How it failed: check id and kind of failure, e.g. "answers:lost". A replay fails the same way when it shows the first of them.',
            }),
            shrunkFrom: Type.Optional(
              Type.Object(
                { units: Type.Integer({ minimum: 0 }), faults: Type.Integer({ minimum: 0 }) },
                { ...closed, description: 'The size of the plan before shrinking.' },
              ),
            ),
          },
          { ...closed, description: 'Set on a saved plan: a failure the fuzz found, shrunk.' },
        ),
      ),
    },
    closed,
  ),
  {
    name: 'FuzzPlan',
    title: 'Fuzz plan',
    description:
      'One run of `larkspur fuzz`: a seeded conversation load and fault plan. The fuzz plays it as a scenario ' +
      'ending in invariant checks; a failing plan is shrunk and saved, and `larkspur fuzz --replay <id>` plays it again.',
  },
);
