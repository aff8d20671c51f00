import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const GatePolicy = defineSchema(
  'report/gate-policy',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      name: Type.String({ minLength: 1, description: 'Shown in the report, e.g. "pr" or "nightly".' }),
      block: Type.Object(
        {
          levels: Type.Array(
            Type.Union([Type.Literal('MUST'), Type.Literal('SHOULD'), Type.Literal('MAY')]),
            {
              minItems: 1,
              uniqueItems: true,
              description: 'A failed check blocks when one of its requirements has one of these levels.',
            },
          ),
          layers: Type.Optional(
            Type.Array(ref('scenario/layer'), {
              minItems: 1,
              uniqueItems: true,
              description: 'And when its layer is one of these. Default: every layer.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'GatePolicy',
    title: 'Gate policy',
    description:
      'Which failures fail the run (exit 1) and which only warn, e.g. a PR gate that blocks on every MUST while ' +
      'SHOULD failures warn. Without a policy every failure blocks. A failed check that cites no requirement ' +
      'always blocks. Stale or expired expectations and harness errors are never governed by the policy.',
  },
);
