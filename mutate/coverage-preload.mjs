// Loaded with --import into the reference while `npm run mutate` measures which scenario runs which line.
// NODE_V8_COVERAGE is written at a normal exit only, and a scenario ends with SIGKILL: so the counters are
// written out while it runs (each call resets them; the tool takes the union of the files). Not during the
// first second: each write is large, and a start slowed past the readiness timeout measures nothing.
import { takeCoverage } from 'node:v8';

setTimeout(() => {
  takeCoverage();
  setInterval(() => takeCoverage(), 250).unref();
}, 1000).unref();
