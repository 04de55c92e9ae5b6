import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PROBLEMS } from "../../src/judge/problems.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const main = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));
const example = (name: string): string => readFileSync(new URL(`../../examples/${name}`, import.meta.url), "utf8");

function grundy(args: string[], input: string | Buffer) {
  const r = spawnSync(process.execPath, [main, ...args], { input, cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

describe("grundy judge", () => {
  for (const problem of ["hdu1527", "hdu3595", "hdu4559"]) {
    it(`${problem}: the seeds' sample gives the judge output byte for byte`, () => {
      const r = grundy(["judge", problem], example(`${problem}.in`));
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(example(`${problem}.out`));
    });

    it(`${problem}: the sample with CRLF line ends and no final newline gives the same output`, () => {
      const crlf = example(`${problem}.in`).replace(/\n/g, "\r\n").replace(/\r\n$/, "");
      expect(grundy(["judge", problem], crlf).stdout).toBe(example(`${problem}.out`));
    });
  }

  it("a malformed token: the earlier answers, then one line on stderr naming the line and token, exit 2", () => {
    const r = grundy(["judge", "hdu1527"], "2 1\n8 4\n4 -7\n");
    expect(r.stdout).toBe("0\n1\n");
    expect(r.stderr).toBe('grundy judge hdu1527: line 3: expected the second pile size (a non-negative integer), got "-7"\n');
    expect(r.status).toBe(2);
  });

  it("a cell outside the board and an early end of input are one-line errors with exit 2", () => {
    const r = grundy(["judge", "hdu4559"], "2\n2 0\n3 1\n1 4\n");
    expect(r.stdout).toBe("Case 1: Alice\n");
    expect(r.stderr).toBe('grundy judge hdu4559: line 4: expected a column (1 to 3), got "4"\n');
    expect(r.status).toBe(2);
    const e = grundy(["judge", "hdu3595"], "2\n1 1\n");
    expect(e.stdout).toBe("");
    expect(e.stderr).toBe("grundy judge hdu3595: line 2: expected the pile p (a non-negative integer), got end of input\n");
    expect(e.status).toBe(2);
  });

  it("--explain prints reasons", () => {
    const r = grundy(["judge", "hdu1527", "--explain"], example("hdu1527.in"));
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[1]).toBe("(8, 4): 1, win by moving to (7, 4)");
    const s = grundy(["judge", "hdu4559", "--explain"], example("hdu4559.in"));
    expect(s.stdout).toContain("colour the 2x2 square on columns 1-2");
  });

  it("an unknown problem is a one-line usage error with exit 2; --help lists the problems", () => {
    const r = grundy(["judge", "poj1000"], "");
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    const h = grundy(["judge", "--help"], "");
    expect(h.status).toBe(0);
    for (const p of ["hdu1527", "hdu3595", "hdu4559"]) expect(h.stdout).toContain(p);
    // each problem's line is its record's, under src/judge
    for (const p of PROBLEMS) expect(h.stdout).toContain(`  ${p.name}  ${p.summary}\n`);
  });

  it("streams 2·10^5 lines with 60-digit numbers mixed in", () => {
    const lines: string[] = [];
    const expected: string[] = [];
    for (let k = 0; k < 100_000; k++) {
      // (k, k) loses only at 0; (0, k) wins unless k = 0
      lines.push(`${k} ${k}`, `${10n ** 59n + BigInt(k)} 0`);
      expected.push(k === 0 ? "0" : "1", "1");
    }
    const r = grundy(["judge", "hdu1527"], lines.join("\n"));
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(expected.map((x) => `${x}\n`).join(""));
  });

  it("stops quietly when the reader of its output goes away", async () => {
    const child = spawn(process.execPath, [main, "judge", "hdu1527"], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.stdout.once("data", () => child.stdout.destroy());
    const line = "4 7\n".repeat(10_000);
    child.stdin.on("error", () => {});
    for (let i = 0; i < 50; i++) child.stdin.write(line);
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
