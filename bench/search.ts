// `npm run bench -- search [--boards=3x13,4x9,…] [--memory=256MiB] [--threads=1,2] [--repeat=1] [--cli=FILE] [--no-build]`:
// the large-position search (`grundy solve cram r c`, one process a run) on the boards of issue 19,
// with CPU time, positions searched, peak memory, and the value against the published one;
// beside it igsolve's time (beling/impartial-games, Rust, one core, the better of its two
// table modes) as measured on this kind of machine and given in the issue. With several
// thread counts, the runs of a board alternate between them (--repeat rounds), each row gives
// the median and the range of its runs, and "speedup" is the 1-thread row's median wall time
// over this row's.
import { execFileSync, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median, table } from "./_util.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Published nimbers: 3 × n (Lemoine & Viennot), 4 × n and 5 × n (beling/impartial-games' README). */
const PUBLISHED: Record<string, number> = {
  "3x13": 2,
  "3x14": 3,
  "3x15": 1,
  "3x16": 4,
  "3x17": 0,
  "3x18": 1,
  "3x19": 0,
  "4x9": 1,
  "4x11": 1,
  "5x8": 1,
  "5x9": 1,
};
/** igsolve's seconds (the figures; "-": no answer in 10 minutes). */
const IGSOLVE: Record<string, string> = {
  "3x13": "0.7",
  "3x14": "2.0",
  "3x15": "1.2",
  "3x16": "-",
  "3x17": "18",
  "3x18": "54",
  "3x19": "249",
  "4x9": "0.34",
  "4x11": "14",
  "5x8": "3.9",
  "5x9": "74",
};
/** The boards run when none are named: those that finish in a few minutes here. */
const DEFAULT = ["3x13", "3x14", "3x15", "4x9", "5x8"];

export default async function searchBench(args: string[]): Promise<void> {
  const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const boards = (opt("boards") ?? DEFAULT.join(",")).split(",");
  const memory = opt("memory") ?? "256MiB";
  // --cli=FILE: another build of grundy (a copy of dist/, so that a long run survives rebuilds)
  const cli = opt("cli") ?? join(root, "dist", "cli", "grundy.cjs");
  if (!args.includes("--no-build")) {
    console.log("building dist/ …");
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  }
  const threads = (opt("threads") ?? "1").split(",").map(Number);
  const repeat = Number(opt("repeat") ?? 1);
  const rows: (string | number)[][] = [
    ["board", "threads", "value", "published", "CPU s", "CPU range", "wall s", "wall range", "speedup", "igsolve s", "ratio", "positions", "table entries", "peak MiB"],
  ];
  type Run = { value: number; seconds: number; cpuSeconds: number; positions: number; tableEntries: number; peakRssBytes: number };
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
  for (const b of boards) {
    const [r, c] = b.split("x");
    const runs = new Map<number, Run[]>(threads.map((t) => [t, []]));
    for (let i = 0; i < repeat; i++)
      for (const t of threads) {
        const run = spawnSync(process.execPath, [cli, "solve", "cram", r!, c!, "--json", "--memory", memory, "--threads", String(t)], { encoding: "utf8", maxBuffer: 1 << 24 });
        if (run.status !== 0) throw new Error(`cram ${b}: ${run.stderr.trim()}`);
        const j = JSON.parse(run.stdout) as Run;
        const published = PUBLISHED[b];
        if (published !== undefined && j.value !== published) throw new Error(`cram ${b}: ${j.value}, published ${published}`);
        runs.get(t)!.push(j);
      }
    const base = median(runs.get(threads[0]!)!.map((j) => j.seconds));
    for (const t of threads) {
      const js = runs.get(t)!;
      const cpu = js.map((j) => j.cpuSeconds);
      const wall = js.map((j) => j.seconds);
      const ig = Number(IGSOLVE[b]);
      rows.push([
        b,
        t,
        js[0]!.value,
        PUBLISHED[b] ?? "",
        median(cpu),
        range(cpu),
        median(wall),
        range(wall),
        threads[0] === 1 ? base / median(wall) : "",
        IGSOLVE[b] ?? "",
        Number.isFinite(ig) ? median(cpu) / ig : "",
        Math.round(median(js.map((j) => j.positions))),
        Math.round(median(js.map((j) => j.tableEntries))),
        Math.round(Math.max(...js.map((j) => j.peakRssBytes)) / 2 ** 20),
      ]);
    }
  }
  table(rows);
  console.log("\nratio: our CPU time (all threads) / igsolve's (above 1: slower). Boards: --boards=3x16,3x17,4x11,5x9,…; threads: --threads=1,2 --repeat=3");
}
