import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages now, to two places: what a figure on a shared machine was measured under. */
export function loadAverages(): [number, number, number] {
  const [one, five, fifteen] = loadavg().map((l) => Math.round(l * 100) / 100) as [number, number, number];
  return [one, five, fifteen];
}
