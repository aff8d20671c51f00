/**
 * Preloaded into the reference by harness/test/malformed-input.test.ts (`node --expose-gc --import` this):
 * each thread, once its event loop has been idle for a second after work, collects its garbage in full, in
 * each of the next three idle seconds (V8 gives back its heap's pages over several collections) — what a
 * browser's V8 does for an idle page and Node.js does not. An idle Node.js process runs no
 * collection at all, so the memory a flood left as garbage stays resident for as long as it idles: the
 * leak check then measured when V8 last collected, not what the server keeps. Measured (issue 19): after
 * the flood the compiled reference idled at 239 MB, 50 MB above its start, for the whole 40 s window;
 * collected, the same process fell to 157 MB with less live heap than before the flood. What the server
 * does keep, a collection cannot free: that still fails the check.
 */
import { performance } from 'node:perf_hooks';

const gc = globalThis.gc;
if (typeof gc === 'function') {
  let last = performance.eventLoopUtilization();
  let owed = 3;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (busy > 0.05) owed = 3;
    else if (owed > 0) {
      owed -= 1;
      gc();
    }
  }, 1000).unref();
}
