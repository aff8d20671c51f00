// Loaded with --import into the reference while `npm run mutate` measures which scenario runs which line.
// NODE_V8_COVERAGE is written at a normal exit only, and a scenario ends with SIGKILL: so the counters are
// written out every 100 ms (each call resets them; the tool takes the union of the files).
import { takeCoverage } from 'node:v8';

setInterval(() => takeCoverage(), 100).unref();
