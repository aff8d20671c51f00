import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const RequirementId = Type.String({
  pattern: '^(TR|AD|HO|DE|AS|BM|OB|QU|CC)-[0-9]{3}$',
  description: 'A stable requirement id from spec/requirements.json.',
});

export const Layer = defineSchema(
  'scenario/layer',
  Type.Union([
    Type.Literal('transport', {
      description:
        'Provider frames in and acknowledgements out, reconnect, redelivery, burst, webhook signature.',
    }),
    Type.Literal('admission', {
      description: 'Inbox record, session binding, ordering, busy feedback, bounds, delivery modes.',
    }),
    Type.Literal('host', {
      description: 'Thread and turn lifecycle on the host, stop with readback, timeouts, errors, approvals.',
    }),
    Type.Literal('delivery', {
      description:
        'What the user sees: reactions, progress post, final answer, readback, exactly one answer.',
    }),
  ]),
  {
    name: 'Layer',
    title: 'Layer',
    description:
      'The four verdict axes, in dependency order: transport, admission, host, delivery. A check names one; ' +
      'a scenario gets one verdict per layer.',
  },
);

const HostModeObservation = Type.Union([
  Type.Object(
    {
      observes: Type.String({
        minLength: 1,
        description: 'What the kit reads, and the check forms that read it.',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      untested: Type.String({
        minLength: 1,
        description:
          'Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.',
      }),
    },
    { additionalProperties: false },
  ),
]);

const NegativeCase = Type.Object(
  {
    wrong: Type.String({
      minLength: 1,
      description: 'What a wrong bridge does instead of what the requirement asks, in words.',
    }),
    kind: Type.Union(
      [
        Type.Literal('absent', { description: 'A credential, field or input absent rather than wrong.' }),
        Type.Literal('wrong', { description: 'A wrong value: a credential, an id, content.' }),
        Type.Literal('stale', {
          description: 'Something right once and no longer: an old timestamp, a lease, a card.',
        }),
        Type.Literal('replayed', { description: 'The same credential or event again.' }),
        Type.Literal('actor', {
          description: 'The wrong person, bot or instance on a variant of the action.',
        }),
        Type.Literal('failure', { description: 'A failure before, during or after a multi-step operation.' }),
        Type.Literal('stage', {
          description: 'A command or event arriving at one stage of the work it concerns.',
        }),
        Type.Literal('repeat', {
          description: 'The second and third occurrence: a hand-over back, a retry of a retry.',
        }),
        Type.Literal('content', {
          description: 'Differences early and late in long content; bounds at and past the limit.',
        }),
        Type.Literal('format', { description: 'A fence, escape or variant of a format.' }),
        Type.Literal('load', { description: 'Many at once, or one slow among many.' }),
      ],
      { description: "Which of issue 21's directions of the negative space the case is." },
    ),
    scenarios: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z0-9-]+/[a-z0-9-]+(#[a-z0-9-]+)?$' }), {
        description:
          'The scenarios that fail a bridge doing this, each citing the requirement; `scenario#check` names the one ' +
          'check that does. None: an open case.',
      }),
    ),
    tests: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description: "For a rule of the kit itself: the kit's own test files that catch it.",
      }),
    ),
    note: Type.Optional(Type.String({ description: 'Why a case is open, or how it is caught.' })),
  },
  { additionalProperties: false },
);

export const RequirementRegistry = defineSchema(
  'scenario/requirements',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      specVersion: Type.String(),
      requirements: Type.Array(
        Type.Object(
          {
            id: RequirementId,
            level: Type.Union([Type.Literal('MUST'), Type.Literal('SHOULD'), Type.Literal('MAY')], {
              description: 'RFC 2119. MUST NOT and SHOULD NOT are filed under MUST and SHOULD.',
            }),
            layer: Type.Union([ref('scenario/layer'), Type.Literal('kit')], {
              description:
                'The layer whose verdict the requirement feeds; kit requirements bind the harness itself.',
            }),
            text: Type.String({ minLength: 1 }),
            capability: Type.Optional(ref('control/capability')),
            negativeSpace: Type.Optional(
              Type.Array(NegativeCase, {
                minItems: 1,
                description:
                  'The negative space of the requirement: what a wrong bridge would do instead, each case with the ' +
                  'scenarios that catch it (every MUST has it; spec/requirements.md shows it).',
              }),
            ),
            mode: Type.Optional(
              Type.Literal('live', { description: 'Checked only by the live qualification drill.' }),
            ),
            hostModes: Type.Optional(
              Type.Object(
                {
                  'codex-app-server': HostModeObservation,
                  'claude-code': HostModeObservation,
                  'model-api': HostModeObservation,
                },
                {
                  additionalProperties: false,
                  description:
                    'For a requirement judged on what the host sees: what it observes under each host interface — the ' +
                    'Codex app-server protocol (the host double or Codex), Claude Code, a model API called directly — or ' +
                    'why it is untested (host-mode) there.',
                },
              ),
            ),
            sources: Type.Array(
              Type.Object(
                {
                  document: Type.Union(
                    [
                      Type.Literal('RT'),
                      Type.Literal('AS'),
                      Type.Literal('BM'),
                      Type.Literal('CC'),
                      Type.Literal('GC'),
                      Type.Literal('LS'),
                    ],
                    {
                      description:
                        'The source document, by the name the behaviour draft gives it: RT lark-realtime-conversation, AS ' +
                        'attached-session-broker, BM botmux-goal-channel-runtime, CC conformance-corpus-pr, GC ' +
                        'goal-chat-loopx-mode (documents of the product the behaviour comes from, not shipped here); LS a ' +
                        'requirement Larkspur states itself, with no source document behind it.',
                    },
                  ),
                  section: Type.Optional(
                    Type.String({ description: 'The part of the document, in its own words.' }),
                  ),
                },
                { additionalProperties: false },
              ),
              { minItems: 1 },
            ),
          },
          { additionalProperties: false },
        ),
        { minItems: 1 },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'RequirementRegistry',
    title: 'Requirement registry',
    description: 'spec/requirements.json: every requirement with a stable id, level, layer, text and source.',
  },
);
