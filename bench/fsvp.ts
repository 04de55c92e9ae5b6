// `npm run bench -- fsvp`: `grundy solve fsvp <n>` (every position: outcome, remoteness and γ)
// for n = 50, 60, 70, as whole processes, beside a plain C value-iteration solver written for
// this benchmark (bench/c/fsvp_vi.c, win/lose/draw and remoteness only, each pass re-expanding
// every undecided position as Gamesman's regular solver does), built with gcc -O3 into a temp
// directory. Prints wall time, CPU time and peak RSS of each, their ratios, and whether the two
// agree on the outcome and remoteness of every position.
//
// Options: --n=50,60,70 (the sizes), --runs=3 (grundy runs per size, the median is shown; the
// C solver runs once), --no-c (grundy only), --keep (keep the temp dir).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FSVP_NO_REMOTENESS, partitionCount, solveFsvp } from "../src/games/fsvp/index.js";
import { formatNumber, type ProcessRun, run, table } from "./_util.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli", "grundy.cjs");

/** GamesmanOne's fsvp times quoted in issue 12 (2 threads, -O3, OpenMP, idle machine): not measured here. */
const GAMESMAN_QUOTED: Record<number, string> = { 50: "2.2 s wall", 60: "17.6 s wall (34 s CPU)", 70: "125 s CPU" };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Compares the C solver's output file (3 bytes a position) with grundy's table, position by position. */
function compare(n: number, file: string): string {
  const t = solveFsvp(n, { outcomesOnly: true });
  const bytes = readFileSync(file);
  if (bytes.length !== 3 * t.count) return `C wrote ${bytes.length} bytes, expected ${3 * t.count}`;
  for (let i = 0; i < t.count; i++) {
    const o = bytes[3 * i]!;
    const r = bytes[3 * i + 1]! | (bytes[3 * i + 2]! << 8);
    if (o !== t.outcome[i] || r !== t.remoteness[i]) {
      const rem = (x: number) => (x === FSVP_NO_REMOTENESS ? "-" : String(x));
      return `differ at index ${i}: C ${"PND"[o]} ${rem(r)}, grundy ${"PND"[t.outcome[i]!]} ${rem(t.remoteness[i]!)}`;
    }
  }
  return "all agree";
}

export default async function fsvpBench(args: string[]): Promise<void> {
  const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const sizes = (opt("n") ?? "50,60,70").split(",").map(Number);
  const runs = Number(opt("runs") ?? 3);
  const withC = !args.includes("--no-c");
  const dir = mkdtempSync(join(tmpdir(), "grundy-fsvp-"));
  console.log("building dist/ …");
  execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  const vi = join(dir, "fsvp_vi");
  if (withC) {
    try {
      execFileSync("gcc", ["-O3", "-o", vi, join(root, "bench", "c", "fsvp_vi.c")], { stdio: "inherit" });
    } catch {
      console.log("gcc not found or failed: the C baseline is skipped");
    }
  }
  const haveC = withC && existsSync(vi);
  const load0 = loadavg();
  console.log(`load average at start: ${load0.map((x) => x.toFixed(2)).join(" ")}`);
  const rows: (string | number)[][] = [
    ["n", "positions", "grundy wall", "grundy CPU", "grundy RSS", "C VI wall", "C VI CPU", "C RSS", "wall ratio", "check", "GamesmanOne (quoted)"],
  ];
  for (const n of sizes) {
    const g: ProcessRun[] = [];
    for (let i = 0; i < runs; i++) g.push(run([process.execPath, cli, "solve", "fsvp", String(n), "--json"], dir));
    const wall = median(g.map((r) => r.wall));
    const best = g.find((r) => r.wall === wall)!;
    const summary = JSON.parse(best.stdout) as { outcomes: { P: number; N: number; D: number } };
    let c: ProcessRun | null = null;
    let check = "–";
    if (haveC) {
      const out = join(dir, `c${n}.bin`);
      c = run([vi, String(n), out], dir);
      const [, , , , P, N, D] = c.stdout.trim().split(" ").map(Number);
      const counts = P === summary.outcomes.P && N === summary.outcomes.N && D === summary.outcomes.D;
      check = counts ? compare(n, out) : `counts differ: C P ${P} N ${N} D ${D}`;
    }
    const secs = (x: number | null | undefined) => (x === null || x === undefined ? "–" : `${formatNumber(x)} s`);
    const mib = (x: number | null | undefined) => (x === null || x === undefined ? "–" : `${x.toFixed(0)} MiB`);
    rows.push([
      n,
      partitionCount(n),
      secs(wall),
      secs(best.cpu),
      mib(best.rssMiB),
      secs(c?.wall),
      secs(c?.cpu),
      mib(c?.rssMiB),
      c ? `${(wall / c.wall).toPrecision(2)}×` : "–",
      check,
      GAMESMAN_QUOTED[n] ?? "–",
    ]);
    console.log(`n = ${n} done (grundy ${secs(wall)}${c ? `, C ${secs(c.wall)}` : ""})`);
  }
  table(rows);
  console.log(
    `load average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  console.log("grundy: the whole `grundy solve fsvp <n> --json` process (Node start-up included), γ too; C: outcomes and remoteness only");
  if (args.includes("--keep")) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
