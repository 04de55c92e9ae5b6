// `npm run bench -- chomp`: P/N of every Chomp diagram in the 12×12, 14×14 and 16×16 boxes
// (src/games/chomp/box.ts, each solve in a process of its own, so its peak memory is its
// own) beside a plain single-threaded C program written the same way (bench/c/chomp_box.c:
// the same ranks, the same parent marking, one bit a diagram), built with gcc -O2 into a
// temp directory. Prints time, diagrams, P-positions, peak RSS and the ratio, and checks
// that both find the same P-positions count and winning first moves.
//
// Options: --sizes=12x12,14x14,16x16 (boxes; `n` alone for n×n), --runs=1 (TypeScript runs
// per box, the median shown; C runs as often), --no-c (TypeScript only), --keep (the temp dir).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatNumber, median, type ProcessRun, run, table } from "./_util.js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** One box: the TypeScript solve and the C baseline's, measured in the same run. */
export interface ChompBoxRow {
  box: string;
  diagrams: number;
  pPositions: number;
  /** The winning first moves of the full board, e.g. "(2,2)". */
  moves: string;
  /** The solve inside its process (start-up and loading excluded). */
  tsSeconds: number;
  /** CPU time of the solve (user + system), the figure to read on a loaded machine. */
  tsCpuSeconds: number;
  tsPeakMiB: number;
  /** The C program's whole process (its start-up is a millisecond). */
  cSeconds: number | null;
  cCpuSeconds: number | null;
  cPeakMiB: number | null;
  /** tsSeconds / cSeconds. */
  ratio: number | null;
  /** tsCpuSeconds / cCpuSeconds. */
  cpuRatio: number | null;
  check: string;
}

const option = (args: string[], name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

/** Measures every box asked for (`--sizes`, `--runs`, `--no-c`, `--keep` as for the bench) and returns a row each. */
export async function chompBoxRows(args: string[] = []): Promise<ChompBoxRow[]> {
  const sizes = (option(args, "sizes") ?? "12x12,14x14,16x16").split(",").map((s) => {
    const [a, b] = s.split("x").map(Number);
    return [a!, b ?? a!] as const;
  });
  const runs = Math.max(1, Number(option(args, "runs") ?? 1));
  const dir = mkdtempSync(join(tmpdir(), "grundy-chomp-"));
  const exe = join(dir, "chomp_box");
  if (!args.includes("--no-c")) {
    try {
      execFileSync("gcc", ["-O2", "-o", exe, join(root, "bench", "c", "chomp_box.c")], { stdio: "inherit" });
    } catch {
      console.log("gcc not found or failed: the C baseline is skipped");
    }
  }
  const haveC = existsSync(exe);
  const rows: ChompBoxRow[] = [];
  try {
    for (const [a, b] of sizes) {
      const ts: { seconds: number; cpuSeconds: number; diagrams: number; pPositions: number; moves: string; maxRssMiB: number }[] = [];
      const cs: ProcessRun[] = [];
      for (let i = 0; i < runs; i++) {
        // interleaved, so both see the same load
        ts.push(JSON.parse(run([process.execPath, "--import", "tsx", join(root, "bench", "_chompChild.ts"), String(a), String(b)], dir).stdout));
        if (haveC) cs.push(run([exe, String(a), String(b)], dir));
      }
      const t = ts.find((x) => x.seconds === median(ts.map((y) => y.seconds))) ?? ts[0]!;
      const c = cs.find((x) => x.wall === median(cs.map((y) => y.wall))) ?? cs[0];
      let check = "–";
      if (c) {
        const [count, moves] = c.stdout.trim().split("\n");
        const cP = Number(/(\d+) P-positions/.exec(count ?? "")?.[1]);
        const cMoves = (moves ?? "").split(":")[1]?.trim() ?? "";
        check = cP === t.pPositions && cMoves === t.moves ? "agree" : `differ: C ${cP} P-positions, moves ${cMoves}`;
      }
      rows.push({
        box: `${a}×${b}`,
        diagrams: t.diagrams,
        pPositions: t.pPositions,
        moves: t.moves,
        tsSeconds: t.seconds,
        tsCpuSeconds: t.cpuSeconds,
        tsPeakMiB: t.maxRssMiB,
        cSeconds: c?.wall ?? null,
        cCpuSeconds: c?.cpu ?? null,
        cPeakMiB: c?.rssMiB ?? null,
        ratio: c ? t.seconds / c.wall : null,
        cpuRatio: c?.cpu ? t.cpuSeconds / c.cpu : null,
        check,
      });
      console.log(`${a}×${b} done (TypeScript ${formatNumber(t.seconds)} s${c ? `, C ${formatNumber(c.wall)} s` : ""})`);
    }
  } finally {
    if (args.includes("--keep")) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export default async function chompBench(args: string[]): Promise<void> {
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(" ");
  console.log(`load average at start: ${load()}`);
  const rows = await chompBoxRows(args);
  const secs = (x: number | null) => (x === null ? "–" : `${formatNumber(x)} s`);
  const mib = (x: number | null) => (x === null ? "–" : `${x.toFixed(0)} MiB`);
  table([
    ["box", "diagrams", "P-positions", "winning moves", "TypeScript", "TS CPU", "TS peak RSS", "C -O2", "C CPU", "C peak RSS", "TS / C", "CPU ratio", "check"],
    ...rows.map((r) => [
      r.box,
      r.diagrams,
      r.pPositions,
      r.moves,
      secs(r.tsSeconds),
      secs(r.tsCpuSeconds),
      mib(r.tsPeakMiB),
      secs(r.cSeconds),
      secs(r.cCpuSeconds),
      mib(r.cPeakMiB),
      r.ratio === null ? "–" : `${r.ratio.toFixed(2)}×`,
      r.cpuRatio === null ? "–" : `${r.cpuRatio.toFixed(2)}×`,
      r.check,
    ]),
  ]);
  console.log(`load average at end: ${load()}`);
  console.log(
    "TypeScript: the solve inside its own process (Node's start-up excluded, about 0.1 s; the loop runs in the WebAssembly kernel where it is built, its compilation included); C: the whole process. Goal: TS / C ≤ 1.5.",
  );
}
