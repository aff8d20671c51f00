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
