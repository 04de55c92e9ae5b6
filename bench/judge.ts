// `npm run bench -- judge`: whole-process time of `grundy judge <problem>` on large
// generated inputs against straightforward C++ solutions (bench/baselines/*.cpp, built
// with g++ -O2 into bench/baselines/bin/). Prints times, ratios, peak memory, and whether
// the outputs agree. Options: --runs=N (default 5), --keep (keep the temp dir).
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { wythoffPPosition } from "../src/games/wythoff/index.js";
import { formatNumber, hasTime, type ProcessRun, run, table } from "./_util.js";
import { seededInts } from "../src/_internals/random.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const baselines = join(root, "bench", "baselines");
const bin = join(baselines, "bin");

/** Writes text made of many small parts to a file in big chunks. */
function writer(path: string): { put(s: string): void; close(): void } {
  const fd = openSync(path, "w");
  let parts: string[] = [];
  let size = 0;
  const flush = (): void => {
    writeSync(fd, parts.join(""));
    parts = [];
    size = 0;
  };
  return {
    put(s) {
      parts.push(s);
      size += s.length;
      if (size > 1 << 20) flush();
    },
    close() {
      flush();
      closeSync(fd);
    },
  };
}

/** 10^6 lines `a b` with values ≤ 10^9: half P-positions (some as near misses), half random. */
function genWythoff(path: string): void {
  const r = seededInts(1527);
  const w = writer(path);
  const maxK = 381_966_011; // b_k ≤ 10^9
  for (let i = 0; i < 1_000_000; i++) {
    let a: number;
    let b: number;
    const kind = r(4);
    if (kind <= 1) {
      const [x, y] = wythoffPPosition(1 + r(maxK));
      a = Number(x);
      b = Number(y);
      if (kind === 1) b += r(3) - 1; // a near miss (or the P-position itself)
    } else {
      a = r(1_000_000_001);
      b = r(1_000_000_001);
    }
    w.put(r(2) === 0 ? `${a} ${b}\n` : `${b} ${a}\n`);
  }
  w.close();
}

/** 100 cases × 1000 Euclid games with piles ≤ 1000 (a few empty piles). */
function genEuclid(path: string): void {
  const r = seededInts(3595);
  const w = writer(path);
  for (let c = 0; c < 100; c++) {
    w.put("1000\n");
    for (let i = 0; i < 1000; i++) {
      const p = r(100) === 0 ? 0 : 1 + r(1000);
      const q = 1 + r(1000);
      w.put(`${p} ${q}\n`);
    }
  }
  w.close();
}

/** 10^4 strip cases, n ≤ 4747, up to 40 coloured cells each (repeats allowed). */
function genStrip(path: string): void {
  const r = seededInts(4559);
  const w = writer(path);
  w.put("10000\n");
  for (let c = 0; c < 10_000; c++) {
    const n = 1 + r(4747);
    const m = r(Math.min(2 * n, 40) + 1);
    w.put(`${n} ${m}\n`);
    for (let i = 0; i < m; i++) w.put(`${1 + r(2)} ${1 + r(n)}\n`);
  }
  w.close();
}

// Node reads NODE_EXTRA_CA_CERTS at start-up (~80 ms on the bench machine), which has
// nothing to do with judging: the child runs without it.
const childEnv = { ...process.env };
delete childEnv.NODE_EXTRA_CA_CERTS;

/** Runs a command with stdin from a file and stdout to a file, without NODE_EXTRA_CA_CERTS. */
const runJudged = (cmd: string[], input: string, output: string, dir: string): ProcessRun => run(cmd, dir, { stdin: input, stdout: output, env: childEnv });

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function compile(name: string, out: string, flags: string[] = []): void {
  execFileSync("g++", ["-O2", "-o", join(bin, out), ...flags, join(baselines, `${name}.cpp`)], { stdio: "inherit" });
}

export default async function judge(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
  try {
    execFileSync("g++", ["--version"], { stdio: "ignore" });
  } catch {
    console.log("g++ not found: the judge benchmark needs it for the C++ baselines (skipped)");
    return;
  }
  console.log("building dist/ and the C++ baselines (g++ -O2) …");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  mkdirSync(bin, { recursive: true });
  compile("hdu1527", "hdu1527");
  compile("hdu3595", "hdu3595");
  compile("hdu3595", "hdu3595-keep", ["-DKEEP_MEMO"]);
  compile("hdu4559", "hdu4559");

  const dir = mkdtempSync(join(tmpdir(), "grundy-bench-"));
  console.log(`generating inputs in ${dir} …`);
  const inputs = { hdu1527: join(dir, "hdu1527.in"), hdu3595: join(dir, "hdu3595.in"), hdu4559: join(dir, "hdu4559.in") };
  genWythoff(inputs.hdu1527);
  genEuclid(inputs.hdu3595);
  genStrip(inputs.hdu4559);

  const cases: { problem: keyof typeof inputs; label: string; baseline: string; goal: number | null }[] = [
    { problem: "hdu1527", label: "10^6 Wythoff lines", baseline: "hdu1527", goal: 1.0 },
    { problem: "hdu3595", label: "100 x 1000 Euclid games", baseline: "hdu3595", goal: 0.5 },
    { problem: "hdu3595", label: "  (memo kept across cases)", baseline: "hdu3595-keep", goal: null },
    { problem: "hdu4559", label: "10^4 strip cases", baseline: "hdu4559", goal: 1.5 },
  ];
  // the `grundy` executable (package.json bin), as `npx grundy` runs it
  const cli = join(root, "dist", "cli", "grundy.cjs");
  const rows: (string | number)[][] = [
    ["problem", "input", "MiB in", "C++ s", "grundy s", "ratio", "best-of ratio", "goal", "met", "CPU ratio", "C++ MiB", "grundy MiB", "outputs"],
  ];
  const load0 = loadavg()[0]!;
  for (const c of cases) {
    const input = inputs[c.problem];
    const cppOut = join(dir, `${c.baseline}.cpp.out`);
    const tsOut = join(dir, `${c.problem}.ts.out`);
    const cpp: ProcessRun[] = [];
    const ts: ProcessRun[] = [];
    for (let i = 0; i < runs; i++) {
      cpp.push(runJudged([join(bin, c.baseline)], input, cppOut, dir));
      ts.push(runJudged([process.execPath, cli, "judge", c.problem], input, tsOut, dir));
    }
    const agree = readFileSync(cppOut).equals(readFileSync(tsOut));
    const cppS = median(cpp.map((r) => r.wall));
    const tsS = median(ts.map((r) => r.wall));
    const ratio = tsS / cppS;
    const best = Math.min(...ts.map((r) => r.wall)) / Math.min(...cpp.map((r) => r.wall));
    const mem = (rs: ProcessRun[]): string => (rs[0]!.rssMiB === null ? "n/a" : formatNumber(Math.max(...rs.map((r) => r.rssMiB!))));
    rows.push([
      c.problem,
      c.label,
      (statSync(input).size / 2 ** 20).toFixed(1),
      cppS.toFixed(3),
      tsS.toFixed(3),
      `${ratio.toFixed(2)}x`,
      `${best.toFixed(2)}x`,
      c.goal === null ? "-" : `<= ${c.goal.toFixed(1)}x`,
      c.goal === null ? "-" : ratio <= c.goal ? "yes" : "NO",
      hasTime ? `${(median(ts.map((r) => r.cpu!)) / median(cpp.map((r) => r.cpu!))).toFixed(2)}x` : "n/a",
      mem(cpp),
      mem(ts),
      agree ? "agree" : "DIFFER",
    ]);
  }
  console.log(
    `\nmedian wall time of ${runs} interleaved runs each (whole processes; node ${process.version}); ` +
      `best-of ratio: fastest grundy run / fastest C++ run; CPU ratio: median user+sys seconds (all threads); 1-minute load average ${load0.toFixed(2)} -> ${loadavg()[0]!.toFixed(2)}`,
  );
  table(rows);

  // The floor under every Node run: a process that loads nothing and reads nothing,
  // timed beside the fastest C++ baseline (hdu4559), to show what its goal leaves.
  const empty = join(dir, "empty.cjs");
  writeFileSync(empty, "");
  const floor: ProcessRun[] = [];
  const cppFloor: ProcessRun[] = [];
  for (let i = 0; i < runs; i++) {
    cppFloor.push(runJudged([join(bin, "hdu4559")], inputs.hdu4559, join(dir, "floor.cpp.out"), dir));
    floor.push(runJudged([process.execPath, empty], inputs.hdu4559, join(dir, "floor.out"), dir));
  }
  const emptyS = median(floor.map((r) => r.wall));
  const cppS = median(cppFloor.map((r) => r.wall));
  console.log(
    `\nfloor: an empty Node process takes ${emptyS.toFixed(3)} s, ${(emptyS / cppS).toFixed(2)}x the hdu4559 C++ run (${cppS.toFixed(3)} s); ` +
      `its goal of 1.5x leaves ${((1.5 * cppS - emptyS) * 1000).toFixed(0)} ms to load grundy and read and answer ${(statSync(inputs.hdu4559).size / 2 ** 20).toFixed(1)} MiB`,
  );
  if (args.includes("--keep")) console.log(`inputs and outputs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
