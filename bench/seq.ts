// `npm run bench -- seq`: Grundy sequences of octal games.
//   1. naive vs sparse method on Officers (0.6) and Kayles (0.77), 2^18 heaps (goal: sparse ≥ 50× naive on 0.6)
//   2. the sparse method in TypeScript vs the same method in C (bench/baselines/sparse.c, compiled here
//      with gcc -O2): 0.6 to 2^21 heaps, and 0.354 as far as the periodicity theorem needs to prove its
//      period (about 2×10^7 heaps) (goal: within 2× of C)
// Each run is a process of its own (peak memory is per run). Flags: --quick (smaller sizes, a smoke
// test), --big (also 0.6 to 2^26 heaps, the memory goal: within 512 MiB).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseHeapGame } from "../src/index.js";
import { periodicityBound } from "../src/sequence/index.js";
import { formatNumber, table } from "./_util.js";

interface Run {
  seconds: number;
  periodSeconds: number;
  checksum: string;
  maxRssMiB: number;
  period: { period: number; preperiod: number; proven: boolean; needed: number | null } | null;
}

const child = fileURLToPath(new URL("./_seqChild.ts", import.meta.url));
const source = fileURLToPath(new URL("./baselines/sparse.c", import.meta.url));
const binDir = fileURLToPath(new URL("./baselines/bin/", import.meta.url));
const binary = `${binDir}sparse`;

function ts(method: "naive" | "sparse", code: string, count: number, period = false): Run {
  const r = spawnSync(process.execPath, ["--import", "tsx", child, method, code, String(count), period ? "period" : ""], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`bench child failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Run;
}

function c(code: string, count: number, naive = false): Run | null {
  if (!existsSync(binary)) return null;
  const out = execFileSync(binary, [code, String(count), ...(naive ? ["naive"] : [])], { encoding: "utf8" });
  const kv = Object.fromEntries(
    out
      .trim()
      .split(" ")
      .map((p) => p.split("=") as [string, string]),
  );
  return {
    seconds: Number(kv.seconds),
    periodSeconds: Number(kv.period_seconds),
    checksum: kv.checksum!,
    maxRssMiB: Number(kv.max_rss_mib),
    period: Number(kv.period) > 0 ? { period: Number(kv.period), preperiod: Number(kv.preperiod), proven: kv.proven === "1", needed: Number(kv.needed) } : null,
  };
}

function compileC(): string {
  mkdirSync(binDir, { recursive: true });
  try {
    execFileSync("gcc", ["-O2", "-o", binary, source], { stdio: "pipe" });
    return "gcc -O2 bench/baselines/sparse.c";
  } catch (e) {
    return `no C baseline (gcc failed: ${String(e).split("\n")[0]})`;
  }
}

const rate = (count: number, seconds: number): string => `${formatNumber(Math.round(count / seconds))}/s`;
const mib = (x: number): string => `${x.toFixed(0)} MiB`;
const periodText = (r: Run): string => (r.period ? `${r.period.period} from ${r.period.preperiod}${r.period.proven ? ", proven" : ", apparent"}` : "none");

export default async function seq(args: string[]): Promise<void> {
  const quick = args.includes("--quick");
  console.log(`C baseline: ${compileC()}`);

  const n18 = quick ? 1 << 14 : 1 << 18;
  console.log(`\nnaive vs sparse, heaps 0 … ${formatNumber(n18 - 1)} (2^${Math.log2(n18)})`);
  const rows: (string | number)[][] = [["game", "impl", "method", "seconds", "values/s", "peak", "checksum", "sparse ×"]];
  const pair = (code: string, impl: string, naive: Run, sparse: Run): void => {
    if (naive.checksum !== sparse.checksum) throw new Error(`${code}: naive and sparse values differ`);
    rows.push([code, impl, "naive", naive.seconds.toFixed(2), rate(n18, naive.seconds), mib(naive.maxRssMiB), naive.checksum, ""]);
    rows.push([
      code,
      impl,
      "sparse",
      sparse.seconds.toFixed(3),
      rate(n18, sparse.seconds),
      mib(sparse.maxRssMiB),
      sparse.checksum,
      `${(naive.seconds / sparse.seconds).toFixed(1)}×`,
    ]);
  };
  for (const code of ["0.6", "0.77"]) pair(code, "TypeScript", ts("naive", code, n18), ts("sparse", code, n18));
  // the same two methods in C, to show the ratio belongs to the method
  const cNaive = c("0.6", n18, true);
  const cSparse = c("0.6", n18);
  if (cNaive && cSparse) pair("0.6", "C -O2", cNaive, cSparse);
  table(rows);

  console.log("\nsparse method, TypeScript vs C (time: sequence + period search)");
  const r354 = parseHeapGame("0.354");
  // Flammenkamp (2002), Czajka's table: 0.354 has preperiod 10,061,916 and period 1180
  const needed = quick ? 1 << 20 : periodicityBound(r354, 10_061_916, 1180)! + 1180;
  const runs: [string, number][] = [
    ["0.6", quick ? 1 << 16 : 1 << 21],
    ["0.354", needed],
  ];
  if (args.includes("--big")) runs.push(["0.6", 1 << 26]);
  const rows2: (string | number)[][] = [["game", "heaps", "impl", "seconds", "values/s", "peak", "period", "TS / C"]];
  for (const [code, count] of runs) {
    const t = ts("sparse", code, count, true);
    const b = count <= 1 << 25 ? c(code, count) : null;
    const tTotal = t.seconds + t.periodSeconds;
    rows2.push([code, formatNumber(count), "TypeScript", tTotal.toFixed(2), rate(count, t.seconds), mib(t.maxRssMiB), periodText(t), ""]);
    if (b) {
      if (b.checksum !== t.checksum) throw new Error(`${code}: TypeScript and C values differ`);
      const bTotal = b.seconds + b.periodSeconds;
      rows2.push([code, formatNumber(count), "C -O2", bTotal.toFixed(2), rate(count, b.seconds), mib(b.maxRssMiB), periodText(b), `${(tTotal / bTotal).toFixed(2)}×`]);
    }
  }
  table(rows2);
}
