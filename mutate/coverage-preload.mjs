// Loaded with --import into the reference while `npm run mutate` measures which scenario runs which line.
// A scenario ends its processes with SIGKILL, and NODE_V8_COVERAGE writes only at a normal exit. So
// precise block coverage is switched on in process through the inspector, and every 250 ms the counters
// are taken and what ran so far in the files under MUTATE_COVERAGE_PREFIX is written, with their source
// maps, to one file per process and thread in MUTATE_COVERAGE_DIR (atomically: a kill leaves the last whole write).
// Block counts come only with a precise take, which resets the counters: what ran is kept here, as the
// union of the takes. (A best-effort read would keep them, but it counts whole functions, not blocks: a
// loop body or a branch that never ran would read as run wherever its function did.) Code resumed after
// an await begun before a take has its own counter in the next take, so nothing that ran is lost.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createRequire, findSourceMap, syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';

const dir = process.env.MUTATE_COVERAGE_DIR;
const prefix = process.env.MUTATE_COVERAGE_PREFIX;
if (dir && prefix) {
  // Node 20 runs --import in the main thread only: a thread started from code (eval) imports this first.
  const threads = createRequire(import.meta.url)('node:worker_threads');
  const { Worker } = threads;
  const self = JSON.stringify(import.meta.url);
  threads.Worker = class extends Worker {
    constructor(code, options) {
      super(
        options?.eval && typeof code === 'string' ? `import(${self}).then(() => ${code})` : code,
        options,
      );
    }
  };
  syncBuiltinESMExports();
  process.setSourceMapsEnabled(true);
  const ours = pathToFileURL(prefix).href;
  // One file per thread: the intake and the store run in worker threads, each an isolate of its own.
  const file = join(dir, `coverage-${process.pid}-${threadId}.json`);
  const session = new Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  /** Per script, the offsets of its compiled text that ran in some take. */
  const ran = new Map();
  const take = async () => {
    const { result } = await post('Profiler.takePreciseCoverage');
    for (const script of result) {
      if (!script.url.startsWith(ours)) continue;
      // Nested ranges, the innermost holding the count: painted from the outside in (as line-coverage.ts).
      const ranges = script.functions
        .flatMap((f) => f.ranges)
        .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
      if (!ranges.some((r) => r.count > 0)) continue;
      const end = Math.max(...ranges.map((r) => r.endOffset));
      const paint = new Uint8Array(end);
      for (const r of ranges) paint.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
      let union = ran.get(script.url);
      if (!union || union.length < end) {
        const grown = new Uint8Array(Math.max(end, union?.length ?? 0));
        if (union) grown.set(union);
        ran.set(script.url, (union = grown));
      }
      for (let i = 0; i < end; i++) union[i] |= paint[i];
    }
  };
  /** The union as ranges: the whole text not run, and each stretch that ran inside it. */
  const rangesOf = (union) => {
    const ranges = [{ startOffset: 0, endOffset: union.length, count: 0 }];
    for (let i = 0; i < union.length;) {
      if (!union[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j < union.length && union[j]) j++;
      ranges.push({ startOffset: i, endOffset: j, count: 1 });
      i = j;
    }
    return ranges;
  };
  const write = async () => {
    await take();
    const scripts = [];
    const maps = {};
    for (const [url, union] of ran) {
      scripts.push({ url, functions: [{ ranges: rangesOf(union) }] });
      const map = findSourceMap(url);
      if (map) maps[url] = { lineLengths: map.lineLengths, data: map.payload };
    }
    writeFileSync(`${file}.tmp`, JSON.stringify({ result: scripts, 'source-map-cache': maps }));
    renameSync(`${file}.tmp`, file);
  };
  await post('Profiler.enable');
  await post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  setInterval(() => void write().catch(() => undefined), 250).unref();
}
