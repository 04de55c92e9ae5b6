// One measured box solve for bench/chomp.ts, in a process of its own so that its peak memory
// is its own: `node --import tsx bench/_chompChild.ts ROWS COLUMNS`. Prints one line of JSON.
import { performance } from "node:perf_hooks";
import { chompBoxWinningMoves, solveChompBox } from "../src/games/chomp/index.js";

const [rows, columns] = process.argv.slice(2).map(Number) as [number, number];
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const box = solveChompBox(rows, columns);
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const moves = chompBoxWinningMoves(
  box,
  Array.from({ length: rows }, () => columns),
);
console.log(
  JSON.stringify({
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    diagrams: box.diagrams,
    pPositions: box.pPositions,
    moves: moves.map((m) => `(${m.row},${m.column})`).join(" "),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  }),
);
