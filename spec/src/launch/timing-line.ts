import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const TimingLine = defineSchema(
  'launch/timing-line',
  Type.Object(
    {
      type: Type.Literal('larkspur.timing'),
      stage: Type.Union(
        ['receive', 'lane', 'admission', 'control-read', 'recovery', 'outbound', 'delivery'].map((s) =>
          Type.Literal(s),
        ),
      ),
      correlation: Type.String({
        pattern: '^[0-9a-f]{64}$',
        description:
          'SHA-256 (hex) of the profile name and the provider message id; neither appears in the line.',
      }),
      monotonicMs: Type.Number({
        description: 'Monotonic clock of the process; compare only within one process lifetime.',
      }),
      wallTime: Type.String({ description: 'ISO 8601 wall-clock time, for correlation only.' }),
      marker: Type.Optional(Type.Union([Type.Literal('start'), Type.Literal('returned')])),
    },
    { additionalProperties: false },
  ),
  {
    name: 'TimingLine',
    title: 'Event timing line',
    description:
      'With LARKSPUR_EVENT_TIMING=1, one JSON line per stage on stdout (OB-001). Content-free: no message ' +
      'text, identity fields or credentials. Not a receipt of admission or delivery.',
  },
);
