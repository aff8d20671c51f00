import Type from 'typebox';
import { defineSchema } from '../define.ts';

const closed = { additionalProperties: false } as const;
const figure = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

export const BenchReport = defineSchema(
  'report/bench',
  Type.Object(
    {
      $schema: Type.Optional(Type.String()),
      at: Type.String({ description: 'When the bench started, ISO 8601.' }),
      small: Type.Boolean({
        description: 'Small sizes: a smoke run whose figures are not comparable with a full run.',
      }),
      node: Type.String({ description: 'process.version of the Node.js that ran it.' }),
      loaded: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'A loaded run (--loaded): the load the bench itself put on the machine through every figure, floors included, in words.',
        }),
      ),
      rounds: Type.Optional(
        Type.Integer({
          minimum: 1,
          description:
            "Rounds each burst figure pools (--rounds): the floor and the implementation take turns that many times, and each quantile is over every round's events — one burst's p95 on a shared 2-core machine swings by 2–4× run to run.",
        }),
      ),
      rerun: Type.Optional(
        Type.Object(
          {
            command: Type.String({
              minLength: 1,
              description: 'The command that ran this bench, to run it again (on a quiet machine, say).',
            }),
            commit: Type.Optional(
              Type.String({
                description: 'The git commit it ran at, with "+changes" when the tree had changes.',
              }),
            ),
          },
          closed,
        ),
      ),
      machine: Type.Object(
        {
          cpus: Type.Integer({ minimum: 1 }),
          loadBefore: Type.Array(Type.Number(), {
            minItems: 3,
            maxItems: 3,
            description: '1, 5 and 15 minute load averages at the start.',
          }),
          loadAfter: Type.Array(Type.Number(), {
            minItems: 3,
            maxItems: 3,
            description: 'The same at the end: other work on a shared machine shows here.',
          }),
        },
        closed,
      ),
      rows: Type.Array(
        Type.Object(
          {
            id: Type.String({
              pattern: '^[a-z0-9-]+(/[a-z0-9.-]+)+$',
              description: 'bench/figure, e.g. ack-burst/3000-p95.',
            }),
            title: Type.String({ minLength: 1 }),
            unit: Type.Union([
              Type.Literal('ms'),
              Type.Literal('s'),
              Type.Literal('MiB'),
              Type.Literal('calls'),
              Type.Literal('commits/s'),
              Type.Literal('sources/s'),
            ]),
            better: Type.Union([Type.Literal('lower'), Type.Literal('higher')]),
            floorIs: Type.String({
              minLength: 1,
              description: 'What the floor is: measured in the same run, through the same harness.',
            }),
            floor: figure('The floor; null when it could not be measured.'),
            value: figure("The implementation's figure; null when it could not be measured."),
            ratio: figure('value / floor; null when either is missing or the floor is 0.'),
            target: Type.Optional(
              Type.Object(
                {
                  text: Type.String({
                    minLength: 1,
                    description:
                      'The target in words, e.g. "≤ 3× floor, or within 10 ms where the floor is under 3 ms".',
                  }),
                  met: Type.Boolean(),
                },
                closed,
              ),
            ),
            note: Type.Optional(
              Type.String({
                description: 'What else the figure needs to be read right (samples, spread, counts).',
              }),
            ),
            load: Type.Optional(
              Type.Array(Type.Number(), {
                minItems: 3,
                maxItems: 3,
                description:
                  "1, 5 and 15 minute load averages when the figure's measurement began: on a shared machine, what it was measured under.",
              }),
            ),
          },
          closed,
        ),
      ),
      failures: Type.Array(
        Type.Object(
          { bench: Type.String(), message: Type.String() },
          {
            ...closed,
            description:
              'A bench that could not run, or whose implementation did not do the work (a message unanswered).',
          },
        ),
      ),
    },
    closed,
  ),
  {
    name: 'BenchReport',
    title: 'Bench report',
    description:
      'What `npm run bench` measured: each figure beside its floor, measured in the same run on the same machine, and their ratio. Targets are reported, never asserted.',
  },
);
