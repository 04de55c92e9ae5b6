// `npm run bench -- search [--boards=3x13,4x9,…] [--memory=256MiB] [--no-build]`: the large-position
// search (`grundy solve cram r c`, one process a board, one core) on the boards of issue 19,
// with CPU time, positions searched, peak memory, and the value against the published one;
// beside it igsolve's time (beling/impartial-games, Rust, one core, the better of its two
// table modes) as measured on this kind of machine and given in the issue.
import { execFileSync, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { table } from "./_util.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "dist", "cli", "grundy.cjs");

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
  if (!args.includes("--no-build")) {
    console.log("building dist/ …");
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  }
  const rows: (string | number)[][] = [["board", "value", "published", "CPU s", "wall s", "igsolve s", "ratio", "positions", "table entries", "peak MiB"]];
  for (const b of boards) {
    const [r, c] = b.split("x");
    const run = spawnSync(process.execPath, [cli, "solve", "cram", r!, c!, "--json", "--memory", memory], { encoding: "utf8", maxBuffer: 1 << 24 });
    if (run.status !== 0) throw new Error(`cram ${b}: ${run.stderr.trim()}`);
    const j = JSON.parse(run.stdout) as { value: number; seconds: number; cpuSeconds: number; positions: number; tableEntries: number; peakRssBytes: number };
    const published = PUBLISHED[b];
    if (published !== undefined && j.value !== published) throw new Error(`cram ${b}: ${j.value}, published ${published}`);
    const ig = Number(IGSOLVE[b]);
    rows.push([
      b,
      j.value,
      published ?? "",
      j.cpuSeconds,
      j.seconds,
      IGSOLVE[b] ?? "",
      Number.isFinite(ig) ? j.cpuSeconds / ig : "",
      j.positions,
      j.tableEntries,
      Math.round(j.peakRssBytes / 2 ** 20),
    ]);
  }
  table(rows);
  console.log("\nratio: our CPU time / igsolve's (above 1: slower). Boards: --boards=3x16,3x17,4x11,5x9,…");
}
