// `npm run bench -- patternCli [--runs=N] [--no-build]`: whole `grundy pattern` processes end to
// end: a law over 10^6 values (Kayles; 0.8 as far as its three-heap moves allow) and tables of
// 500 × 500 (Wythoff, Euclid). Median wall and CPU seconds, and each as a multiple of
// `grundy --version` measured in the same run (the process's start-up: the floor of every row).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { median, table } from "./_util.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const CLI = join(root, "dist", "cli", "grundy.cjs");

const LINES: { label: string; args: string[] }[] = [
  { label: "kayles(n) --to 999999", args: ["pattern", "kayles(n)", "--to", "999999"] },
  { label: 'heap("0.8", n) --to 999999', args: ["pattern", 'heap("0.8", n)', "--to", "999999"] },
  { label: 'heap("0.8", n) --to 2000', args: ["pattern", 'heap("0.8", n)', "--to", "2000"] },
  { label: "wythoff(a,b) --to 499", args: ["pattern", "wythoff(a,b)", "--to", "499"] },
  { label: "euclid(a,b) --to 499", args: ["pattern", "euclid(a,b)", "--to", "499"] },
  { label: "wythoff(a,b) --to 499 --code cpp", args: ["pattern", "wythoff(a,b)", "--to", "499", "--code", "cpp"] },
];

/** Wall and CPU (user + sys) seconds of one process, by bash's `time`; its exit code and its first line of the law (or error). */
function timedRun(args: string[]): { wall: number; cpu: number; status: number; first: string } {
  const dir = mkdtempSync(join(tmpdir(), "grundy-pattern-bench-"));
  try {
    const [out, times] = [join(dir, "out.txt"), join(dir, "time.txt")];
    const script = 'TIMEFORMAT="%3R %3U %3S"; { time "$@" >"$OUT" 2>&1; echo $? >"$RC"; } 2>"$TIMES"';
    spawnSync("bash", ["-c", script, "bash", process.execPath, CLI, ...args], { env: { ...process.env, OUT: out, TIMES: times, RC: join(dir, "rc.txt") } });
    const [wall, user, sys] = readFileSync(times, "utf8").trim().split("\n").pop()!.split(" ").map(Number);
    const lines = readFileSync(out, "utf8").split("\n");
    const first = lines.find((l, i) => l.trim() !== "" && !l.startsWith("//") && (i > 0 || l.startsWith("grundy"))) ?? "";
    return { wall: wall!, cpu: user! + sys!, status: Number(readFileSync(join(dir, "rc.txt"), "utf8")), first };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function patternCli(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  if (!args.includes("--no-build")) {
    console.log("building dist/ …");
    execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  }
  const floor = { wall: [] as number[], cpu: [] as number[] };
  const rows: (string | number)[][] = [["command line", "wall s", "CPU s", "wall × --version", "exit", "law (first line)"]];
  const measured: { label: string; wall: number[]; cpu: number[]; status: number; first: string }[] = [];
  for (const line of LINES) {
    const m = { label: line.label, wall: [] as number[], cpu: [] as number[], status: 0, first: "" };
    for (let i = 0; i < runs; i++) {
      const v = timedRun(["--version"]);
      floor.wall.push(v.wall);
      floor.cpu.push(v.cpu);
      const r = timedRun(line.args);
      m.wall.push(r.wall);
      m.cpu.push(r.cpu);
      m.status = r.status;
      m.first = r.first;
      if (r.status !== 0) break;
    }
    measured.push(m);
  }
  const f = median(floor.wall);
  rows.push(["grundy --version", f, median(floor.cpu), 1, 0, ""]);
  for (const m of measured) rows.push([m.label, median(m.wall), median(m.cpu), median(m.wall) / f, m.status, m.first.slice(0, 70)]);
  table(rows);
}
