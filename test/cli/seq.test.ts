import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// `npm test` builds first; these run the built CLI as a user would.
const MAIN = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));
const KAYLES = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]; // Winning Ways

function seq(...args: string[]): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(process.execPath, [MAIN, "seq", ...args], { encoding: "utf8" });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

describe("grundy seq, one game", () => {
  it("prints Kayles's proven period, last exception and first values as text", () => {
    const r = seq("kayles");
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(""); // no progress bar when piped
    expect(r.stdout).toContain("0.77 (Kayles)");
    expect(r.stdout).toMatch(/period +12 from heap 71: proven/);
    expect(r.stdout).toMatch(/last exception +G\(70\)/);
    expect(r.stdout).toContain(`0  ${KAYLES.join(" ")}`);
  });

  it("writes an OEIS b-file: one 'n a(n)' line per heap 0 … to", () => {
    const r = seq("0.77", "--to", "19", "--format", "bfile");
    expect(r.stdout).toBe(KAYLES.map((v, n) => `${n} ${v}\n`).join(""));
  });

  it("writes CSV with a header", () => {
    const r = seq("0.77", "--to", "3", "--format", "csv");
    expect(r.stdout).toBe("n,grundy\n0,0\n1,1\n2,2\n3,3\n");
  });

  it("writes JSON with the period, the proof and the values", () => {
    const r = JSON.parse(seq("0.07", "--format", "json").stdout) as Record<string, unknown>;
    expect(r).toMatchObject({ game: "0.07", name: "Dawson's Kayles", period: 34, lastException: 52, status: "proven" });
    expect((r.values as number[]).slice(0, 8)).toEqual([0, 0, 1, 1, 2, 0, 3, 1]);
  });

  it("says a period is only apparent when --to stops short of the proof", () => {
    const r = seq("kayles", "--to", "120");
    expect(r.stdout).toMatch(/period +12 from heap 71: apparent; the periodicity theorem needs heaps up to 167 \(--to 167\)/);
  });

  it("reads subtraction sets and Grundy's game", () => {
    expect(seq("{1,3,4}", "--to", "6", "--format", "bfile").stdout).toBe("0 0\n1 1\n2 0\n3 1\n4 2\n5 3\n6 2\n");
    expect(
      seq("grundy's game", "--to", "8", "--format", "csv")
        .stdout.split("\n")
        .slice(1, 10)
        .map((l) => l.split(",")[1]),
    ).toEqual(["0", "0", "0", "1", "0", "2", "1", "0", "2"]);
  });
});

describe("grundy seq, several games", () => {
  it("a pattern gives one summary row per game, in order", () => {
    const r = seq("0.?7", "--format", "csv");
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toBe("game,name,heaps,period,preperiod,last_exception,status,largest,largest_at,mask,rare,last_rare");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["0.07", "0.17", "0.27", "0.37", "0.47", "0.57", "0.67", "0.77"]);
    const dawson = lines[1]!.split(",");
    expect([dawson[3], dawson[5], dawson[6]]).toEqual(["34", "52", "proven"]);
    const kayles = lines[8]!.split(",");
    expect([kayles[3], kayles[5], kayles[6]]).toEqual(["12", "70", "proven"]);
  });

  it("gives the same rows on one worker and on several", () => {
    const one = seq("0.?7", "0.45", "--format", "json", "--jobs", "1").stdout;
    const two = seq("0.?7", "0.45", "--format", "json", "--jobs", "2").stdout;
    expect(JSON.parse(two)).toEqual(JSON.parse(one));
    expect((JSON.parse(one) as unknown[]).length).toBe(9);
  });

  it("--shard i/n keeps every n-th game from the i-th", () => {
    const r = seq("0.?7", "--shard", "2/3", "--format", "csv", "--to", "50");
    expect(
      r.stdout
        .trim()
        .split("\n")
        .slice(1)
        .map((l) => l.split(",")[0]),
    ).toEqual(["0.17", "0.47", "0.77"]);
  });

  it("prints an aligned text table", () => {
    const r = seq("kayles", "dawson");
    expect(r.stdout.split("\n")[0]).toMatch(/^game +name +heaps +period/);
    expect(r.stdout).toMatch(/0\.77 +Kayles +168 +12 +71 +70 +proven/);
  });
});

describe("grundy seq, bad input", () => {
  it.each([
    [["0.8x"], /column 4.*"x"/],
    [["..1"], /column 1/],
    [[""], /take-and-break code/],
    [["0.G7"], /column 3/],
    [["chess"], /"chess"/],
    [["0.7", "--to", "ten"], /--to/],
    [["0.7", "--format", "xml"], /xml/],
    [["0.7", "0.6", "--format", "bfile"], /single game/],
    [["0.?", "--shard", "0/4"], /shard/],
    [["{1,0}"], /subtraction set/],
  ])("%j: one line on stderr, exit code 2, no stack trace", (args, message) => {
    const r = seq(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\bat .*\.js/);
  });
});

describe("grundy seq on rules that leave three heaps", () => {
  it("stops its automatic rounds at 2^10 heaps (the naive cost is about n³/36)", () => {
    const r = seq("0.8", "--format", "json");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: "0.8", heaps: 1024 });
  });
});

describe("grundy seq refuses sequences out of reach before any work", () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [MAIN, "seq", ...args], { encoding: "utf8", timeout: 60_000 });

  it("a three-heap code far past its limit: one line with the estimated option checks and the limit, exit 2", () => {
    const r = run("0.FFF", "--to", "4194304");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/≈ n³\/36 = [\d,]+ option checks; the limit is 5,000,000,000/);
  });

  it("kayles --to 2147483645: one line with the memory it would need, exit 2", () => {
    const r = run("kayles", "--to", "2147483645");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/2,147,483,646 values need at least 4\.0 GiB of memory/);
  });

  it("a list of games is checked whole before any row", () => {
    const r = run("0.77", "0.FFF", "--to", "100000");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/0\.FFF: .*option checks/);
  });
});

describe("grundy seq prints each row of a list as it finishes", () => {
  it("the first game's row arrives while a slow later game still runs (then the run is interrupted)", async () => {
    const child = spawn(process.execPath, [MAIN, "seq", "0.77", "0.FFF", "--to", "3000", "--format", "csv", "--jobs", "1"]);
    let out = "";
    const first = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => {
        out += d.toString();
        if (/\n0\.77,/.test(out)) resolve(out);
      });
      child.on("exit", () => resolve(out));
      child.on("error", reject);
    });
    const running = child.exitCode === null;
    child.kill();
    expect(first).toMatch(/^game,name,heaps/);
    expect(first).not.toContain("0.FFF");
    expect(running).toBe(true);
  });

  it("rows keep the order of the games when a later one finishes first (several workers)", () => {
    const r = spawnSync(process.execPath, [MAIN, "seq", "0.FFF", "0.77", "0.07", "--to", "1500", "--format", "csv", "--jobs", "3"], { encoding: "utf8" });
    expect(
      r.stdout
        .trim()
        .split("\n")
        .map((l) => l.split(",")[0]),
    ).toEqual(["game", "0.FFF", "0.77", "0.07"]);
  });
});

describe("grundy seq without --to says where it stopped", () => {
  it("0.16: the rounds end at 2^16 with an apparent period that the 130,998 values of its proof break; --to goes further", () => {
    const r = seq("0.16");
    expect(r.stdout).toMatch(/heaps +0 … 130997/);
    expect(r.stdout).toMatch(
      /stopped +the automatic rounds end at 65,536 values, where period 3 from heap 65,495 appeared; the 130,998 values its proof needs break it; --to N computes heaps 0 … N/,
    );
    const json = JSON.parse(seq("0.16", "--format", "json").stdout) as { stop: string };
    expect(json.stop).toMatch(/--to N/);
  });

  it("a proven period needs no such line", () => {
    expect(seq("kayles").stdout).not.toContain("stopped");
  });
});
