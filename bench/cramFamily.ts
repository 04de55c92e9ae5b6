// The Cram search family alone (src/games/cram/searchFamily.ts): CPU per option of
// `options` over every region two moves deep from a few boards, no table, no search.
// `npm run bench -- cramFamily [--repeat=40]`. Compare two builds by running each in turn
// (docs/large-position-search.md, "A cheaper split"); the per-option cost of the family is
// most of the search's CPU per position expanded.
import type { OptionSink } from "../src/search/family.js";
import { emptyBoard } from "../src/games/cram/board.js";
import { cramSearchFamily } from "../src/games/cram/searchFamily.js";
import { median, table } from "./_util.js";

const BOARDS: [number, number][] = [
  [3, 13],
  [3, 14],
  [4, 9],
  [5, 8],
  [4, 11],
];

/** The keys of the regions met within two moves of each board (strips and regions valued on the spot left out). */
function regionsTwoMovesDeep(): [number, number][] {
  const seen = new Map<string, [number, number]>();
  const keyed = (hi: number): boolean => hi !== 0 && hi >>> 27 !== 31; // not a strip, not valued on the spot
  for (const [r, c] of BOARDS) {
    let level: [number, number][] = [];
    cramSearchFamily.components(emptyBoard(r, c), { begin() {}, component: (lo, hi) => level.push([lo >>> 0, hi >>> 0]) });
    for (let d = 0; d < 2; d++) {
      const next: [number, number][] = [];
      const sink: OptionSink = {
        begin() {},
        component(lo, hi) {
          if (!keyed(hi)) return;
          next.push([lo >>> 0, hi >>> 0]);
          seen.set(`${lo >>> 0},${hi >>> 0}`, [lo >>> 0, hi >>> 0]);
        },
      };
      for (const [lo, hi] of level) if (keyed(hi)) cramSearchFamily.options(lo, hi, sink);
      level = next;
    }
  }
  return [...seen.values()];
}

export default async function run(args: string[]): Promise<void> {
  const repeatArg = args.find((a) => a.startsWith("--repeat="));
  const repeat = repeatArg ? Number(repeatArg.slice(9)) : 40;
  const regions = regionsTwoMovesDeep();
  let options = 0;
  const sink: OptionSink = {
    begin() {
      options++;
    },
    component() {},
  };
  const ns: number[] = [];
  for (let round = 0; round < 6; round++) {
    options = 0;
    const t0 = process.cpuUsage();
    for (let k = 0; k < repeat; k++) for (const [lo, hi] of regions) cramSearchFamily.options(lo, hi, sink);
    const t = process.cpuUsage(t0);
    if (round > 0) ns.push(((t.user + t.system) * 1000) / options); // round 0 warms the JIT
  }
  table([
    ["regions", "options a pass", "ns an option (median of 5)", "range"],
    [regions.length, options / repeat, median(ns).toFixed(1), `${Math.min(...ns).toFixed(1)}–${Math.max(...ns).toFixed(1)}`],
  ]);
}
