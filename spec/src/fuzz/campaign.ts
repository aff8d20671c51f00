import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

const closed = { additionalProperties: false } as const;
const Count = Type.Integer({ minimum: 0 });

export const FuzzCampaign = defineSchema(
  'fuzz/campaign',
  Type.Object(
    {
      seed: Type.Integer({
        description: 'The campaign seed: run n plays the plan generated from (seed, n).',
      }),
      budget: Type.Object(
        {
          runs: Type.Optional(Type.Integer({ minimum: 1 })),
          seconds: Type.Optional(Type.Number({ minimum: 0 })),
        },
        { ...closed, description: 'What bounded the campaign; the first reached ends it.' },
      ),
      runs: Type.Array(
        Type.Object(
          {
            scenario: Type.String({ description: 'The id of the run in the report: fuzz/s<seed>-r<run>.' }),
            plan: ref('fuzz/plan'),
            sources: Count,
            fired: Type.Object(
              {
                faults: Type.Integer({
                  minimum: 0,
                  description: 'Programmed faults that fired (a fault whose call never came does not).',
                }),
                kills: Type.Integer({ minimum: 0, description: 'kill -9 of the implementation.' }),
                redeliveries: Count,
              },
              closed,
            ),
          },
          closed,
        ),
      ),
      found: Type.Array(
        Type.Object(
          {
            id: Type.String({ description: 'The replay id: larkspur fuzz --replay <id>.' }),
            from: Type.String({ description: 'The run it was found in.' }),
            failure: Type.Array(Type.String(), {
              description:
                'check id:kind of each failure of the shrunk plan; the first is the one kept while shrinking.',
            }),
            units: Type.Object(
              { before: Count, after: Count },
              {
                ...closed,
                description: 'Timeline units and faults of the plan, before and after shrinking.',
              },
            ),
            replays: Type.Object(
              { played: Count, failed: Count },
              { ...closed, description: 'The shrunk plan played again: how often it failed the same way.' },
            ),
            replay: Type.String({ description: 'The command that plays it again.' }),
            scenarioFile: Type.Optional(
              Type.String({ description: 'The scenario file written for it (--write-scenarios).' }),
            ),
          },
          closed,
        ),
      ),
    },
    closed,
  ),
  {
    name: 'FuzzCampaign',
    title: 'Fuzz campaign',
    description:
      'The manifest of a `larkspur fuzz` report: the seed, the budget, every run with its plan, and what was found.',
  },
);
