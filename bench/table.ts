import type { BenchReport } from '../generated/types/index.ts';

const show = (n: number | null, unit = ''): string => (n === null ? '—' : `${n}${unit}`);

/** The report as a plain table: one line per figure, its floor, value, ratio and target, grouped by bench. */
export function table(report: BenchReport): string {
  const header = ['figure', 'floor', 'value', 'ratio', 'target'];
  const lines: string[][] = [];
  let floorIs = '';
  for (const r of report.rows) {
    if (r.floorIs !== floorIs) {
      floorIs = r.floorIs;
      lines.push([`floor: ${floorIs}`]);
    }
    const target = r.target ? `${r.target.met ? 'met' : 'NOT met'} (${r.target.text})` : '';
    lines.push([`  ${r.title}`, show(r.floor), show(r.value), show(r.ratio, '×'), target].map(String));
    lines.push([
      `    ${r.unit}${r.note ? ` · ${r.note}` : ''}${r.load ? ` · load ${r.load.join(' ')}` : ''}`,
    ]);
  }
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.filter((l) => l.length > 1).map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells.length === 1
      ? cells[0]!
      : cells
          .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
          .join('  ')
          .trimEnd();
  const head = `${report.small ? 'SMALL (smoke) run' : 'Bench'}${report.loaded ? ` LOADED (${report.loaded})` : ''} ${report.at}, Node ${report.node}, ${report.machine.cpus} cpus, load ${report.machine.loadBefore.join(' ')} → ${report.machine.loadAfter.join(' ')}${report.rounds !== undefined && report.rounds > 1 ? `; each burst figure pools ${report.rounds} rounds` : ''}`;
  const rerun = report.rerun
    ? [`re-run: ${report.rerun.command}${report.rerun.commit ? ` (at ${report.rerun.commit})` : ''}`]
    : [];
  return [head, ...rerun, format(header), ...lines.map(format)].join('\n');
}
