import type { BenchReport } from '../generated/types/index.ts';

export type Row = BenchReport['rows'][number];

export interface RowInput {
  id: string;
  title: string;
  unit: Row['unit'];
  better?: Row['better'];
  floorIs: string;
  floor: number | undefined;
  value: number | undefined;
  /** The target in words, and whether the figures meet it. */
  target?: { text: string; met: (floor: number, value: number) => boolean };
  note?: string;
  /** The load averages when the figure's measurement began. */
  load?: [number, number, number];
}

const round = (n: number | undefined, digits = 1): number | null =>
  n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits;

/** One figure beside its floor; the ratio is value / floor, rounded to two places. */
export function row(input: RowInput): Row {
  const { floor, value } = input;
  const ratio = floor !== undefined && value !== undefined && floor !== 0 ? round(value / floor, 2) : null;
  return {
    id: input.id,
    title: input.title,
    unit: input.unit,
    better: input.better ?? 'lower',
    floorIs: input.floorIs,
    floor: round(floor),
    value: round(value),
    ratio,
    ...(input.target
      ? {
          target: {
            text: input.target.text,
            met: floor !== undefined && value !== undefined && input.target.met(floor, value),
          },
        }
      : {}),
    ...(input.note ? { note: input.note } : {}),
    ...(input.load ? { load: input.load } : {}),
  };
}
