/**
 * The entry of a CommonJS package vendored into .larkspur/node_modules (test/compile.ts): it runs the
 * package's bundle (named in its package.json by its content's hash) as Node.js's loader would, through a V8
 * code cache beside it, which the first load under a Node.js version writes. The Lark SDK's 2.4 MB bundle
 * took ~110 ms of every start to compile before it ran; from the cache, little. Any change of the bundle is
 * another file name, so no cache outlives the code it was made from.
 */
'use strict';
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { wrap } = require('node:module');
const { join } = require('node:path');
const { Script } = require('node:vm');

const file = join(__dirname, require('./package.json').bundle);
const cache = `${file}.${process.version}.cache`;
let cachedData;
try {
  cachedData = readFileSync(cache);
} catch {
  // None yet: this load writes it.
}
const script = new Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
script.runInThisContext()(module.exports, require, module, file, __dirname);
if (cachedData === undefined || script.cachedDataRejected) {
  // Whole or not at all (a load beside this one reads the old file or the new); a cache is only a speed-up.
  const temporary = `${cache}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cache);
  } catch {
    // A read-only or full disk: the next load compiles again.
  }
}
