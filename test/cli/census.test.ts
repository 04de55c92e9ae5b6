// `grundy census` and `grundy census merge` as a user runs them (the built CLI).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));
const FIXTURE = fileURLToPath(new URL("../fixtures/octal_games.tsv", import.meta.url));

function grundy(args: string[], env: NodeJS.ProcessEnv = {}): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: "utf8", env: { ...process.env, ...env } });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}
const tmp = (): string => mkdtempSync(join(tmpdir(), "census-cli-"));
const results = (dir: string): string[] => readdirSync(dir).filter((n) => n.endsWith(".json") && !n.startsWith("."));
/** The merged JSON table without the run's own fields (time, host, shard). */
function table(dir: string): unknown[] {
  const r = grundy(["census", "merge", dir, "--format", "json"]);
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { run: unknown }[]).map(({ run: _, ...rest }) => rest);
}

describe("grundy census", () => {
  it("writes one result file a game and merges them into a table whose solved games match the published periods", () => {
    const dir = tmp();
    const run = grundy(["census", "0.?7", "0.4", "0.40", "--to", "2000", "--out", dir]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^census: 9 games, 9 computed, 0 done before; \d+ proven, \d+ open/);
    expect(results(dir).sort()).toEqual(["0.07.json", "0.17.json", "0.27.json", "0.37.json", "0.4.json", "0.47.json", "0.57.json", "0.67.json", "0.77.json"]);
    const rows = JSON.parse(grundy(["census", "merge", dir, "--format", "json"]).stdout) as Record<string, unknown>[];
    // Winning Ways: Kayles 12 from 71, Dawson's Kayles 34 (last exception 52), 0.4 = 0.07 shifted (53)
    expect(rows.find((r) => r.code === "0.77")).toMatchObject({ status: "proven", period: 12, preperiod: 71, lastException: 70, to: 2000 });
    expect(rows.find((r) => r.code === "0.07")).toMatchObject({ status: "proven", period: 34, lastException: 52 });
    expect(rows.find((r) => r.code === "0.4")).toMatchObject({ equivalent: ["0.40"], period: 34, lastException: 53 });
    const merged = grundy(["census", "merge", dir, "--compare", FIXTURE, "--verify", "3"]);
    expect(merged.stderr).toMatch(/^9 games: \d+ solved, \d+ open; 0 disagreements \(3 verified\)\n$/);
    expect(merged.stdout.split("\n")[0]).toMatch(/^code\tequivalent\tname\tto\tstatus\tperiod\tpreperiod\tlast_exception/);
  });

  it("resumes a census killed by SIGKILL: no finished game is computed again, and the table is the one run's", async () => {
    const dir = tmp();
    const args = [MAIN, "census", "0.?6", "--to", "4096", "--out", dir];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const closed = new Promise((resolve) => child.once("close", resolve));
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (results(dir).length >= 2 || child.exitCode !== null) {
          clearInterval(poll);
          child.kill("SIGKILL");
          resolve();
        }
      }, 20);
    });
    await closed;
    const before = new Map(results(dir).map((n) => [n, statSync(join(dir, n)).ino]));
    expect(stderr).toBe("");
    expect(before.size).toBeGreaterThanOrEqual(2);
    expect(before.size).toBeLessThan(8);
    const again = grundy(["census", "0.?6", "--to", "4096", "--out", dir]);
    expect(again.stdout).toContain(`8 games, ${8 - before.size} computed, ${before.size} done before`);
    for (const [name, ino] of before) expect(statSync(join(dir, name)).ino).toBe(ino); // not rewritten
    const one = tmp();
    expect(grundy(["census", "0.?6", "--to", "4096", "--out", one]).status).toBe(0);
    expect(table(dir)).toEqual(table(one));
  });

  it("splits the games over --shard i/n and over SLURM's array variables the same way, every game once", () => {
    const a = tmp();
    const b = tmp();
    for (const i of [1, 2]) expect(grundy(["census", "0.?5", "--to", "500", "--out", a, "--shard", `${i}/2`]).status).toBe(0);
    for (const i of [0, 1]) expect(grundy(["census", "0.?5", "--to", "500", "--out", b], { SLURM_ARRAY_TASK_ID: String(i), SLURM_ARRAY_TASK_COUNT: "2" }).status).toBe(0);
    expect(results(a)).toHaveLength(8);
    expect(table(a)).toEqual(table(b));
    const shard = JSON.parse(readFileSync(join(b, "0.05.json"), "utf8")) as { run: { shard: string; job: string } };
    expect(shard.run.shard).toMatch(/^[12]\/2$/);
  });

  it("prints an sbatch script for a job array with the time, memory and output directory", () => {
    const r = grundy(["census", "0.??", "--to", "4096", "--out", "/scratch/c", "--sbatch", "--tasks", "4", "--time", "0:10:00", "--mem", "1G", "--command", "grundy"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("#SBATCH --array=0-3\n");
    expect(r.stdout).toContain("#SBATCH --time=0:10:00\n#SBATCH --mem=1G\n#SBATCH --output=/scratch/c/slurm-%A_%a.log\n");
    expect(r.stdout).toContain("\nexec grundy census '0.??' --to 4096 --out /scratch/c\n");
  });
});

describe("grundy census, bad input: one line, exit 2", () => {
  it.each([
    [["census", "1.??", "--to", "10", "--out", "x"], /^grundy census: .*d0 of 0, 4, 8 or C/],
    [["census", "kaylez", "--to", "10", "--out", "x"], /^grundy census: expected a take-and-break code/],
    [["census", "0.7", "--out", "x"], /^grundy census: expected --to N/],
    [["census", "0.7", "--to", "10", "--shard", "5/4", "--out", "x"], /^grundy census: expected a shard i\/n/],
  ])("refuses %j", (args, line) => {
    const r = grundy(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(line);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("refuses a directory that cannot be written (a file in the way)", () => {
    const file = join(tmp(), "f");
    writeFileSync(file, "");
    const r = grundy(["census", "0.7", "--to", "10", "--out", join(file, "d")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^grundy census: .*\/f\/d: cannot write census results there: .*\n$/);
  });

  it("refuses a corrupt result file, in a census and in a merge, merging nothing", () => {
    const dir = tmp();
    expect(grundy(["census", "0.?1", "--to", "100", "--out", dir]).status).toBe(0);
    const path = join(dir, "0.11.json");
    writeFileSync(path, readFileSync(path, "utf8").replace(/"largest": \{\n\s*"value": \d+/, '"largest": {"value": 99'));
    const merge = grundy(["census", "merge", dir]);
    expect([merge.status, merge.stdout]).toEqual([2, ""]);
    expect(merge.stderr).toMatch(/^grundy census: .*0\.11\.json: a corrupt census result: its digest does not match .*nothing merged.*\n$/);
    const again = grundy(["census", "0.?1", "--to", "100", "--out", dir]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/0\.11\.json: a corrupt census result/);
  });

  it("refuses a merge of a directory with no results", () => {
    const r = grundy(["census", "merge", tmp()]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no census results/);
  });
});
