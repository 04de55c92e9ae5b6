// Misère quotients: the whole process of the built CLI, `node dist/cli/grundy.cjs misere <game>
// --json` (node start included, as MisereSolver's figures include the JVM's), and its peak
// RSS, to solve the octal games of issue 20 and to reach heaps 30 and 33 of Dawson's Kayles.
// Each case runs in a process of its own, so that its peak RSS is its own (read by a preload
// that writes process.resourceUsage() at exit; it adds nothing to the work). "in-process s" is
// the quotient's own time, from a second child that calls misereQuotient (no CLI, no start).
// The reference column is MisereSolver (Java, JVM start included) as issue 20 quotes it on
// this kind of machine: a quoted figure, not measured in this run. `npm run build` runs first.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseHeapGame } from "../src/heap/parseHeapGame.js";
import { misereQuotient } from "../src/misere/index.js";
import { table } from "./_util.js";

const CLI = fileURLToPath(new URL("../dist/cli/grundy.cjs", import.meta.url));

const CASES: { code: string; to?: number; misereSolver: string }[] = [
  { code: "0.77", misereSolver: "0.6 s (solved at heap 253)" },
  { code: "0.75", misereSolver: "0.3–0.9 s" },
  { code: "0.123", misereSolver: "0.3–0.9 s" },
  { code: "0.15", misereSolver: "0.3–0.9 s" },
  { code: "0.71", misereSolver: "0.3–0.9 s" },
  { code: "0.72", misereSolver: "0.3–0.9 s" },
  { code: "0.07", to: 30, misereSolver: "11 s" },
  { code: "0.07", to: 33, misereSolver: "27 s, 300 MB" },
];

/** The budget of each case, in seconds. */
const SECONDS = 120;

/** Writes the process's peak RSS (MiB) to the file named by MISERE_BENCH_RSS at exit. */
const PRELOAD = `process.on("exit", () => require("node:fs").writeFileSync(process.env.MISERE_BENCH_RSS, String(process.resourceUsage().maxRSS / 1024)));\n`;

function child(code: string, to: number | undefined): void {
  const t0 = performance.now();
  misereQuotient(parseHeapGame(code), { ...(to !== undefined ? { to } : {}), budget: { seconds: SECONDS } });
  process.stdout.write(String((performance.now() - t0) / 1000));
}

export default async function run(): Promise<void> {
  spawnSync("npm", ["run", "build"], { stdio: "ignore" });
  const dir = mkdtempSync(join(tmpdir(), "misere-bench-"));
  const preload = join(dir, "rss.cjs");
  const rssFile = join(dir, "rss");
  writeFileSync(preload, PRELOAD);
  const rows: (string | number)[][] = [["game", "to", "result", "|Q|", "|P|", "heap", "seconds (CLI)", "in-process s", "peak MiB (CLI)", "MisereSolver"]];
  try {
    for (const c of CASES) {
      const args = [CLI, "misere", c.code, "--json", "--seconds", String(SECONDS), ...(c.to !== undefined ? ["--to", String(c.to)] : [])];
      const t0 = Date.now();
      const r = spawnSync(process.execPath, ["--require", preload, ...args], { encoding: "utf8", env: { ...process.env, MISERE_BENCH_RSS: rssFile } });
      const seconds = (Date.now() - t0) / 1000;
      if (r.status !== 0) {
        rows.push([c.code, c.to ?? "", `failed: ${r.stderr.split("\n")[0]}`, "", "", "", seconds, "", "", c.misereSolver]);
        continue;
      }
      const j = JSON.parse(r.stdout) as { order: number; pSize: number; solved: boolean; heap: number; stopped?: string };
      const peak = Number(readFileSync(rssFile, "utf8"));
      const inside = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--child", c.code, String(c.to ?? "")], { encoding: "utf8" });
      rows.push([c.code, c.to ?? "", j.solved ? "solved" : `reached (${j.stopped})`, j.order, j.pSize, j.heap, seconds, Number(inside.stdout), peak, c.misereSolver]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  table(rows);
}

if (process.argv[2] === "--child") child(process.argv[3]!, process.argv[4] ? Number(process.argv[4]) : undefined);
