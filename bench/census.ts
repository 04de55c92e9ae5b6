// `npm run bench -- census`: a census of every three-digit octal game ('0.???', 512 games)
// with the built CLI, in one process and as two shards in parallel (one a core), against
// each other in the same run; the two merged tables must be equal. Default: to heap 16,384;
// --quick: 4096; --to=N: any. Needs `npm run build` (dist/cli/grundy.cjs).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { readCensusDir } from "../src/census/index.js";
import { formatNumber, table } from "./_util.js";

const MAIN = fileURLToPath(new URL("../dist/cli/grundy.cjs", import.meta.url));

/** Runs `grundy census` processes at once and returns the wall seconds until the last ends. */
async function census(argsList: string[][]): Promise<number> {
  const t0 = performance.now();
  await Promise.all(
    argsList.map(
      (args) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [MAIN, "census", ...args], { stdio: ["ignore", "pipe", "inherit"] });
          child.stdout.resume();
          child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`grundy census ${args.join(" ")}: exit ${code}`))));
        }),
    ),
  );
  return (performance.now() - t0) / 1000;
}

/** The merged facts of a directory, without the run's own fields. */
function facts(dir: string): string {
  return JSON.stringify(readCensusDir(dir).results.map((r) => ({ ...r, seconds: 0, finished: "", run: null, digest: "" })));
}

export default async function main(args: string[]): Promise<void> {
  const toArg = args.find((a) => a.startsWith("--to="));
  const to = toArg !== undefined ? Number(toArg.slice(5)) : args.includes("--quick") ? 4096 : 16384;
  const one = mkdtempSync(join(tmpdir(), "bench-census-1-"));
  const two = mkdtempSync(join(tmpdir(), "bench-census-2-"));
  const common = ["0.???", "--to", String(to)];
  const single = await census([[...common, "--out", one]]);
  const sharded = await census([1, 2].map((i) => [...common, "--out", two, "--shard", `${i}/2`]));
  if (facts(one) !== facts(two)) throw new Error("the two censuses' tables differ");
  const merged = readCensusDir(two).results;
  const solved = merged.filter((r) => r.status === "proven").length;
  const slowest = merged.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  console.log(
    `'0.???' to heap ${formatNumber(to)}: ${merged.length} games, ${solved} solved, ${merged.length - solved} open; slowest ${slowest.codes[0]} (${slowest.seconds.toFixed(1)} s)`,
  );
  table([
    ["run", "wall seconds", "speed-up"],
    ["1 process", single.toFixed(1), "1.00×"],
    ["2 shards in parallel", sharded.toFixed(1), `${(single / sharded).toFixed(2)}×`],
  ]);
}
