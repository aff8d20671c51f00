import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const Expectations = defineSchema(
  'report/expectations',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      implementation: Type.String({ description: 'The adapter name these divergences belong to.' }),
      divergences: Type.Array(
        Type.Object(
          {
            target: Type.String({
              pattern: '^[a-z0-9-]+(/[a-z0-9-]+)+(#[a-z0-9][a-z0-9-]*)?$',
              description: 'A scenario id, or scenario#check for one check.',
            }),
            layer: Type.Optional(ref('scenario/layer')),
            reason: Type.String({
              minLength: 1,
              description: 'Why the implementation diverges, in a sentence.',
            }),
            tracking: Type.String({
              minLength: 1,
              description: 'Where the fix is tracked (issue URL or id).',
            }),
            expires: Type.String({
              pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
              description:
                'YYYY-MM-DD. From that day the entry fails the run until it is renewed or removed.',
            }),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'Known divergences. A listed failure counts as expected-fail. A listed entry that passes fails the run ' +
            '("remove <target> from <file> — it now passes"); an expired entry fails the run.',
        },
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'Expectations',
    title: 'Known divergences',
    description: 'The expectations file an adapter names: expiring markers, never accepted differences.',
  },
);
