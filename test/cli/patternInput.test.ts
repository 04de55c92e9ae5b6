// `grundy pattern` on bad input: one line on stderr naming what was wrong, exit code 2, no stack trace.
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const CASES: [args: string[], says: RegExp][] = [
  [["kayles(5)"], /free variable/],
  [["kayles(a) + dawson(b) + nim(c)"], /at most 2 free variables.*"c"/],
  [["kayles(n)", "--to", "abc"], /end of the range.*"abc"/],
  [["kayles(n)", "--to", "-1"], /"-1"/],
  [["kayles(n)", "--range", "n=5..2"], /from ≤ to for n.*"5\.\.2"/],
  [["kayles(n)", "--range", "m=1..5"], /variable of the expression \(n\).*"m"/],
  [["kayles(n)", "--code", "java"], /python, cpp or ts.*"java"/],
  [["foo(n)"], /expected a known game.*"foo"/],
  [["subtraction({2,n}, 7)"], /free variable is not supported inside a set/],
  [["kayles(n)", "--budget", "0"], /--budget/],
  [["kayles(n)", "--play", "sideways"], /sideways/],
  [["wythoff(a,b)", "--to", "5000"], /more than the 16,777,216 one table may hold/],
  [["grundy(n)", "--to", "2000", "--code", "python"], /no law found covers every position.*no code to write/],
  [["kayles(n)", "--games", "/nonexistent/games.mjs"], /no such file/],
];

describe("grundy pattern's errors", () => {
  for (const [args, says] of CASES) {
    it(`print one line naming the problem and exit with code 2: ${args.join(" ")}`, () => {
      const r = runCli(["pattern", ...args]);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stdout, args.join(" ")).toBe("");
      const lines = r.stderr.trimEnd().split("\n");
      expect(lines, args.join(" ")).toHaveLength(1);
      expect(lines[0], args.join(" ")).toMatch(/^grundy pattern: /);
      expect(lines[0], args.join(" ")).toMatch(says);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }
});
