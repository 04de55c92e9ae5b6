// A real SLURM job array: `grundy census … --sbatch`'s script submitted to the one-node
// cluster that .ci/run starts (scripts/slurm-one-node.sh), its results merged and checked
// against a census in this process and the published tables. Outside CI, without sbatch or
// a running cluster, the test is skipped and says why; in CI (CI=1) it fails instead.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compareWithPublished, parsePublishedTable, readCensusDir, runCensus } from "../../src/census/index.js";

const MAIN = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** Why no SLURM job can run here, or null when a cluster answers. */
function slurmMissing(): string | null {
  if (spawnSync("sbatch", ["--version"], { encoding: "utf8" }).status !== 0) return "sbatch is not installed (.ci/run installs slurmctld, slurmd, slurm-client and munge)";
  const sinfo = spawnSync("sinfo", ["-h", "-o", "%T"], { encoding: "utf8", timeout: 5000 });
  if (sinfo.status !== 0 || !/idle|mix|alloc/.test(sinfo.stdout)) return "no SLURM cluster answers (scripts/slurm-one-node.sh start, as root, starts one)";
  return null;
}

const missing = slurmMissing();
const CI = process.env.CI !== undefined && process.env.CI !== "" && process.env.CI !== "0";
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing !== null && !CI)(`grundy census on a SLURM job array${missing !== null && !CI ? ` (skipped: ${missing})` : ""}`, () => {
  it("runs '0.??' to heap 4096 as an array of 4 tasks whose merged table is one process's census and agrees with the published tables", async () => {
    expect(missing, "CI runs this test on the cluster .ci/run starts").toBeNull();
    const dir = mkdtempSync(join(tmpdir(), "census-slurm-"));
    const made = spawnSync(process.execPath, [MAIN, "census", "0.??", "--to", "4096", "--out", dir, "--sbatch", "--tasks", "4", "--time", "0:05:00", "--mem", "500M"], {
      encoding: "utf8",
    });
    expect(made.status).toBe(0);
    const script = join(dir, "census.sbatch");
    writeFileSync(script, made.stdout);
    const submitted = spawnSync("sbatch", ["--parsable", script], { encoding: "utf8" });
    expect(submitted.stderr).toBe("");
    const job = submitted.stdout.trim().split(";")[0]!;
    // the single-process census while the array runs
    const one = mkdtempSync(join(tmpdir(), "census-one-"));
    runCensus({ patterns: ["0.??"], to: 4096, dir: one, shard: null, run: { host: "test", job: "", version: "" } });
    const deadline = Date.now() + 15_000;
    let waiting = true;
    while (waiting && Date.now() < deadline) {
      waiting = spawnSync("squeue", ["-h", "-j", job], { encoding: "utf8" }).stdout.trim() !== "";
      if (waiting) await sleep(300);
    }
    if (waiting) spawnSync("scancel", [job]);
    expect(waiting, `job ${job} still queued or running after 15 s (cancelled)`).toBe(false);
    const logs = readdirSync(dir).filter((n) => n.startsWith(`slurm-${job}_`));
    expect(logs.sort()).toEqual([0, 1, 2, 3].map((i) => `slurm-${job}_${i}.log`));
    for (const log of logs) expect(readFileSync(join(dir, log), "utf8")).toMatch(/^census \(shard [1-4]\/4 from SLURM: \d+ of 64 games\)/);

    const array = readCensusDir(dir);
    const single = readCensusDir(one);
    expect(array.corrupt).toEqual([]);
    const facts = (r: (typeof array.results)[number]): unknown => ({ ...r, seconds: 0, finished: "", run: null, digest: "" });
    expect(array.results.map(facts)).toEqual(single.results.map(facts));
    expect(new Set(array.results.map((r) => r.run.shard))).toEqual(new Set(["1/4", "2/4", "3/4", "4/4"]));

    // Winning Ways, Flammenkamp and Czajka (test/fixtures): every two-digit game they give
    const published = parsePublishedTable(readFileSync(join(FIXTURES, "octal_games.tsv"), "utf8"));
    expect(compareWithPublished(array.results, published)).toEqual([]);
    const byCode = new Map(array.results.map((r) => [r.key, r]));
    const twoDigit = published.filter((p) => byCode.has(p.key));
    expect(twoDigit.map((p) => p.code).sort()).toEqual(["0.07", "0.17", "0.4", "0.44", "0.45", "0.6", "0.77"]);
    for (const p of twoDigit) {
      const r = byCode.get(p.key)!;
      expect({ code: p.code, status: r.status, period: r.status === "proven" ? r.period : null, lastException: r.status === "proven" ? r.lastException : null }).toEqual({
        code: p.code,
        status: p.period === null ? "open" : "proven",
        period: p.period,
        lastException: p.lastException,
      });
    }
    // Czajka's SolvedGames.md: 0.45 from heap 498, period 20, largest value 8 first at 37, 11 rare heaps under mask f, the last at 198
    const r45 = byCode.get("0.45")!;
    expect({ preperiod: r45.preperiod, period: r45.period, largest: r45.largest, mask: r45.rare.mask, count: r45.rare.count, last: r45.rare.heaps.at(-1)?.[0] }).toEqual({
      preperiod: 498,
      period: 20,
      largest: { value: 8, at: 37 },
      mask: 0xf,
      count: 11,
      last: 198,
    });
  });
});
