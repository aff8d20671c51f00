import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { RequirementId } from './requirements.ts';

const STEPS = [
  'provider-send',
  'provider-redeliver',
  'host-release',
  'sut-restart',
  'sut-kill',
  'sut-start',
  'sut-pause',
  'sut-resume',
  'sut-lease-reported',
  'control-stop',
  'control-input',
  'control-attached-bind',
  'control-attached-claim',
  'control-attached-complete',
  'control-attached-close',
  'control-trigger',
  'control-content-free',
  'wait',
  'provider-fault',
  'provider-clear-faults',
  'provider-disconnect',
  'provider-burst',
  'provider-malformed',
  'provider-acks',
  'host-concurrency',
  'sut-memory',
  'provider-messages',
  'provider-edit',
  'provider-card-action',
  'provider-resource',
  'host-connection',
  'host-turn',
  'captured',
  'secrets',
  'control-auth',
  'timing-lines',
  'provider-ack',
  'provider-challenge',
  'provider-call',
  'host-call',
  'host-answer',
  'host-file',
  'control-source',
  'control-get',
  'quiet',
  'in-order',
  'invariant-acks',
  'invariant-admissions',
  'invariant-answers',
  'invariant-drafts',
  'invariant-model-runs',
  'invariant-after-stop',
];

export const Step = defineSchema('scenario/step', Type.Union(STEPS.map((s) => ref(`scenario/steps/${s}`))), {
  name: 'Step',
  title: 'Scenario step',
  description:
    'An action (`do`) or a check (`expect`). Steps run one after another; a check holds the script until ' +
    'it is decided. Each check names its layer.',
});

export const Scenario = defineSchema(
  'scenario/scenario',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      id: Type.String({
        pattern: '^[a-z0-9-]+(/[a-z0-9-]+)+$',
        description: 'theme/name; equals the file path under scenarios/ without .json.',
      }),
      title: Type.String({ minLength: 1 }),
      description: Type.String({
        minLength: 1,
        description: 'The failure this scenario guards against, and how.',
      }),
      requirements: Type.Array(RequirementId, { minItems: 1, uniqueItems: true }),
      tags: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' }), { uniqueItems: true })),
      capabilities: Type.Optional(
        Type.Array(ref('control/capability'), {
          uniqueItems: true,
          description:
            'What the implementation must declare for this scenario to run; otherwise every layer is ' +
            'untested (capability). Checks of kind control.* also need capability control.',
        }),
      ),
      knobs: Type.Optional(ref('launch/knobs')),
      provider: Type.Optional(
        Type.Object(
          {
            ackDeadlineMs: Type.Optional(
              Type.Integer({
                minimum: 1,
                description: 'No ACK by then: the double redelivers. Default 3000.',
              }),
            ),
            redeliveryScheduleMs: Type.Optional(
              Type.Array(Type.Integer({ minimum: 0 }), {
                description:
                  "Waits after each missed deadline before the next push (the double's redeliveryScheduleMs); its length bounds the redeliveries.",
              }),
            ),
            spread: Type.Optional(
              Type.Union([Type.Literal('random'), Type.Literal('round-robin')], {
                description:
                  'With several long connections (instances): each push goes to one ready client, chosen at random (seeded, the default) ' +
                  'or in turn — so that consecutive events of one chat reach different instances.',
              }),
            ),
          },
          { additionalProperties: false, description: 'Settings of the provider double for this scenario.' },
        ),
      ),
      host: Type.Optional(ref('scenario/host-script')),
      modelProvider: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'Given to the implementation as LARKSPUR_MODEL_PROVIDER: the model provider its host threads must read ' +
            'back. A scenario that sets it needs capability model-provider.',
        }),
      ),
      timeoutMs: Type.Optional(
        Type.Integer({
          minimum: 100,
          description:
            'Budget for the whole scenario; on expiry the remaining checks are untested (budget). Default 60000.',
        }),
      ),
      steps: Type.Array(ref('scenario/step'), { minItems: 1 }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'Scenario',
    title: 'Scenario',
    description: 'One scenario file, scenarios/<theme>/<name>.json.',
  },
);
