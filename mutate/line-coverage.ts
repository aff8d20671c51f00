import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';

/** The parts of a NODE_V8_COVERAGE file this reads (node's documented format). */
interface V8CoverageFile {
  result: Array<{
    url: string;
    functions: Array<{ ranges: Array<{ startOffset: number; endOffset: number; count: number }> }>;
  }>;
  'source-map-cache'?: Record<string, { lineLengths: number[]; data: { mappings: string } | null }>;
}

/** Per file (relative to the root), the source lines (1-based) some code on which ran. */
export type CoveredLines = Record<string, number[]>;

/**
 * The lines of the TypeScript sources under `root/prefix` that ran, from the NODE_V8_COVERAGE files in
 * `dir`. tsx compiles each file on load, so V8 counts offsets in the compiled text: an offset is mapped
 * to its source line through the compiled file's source map, which node keeps in the coverage file.
 * Block coverage nests ranges, the innermost one holding the count: painting each file's ranges from the
 * outside in leaves every offset with its innermost count.
 */
export function coveredLines(dir: string, root: string, prefix: string): CoveredLines {
  const ran = new Map<string, Uint8Array>();
  const maps = new Map<string, { lineLengths: number[]; mappings: string }>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    let file: V8CoverageFile;
    try {
      file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as V8CoverageFile;
    } catch {
      // The last write of a process that was killed while writing: the writes before it hold the rest.
      continue;
    }
    for (const [url, map] of Object.entries(file['source-map-cache'] ?? {}))
      if (map.data && ours(url, root, prefix))
        maps.set(url, { lineLengths: map.lineLengths, mappings: map.data.mappings });
    for (const script of file.result) {
      if (!ours(script.url, root, prefix)) continue;
      const ranges = script.functions
        .flatMap((f) => f.ranges)
        .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
      const end = Math.max(0, ...ranges.map((r) => r.endOffset));
      const paint = new Uint8Array(end);
      for (const r of ranges) paint.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
      const before = ran.get(script.url);
      const union = before && before.length >= end ? before : grow(before, end);
      for (let i = 0; i < end; i++) union[i] = union[i]! | paint[i]!;
      ran.set(script.url, union);
    }
  }
  const out: CoveredLines = {};
  for (const [url, union] of ran) {
    const map = maps.get(url);
    if (!map) continue;
    const lines = new Set<number>();
    let start = 0;
    decode(map.mappings).forEach((segments, line) => {
      for (const segment of segments)
        if (segment.length >= 4 && union[start + segment[0]] === 1) lines.add(segment[2]! + 1);
      start += (map.lineLengths[line] ?? 0) + 1;
    });
    out[fileURLToPath(url).slice(root.length + 1)] = [...lines].sort((a, b) => a - b);
  }
  return out;
}

function ours(url: string, root: string, prefix: string): boolean {
  return url.startsWith('file://') && fileURLToPath(url).startsWith(join(root, prefix) + '/');
}

function grow(before: Uint8Array | undefined, size: number): Uint8Array {
  const next = new Uint8Array(size);
  if (before) next.set(before);
  return next;
}
