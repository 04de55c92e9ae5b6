// Misère quotients: time (whole process, as MisereSolver's figures are) and peak memory to
// solve the octal games of issue 20 and to reach heaps 30 and 33 of Dawson's Kayles. Each
// case runs in a child process of its own so that its peak RSS is its own. The reference
// column is MisereSolver (Java, JVM start included) as issue 20 quotes it on this kind of
// machine: a quoted figure, not measured in this run. "in-process s" is the quotient's own
// time inside the child (the rest is node and tsx starting).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseHeapGame } from "../src/heap/parseHeapGame.js";
import { misereQuotient } from "../src/misere/index.js";
import { table } from "./_util.js";

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

function child(code: string, to: number | undefined): void {
  const t0 = performance.now();
  const q = misereQuotient(parseHeapGame(code), { ...(to !== undefined ? { to } : {}), budget: { seconds: SECONDS } });
  const inside = (performance.now() - t0) / 1000;
  process.stdout.write(
    JSON.stringify({ order: q.order, pSize: q.pSize, solved: q.solved, heap: q.heap, stopped: q.stopped ?? "", inside, rss: process.resourceUsage().maxRSS / 1024 }),
  );
}

export default async function run(): Promise<void> {
  const rows: (string | number)[][] = [["game", "to", "result", "|Q|", "|P|", "heap", "seconds", "in-process s", "peak MiB", "MisereSolver"]];
  for (const c of CASES) {
    const t0 = Date.now();
    const r = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--child", c.code, String(c.to ?? "")], { encoding: "utf8" });
    const seconds = (Date.now() - t0) / 1000;
    if (r.status !== 0) {
      rows.push([c.code, c.to ?? "", `failed: ${r.stderr.split("\n")[0]}`, "", "", "", seconds, "", "", c.misereSolver]);
      continue;
    }
    const j = JSON.parse(r.stdout) as { order: number; pSize: number; solved: boolean; heap: number; stopped: string; inside: number; rss: number };
    const peak = j.rss;
    rows.push([c.code, c.to ?? "", j.solved ? "solved" : `stopped (${j.stopped})`, j.order, j.pSize, j.heap, seconds, j.inside, peak, c.misereSolver]);
  }
  table(rows);
}

if (process.argv[2] === "--child") child(process.argv[3]!, process.argv[4] ? Number(process.argv[4]) : undefined);
