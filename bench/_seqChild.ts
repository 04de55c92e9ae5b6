// One measured run for bench/seq.ts, in a process of its own so that its peak memory is
// its own: `node --import tsx bench/_seqChild.ts sparse|naive CODE COUNT [period]`.
// Prints one line of JSON.
import { performance } from "node:perf_hooks";
import { parseHeapGame } from "../src/index.js";
import { findPeriod, naiveSequence, sparseSequence } from "../src/sequence/index.js";

const [method, code, countText, withPeriod] = process.argv.slice(2);
const rules = parseHeapGame(code!);
const count = Number(countText);
const t0 = performance.now();
const values = method === "naive" ? naiveSequence(rules, count) : sparseSequence(rules, count);
const t1 = performance.now();
const period = withPeriod === "period" ? findPeriod(values, rules) : null;
const t2 = performance.now();
let h = 0x811c9dc5;
for (let n = 0; n < values.length; n++) h = Math.imul(h ^ values[n]!, 0x01000193) >>> 0;
console.log(
  JSON.stringify({
    seconds: (t1 - t0) / 1000,
    periodSeconds: (t2 - t1) / 1000,
    checksum: h.toString(16).padStart(8, "0"),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    period,
  }),
);
