import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

export const ControlHealth = defineSchema(
  'control/health',
  Type.Object(
    {
      state: Type.Union([Type.Literal('ok'), Type.Literal('failing')], {
        description: 'failing from the first error of the environment until it answers again.',
      }),
      since: Type.Optional(
        Type.Integer({ minimum: 0, description: 'When it began failing, ms since the epoch.' }),
      ),
      error: Type.Optional(
        Type.String({ description: 'What failed last, in one line; no credentials, no message content.' }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlHealth',
    title: 'Health of a dependency',
    description:
      'How a dependency answers now. store: failing while the store refuses connections or its disk is full or ' +
      'read-only — sources are then not acknowledged (the provider redelivers them) and work waits with ' +
      'backoff. host: failing while the host process is stopped, gone or being started again.',
  },
);

export const ControlReady = defineSchema(
  'control/ready',
  Type.Object(
    {
      implementation: Type.Object(
        { name: Type.String({ minLength: 1 }), version: Type.String({ minLength: 1 }) },
        { additionalProperties: false },
      ),
      versions: Type.Object(
        {
          spec: Type.String({ description: 'The spec version the implementation was built against.' }),
          control: Type.String(),
          host: Type.String(),
          provider: Type.String(),
          launch: Type.String(),
        },
        { additionalProperties: false, description: 'Contract versions the implementation speaks.' },
      ),
      capabilities: Type.Array(ref('control/capability'), { uniqueItems: true }),
      providerReady: Type.Boolean({
        description: 'The intake is connected to the provider and events can be acknowledged.',
      }),
      hostReady: Type.Boolean({
        description:
          'The host process is running and has answered initialize; false while it is stopped (SIGSTOP) or gone.',
      }),
      // The store as the last reads and writes found it, and the host process (issue 22).
      store: Type.Optional(ref('control/health')),
      host: Type.Optional(ref('control/health')),
      instance: Type.Optional(
        Type.Object(
          {
            id: Type.String({
              minLength: 1,
              description: "This instance, as the installation's store knows it.",
            }),
            installation: Type.String({
              minLength: 1,
              description: 'The installation it joined (LARKSPUR_INSTALLATION).',
            }),
            store: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')], {
              description: 'The engine of the shared store.',
            }),
            leasesHeld: Type.Optional(
              Type.Integer({
                minimum: 0,
                description:
                  'Sessions leased to this instance now: it alone runs their turns. Absent where the implementation leases no sessions (one instance per installation).',
              }),
            ),
            leases: Type.Optional(
              Type.Array(
                Type.Object(
                  {
                    session: Type.String({
                      minLength: 1,
                      description:
                        "The session leased, by the conversation it binds (an implementation's own key).",
                    }),
                    token: Type.Integer({
                      minimum: 1,
                      description:
                        "Its fencing token: larger with every new grant of the session, so a stale holder's writes are refused.",
                    }),
                    expiresAt: Type.Integer({
                      minimum: 0,
                      description:
                        'When the lease runs out unless the heartbeat renews it, ms since the epoch.',
                    }),
                  },
                  { additionalProperties: false },
                ),
                {
                  description:
                    'The session leases this instance holds now, one per session (leasesHeld of them).',
                },
              ),
            ),
            instancesAlive: Type.Integer({
              minimum: 1,
              description:
                'Instances of the installation whose heartbeat lease is current, this one included.',
            }),
          },
          {
            additionalProperties: false,
            description:
              "Who this instance is in its installation's store, and what it holds. Each instance answers for itself.",
          },
        ),
      ),
      consumerLease: Type.Optional(
        Type.Object(
          {
            state: Type.Union([Type.Literal('held'), Type.Literal('held-elsewhere')], {
              description:
                "held: this installation consumes the app's events; held-elsewhere: another one does, and this instance stays off the provider (TR-006).",
            }),
            holder: Type.Optional(
              Type.String({ description: 'Who holds it, in words, when held elsewhere.' }),
            ),
          },
          { additionalProperties: false, description: 'The consumer lease of the app (TR-006).' },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlReady',
    title: 'Readiness',
    description:
      'GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the ' +
      'provider connection is up is allowed; providerReady then says false.',
  },
);

defineRoute({
  operationId: 'getReady',
  method: 'GET',
  path: '/v1/ready',
  summary: 'Readiness, versions and declared capabilities',
  description: 'Answers as soon as the control API listens; providerReady and hostReady tell the rest.',
  responses: {
    200: { schema: 'control/ready', description: 'The implementation is up.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
  },
});
