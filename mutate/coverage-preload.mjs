// Loaded with --import into the reference while `npm run mutate` measures which scenario runs which line.
// A scenario ends its processes with SIGKILL, and NODE_V8_COVERAGE writes only at a normal exit (and each
// v8.takeCoverage resets the counters, losing code that runs after an await begun before the reset). So
// precise block coverage is switched on in process through the inspector, and every 250 ms the counters so
// far — never reset — of the files under MUTATE_COVERAGE_PREFIX are written, with their source maps, to
// one file per process in MUTATE_COVERAGE_DIR (atomically: a kill leaves the last whole write).
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { findSourceMap } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.MUTATE_COVERAGE_DIR;
const prefix = process.env.MUTATE_COVERAGE_PREFIX;
if (dir && prefix) {
  process.setSourceMapsEnabled(true);
  const ours = pathToFileURL(prefix).href;
  const file = join(dir, `coverage-${process.pid}.json`);
  const session = new Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  const write = async () => {
    const { result } = await post('Profiler.getBestEffortCoverage');
    const scripts = result.filter((s) => s.url.startsWith(ours));
    const maps = {};
    for (const s of scripts) {
      const map = findSourceMap(s.url);
      if (map) maps[s.url] = { lineLengths: map.lineLengths, data: map.payload };
    }
    writeFileSync(`${file}.tmp`, JSON.stringify({ result: scripts, 'source-map-cache': maps }));
    renameSync(`${file}.tmp`, file);
  };
  await post('Profiler.enable');
  await post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  setInterval(() => void write().catch(() => undefined), 250).unref();
}
