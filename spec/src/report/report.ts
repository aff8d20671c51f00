import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { RequirementId } from '../scenario/requirements.ts';

const Count = Type.Integer({ minimum: 0 });

const LayerVerdict = Type.Object(
  {
    status: Type.Union([
      Type.Literal('pass'),
      Type.Literal('fail'),
      Type.Literal('untested'),
      Type.Literal('expected-fail'),
    ]),
    reason: Type.Optional(
      Type.String({
        pattern:
          '^(capability|host-mode|blocked-by:(transport|admission|host|delivery)|not-covered|budget|filtered|live)$',
        description:
          'Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: ' +
          'the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live ' +
          '(larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live).',
      }),
    ),
    detail: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const Verdicts = Type.Object(
  { transport: LayerVerdict, admission: LayerVerdict, host: LayerVerdict, delivery: LayerVerdict },
  { additionalProperties: false },
);

const Totals = Type.Object(
  { pass: Count, fail: Count, untested: Count, expectedFail: Count },
  { additionalProperties: false },
);

export const CheckResult = defineSchema(
  'report/check-result',
  Type.Object(
    {
      id: Type.String(),
      step: Type.Integer({
        minimum: 0,
        description:
          '1-based index of the step in the scenario; 0 for checks the harness adds itself (readiness of the first start, wire violations).',
      }),
      expect: Type.String({ description: 'The check kind, e.g. provider.call.' }),
      layer: ref('scenario/layer'),
      requirements: Type.Array(RequirementId),
      status: Type.Union([
        Type.Literal('pass'),
        Type.Literal('fail'),
        Type.Literal('untested'),
        Type.Literal('expected-fail'),
      ]),
      reason: Type.Optional(
        Type.String({
          description: 'For untested: capability, host-mode, blocked-by:<layer>, budget, live.',
        }),
      ),
      message: Type.Optional(Type.String({ description: 'One line: what was expected and what happened.' })),
      expected: Type.Optional(Type.Unknown()),
      actual: Type.Optional(Type.Unknown()),
      durationMs: Type.Number({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'CheckResult',
    title: 'Check result',
    description: 'The data a check returns; verdicts derive from these.',
  },
);

export const TranscriptEntry = defineSchema(
  'report/transcript-entry',
  Type.Object(
    {
      at: Type.Number({ description: 'ms since the scenario started (monotonic).' }),
      source: Type.Union([
        Type.Literal('provider'),
        Type.Literal('host'),
        Type.Literal('control'),
        Type.Literal('sut'),
        Type.Literal('runner'),
      ]),
      summary: Type.String({
        description: 'One line, e.g. "→ im.message.reply 200" or "step 3 provider.send m1".',
      }),
      record: Type.Optional(Type.Unknown({ description: 'The recorded message, as seen on the wire.' })),
    },
    { additionalProperties: false },
  ),
  {
    name: 'TranscriptEntry',
    title: 'Transcript entry',
    description: 'One exchange on a boundary, in time order.',
  },
);

export const ScenarioResult = defineSchema(
  'report/scenario-result',
  Type.Object(
    {
      id: Type.String(),
      title: Type.String(),
      file: Type.String(),
      attempt: Type.Integer({ minimum: 1, description: 'With --repeat: which repetition.' }),
      durationMs: Type.Number({ minimum: 0 }),
      verdicts: Verdicts,
      checks: Type.Array(ref('report/check-result')),
      hostObserved: Type.Optional(
        Type.Array(
          Type.Union([
            Type.Literal('host-protocol'),
            Type.Literal('stream-json'),
            Type.Literal('model-calls'),
          ]),
          {
            description:
              "Where this scenario's host-layer verdict was read: host-protocol, the JSON-RPC lines of the host command " +
              "(host double, Codex); stream-json, the lines between the bridge and the kit's claude; model-calls, what the " +
              "model double saw (an Agent SDK's bundled Claude Code, a bridge that calls a model API). Absent when the " +
              'implementation reached no host.',
          },
        ),
      ),
      hostAgents: Type.Optional(
        Type.Array(Type.String(), {
          description:
            'The user agents of the model calls the model double answered in this scenario: which agent ran, and its ' +
            "version — the kit's pinned one, or the copy an Agent SDK bundles.",
        }),
      ),
      harnessError: Type.Optional(
        Type.String({ description: 'The harness itself broke in this scenario (exit 3).' }),
      ),
      resources: Type.Optional(
        Type.Object(
          {
            startupMs: Type.Optional(
              Type.Number({ minimum: 0, description: 'How long the first start took to become ready.' }),
            ),
            peakRssMb: Type.Optional(
              Type.Number({
                minimum: 0,
                description:
                  "The implementation's highest resident memory (its whole process group), sampled every 250 ms; Linux only.",
              }),
            ),
          },
          {
            additionalProperties: false,
            description: 'Observations about the implementation; never a verdict.',
          },
        ),
      ),
      stderrTail: Type.Optional(
        Type.String({
          description: "The implementation's last stderr lines, when it failed to start or died.",
        }),
      ),
      transcript: Type.Optional(
        Type.Array(ref('report/transcript-entry'), {
          description: 'The wire transcript; present when a check failed.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ScenarioResult',
    title: 'Scenario result',
    description: 'One scenario run: verdict per layer and its checks.',
  },
);

export const Report = defineSchema(
  'report/report',
  Type.Object(
    {
      reportVersion: Type.Literal('0'),
      manifest: Type.Object(
        {
          specVersion: Type.String(),
          harnessVersion: Type.String(),
          scenarioSetHash: Type.String({
            pattern: '^sha256:[0-9a-f]{64}$',
            description: 'Over the selected scenario files, sorted by id.',
          }),
          implementation: Type.Object(
            {
              name: Type.String(),
              version: Type.Optional(Type.String()),
              adapter: Type.String({ description: 'Path of the adapter file.' }),
              capabilities: Type.Array(ref('control/capability')),
            },
            { additionalProperties: false },
          ),
          seed: Type.Integer(),
          filters: Type.Object(
            {
              scenario: Type.Optional(Type.Array(Type.String())),
              tag: Type.Optional(Type.Array(Type.String())),
              layer: Type.Optional(Type.Array(ref('scenario/layer'))),
              requirement: Type.Optional(Type.Array(Type.String())),
              shard: Type.Optional(Type.String()),
            },
            {
              additionalProperties: false,
              description: 'Every filter of this run; empty when the whole corpus ran.',
            },
          ),
          gate: Type.Optional(
            Type.String({ description: 'The name of the gate policy, when one was given.' }),
          ),
          host: Type.Optional(
            Type.Object(
              {
                mode: Type.Union(
                  [
                    Type.Literal('double'),
                    Type.Literal('codex'),
                    Type.Literal('claude-code'),
                    Type.Literal('model-api'),
                  ],
                  {
                    description:
                      'double: the host double stood in for the agent host. codex: a real codex app-server, with the model ' +
                      'double behind it. claude-code: the real Claude Code, with the model double behind it. model-api: the ' +
                      'implementation called the model double itself.',
                  },
                ),
                interface: Type.Optional(
                  Type.Union(
                    [
                      Type.Literal('codex-app-server'),
                      Type.Literal('claude-code'),
                      Type.Literal('model-api'),
                    ],
                    { description: "The host interface the adapter declares (launch/adapter's host)." },
                  ),
                ),
                codexVersion: Type.Optional(
                  Type.String({
                    description: 'With codex: the version the binary reported (codex --version).',
                  }),
                ),
                claudeCodeVersion: Type.Optional(
                  Type.String({
                    description:
                      "With claude-code: the version the kit's pinned claude reported (claude --version).",
                  }),
                ),
                agents: Type.Optional(
                  Type.Array(Type.String(), {
                    description:
                      'Every user agent of a model call the model double answered in the run (scenario hostAgents): the ' +
                      "agent that actually ran — the kit's pinned Claude Code, or the copy an Agent SDK bundles.",
                  }),
                ),
                windowScale: Type.Optional(
                  Type.Number({
                    exclusiveMinimum: 1,
                    description:
                      'How many times longer checks waited in this mode (claude-code: 3, since Claude Code starts for every ' +
                      'turn): every within, settleMs and quiet window, never a bound the spec sets (an ACK deadline).',
                  }),
                ),
                notes: Type.Optional(
                  Type.Array(
                    Type.Object(
                      {
                        reason: Type.String({
                          description:
                            'What this host mode could not play or see, and why: a scenario whose host script needs the ' +
                            'host double, a check of what only another interface shows.',
                        }),
                        scenarios: Type.Array(Type.String(), { description: 'Where it applied.' }),
                        checks: Type.Integer({
                          minimum: 0,
                          description: 'How many checks it left untested (host-mode); 0 for whole scenarios.',
                        }),
                      },
                      { additionalProperties: false },
                    ),
                    {
                      description:
                        'Each reason for untested (host-mode) once, with where it applied — not repeated per check.',
                    },
                  ),
                ),
              },
              {
                additionalProperties: false,
                description:
                  "The agent host the implementation drove in this run; absent for larkspur qualify (the install's own host).",
              },
            ),
          ),
          repeat: Type.Integer({ minimum: 1 }),
          workers: Type.Integer({ minimum: 1 }),
          startedAt: Type.String(),
          durationMs: Type.Number({ minimum: 0 }),
          node: Type.String(),
          platform: Type.String(),
          fuzz: Type.Optional(ref('fuzz/campaign')),
        },
        { additionalProperties: false },
      ),
      exitCode: Type.Union(
        [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(130)],
        {
          description:
            '0 all required checks pass; 1 a failure; 2 nothing measured; 3 the harness broke; 130 interrupted (SIGINT or SIGTERM): the report holds only what ran.',
        },
      ),
      interrupted: Type.Optional(
        Type.Object(
          {
            signal: Type.String({ description: 'SIGINT (Ctrl-C) or SIGTERM.' }),
            notRun: Type.Array(Type.String(), {
              description:
                'Scenarios selected but not finished: never started, or stopped mid-way (their results are left out).',
            }),
          },
          {
            additionalProperties: false,
            description: 'Present when the run was interrupted: the report is partial.',
          },
        ),
      ),
      totals: Type.Object(
        { transport: Totals, admission: Totals, host: Totals, delivery: Totals },
        { additionalProperties: false, description: 'Layer verdicts summed over scenarios.' },
      ),
      problems: Type.Array(Type.String(), {
        description: 'Run-level findings that fail the run: harness errors, stale or expired expectations.',
      }),
      warnings: Type.Array(Type.String(), {
        description: 'Failures the gate policy does not block on; they do not change the exit code.',
      }),
      scenarios: Type.Array(ref('report/scenario-result')),
      requirements: Type.Array(
        Type.Object(
          {
            id: RequirementId,
            level: Type.String(),
            layer: Type.String(),
            status: Type.Union(
              [
                Type.Literal('pass'),
                Type.Literal('fail'),
                Type.Literal('expected-fail'),
                Type.Literal('untested'),
                Type.Literal('not-covered'),
              ],
              {
                description:
                  'expected-fail: it fails only where the expectations file lists the failure (a known divergence).',
              },
            ),
            scenarios: Type.Array(
              Type.Object({ id: Type.String(), status: Type.String() }, { additionalProperties: false }),
            ),
          },
          { additionalProperties: false },
        ),
        { description: 'The trace matrix: every requirement with the scenarios that check it.' },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'Report',
    title: 'Run report',
    description:
      'The JSON report of one `larkspur run` (or `larkspur fuzz`: then each generated run is a scenario, and the manifest holds the campaign).',
  },
);
