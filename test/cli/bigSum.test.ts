// A sum of 130,000 components: `Math.max(...widths)` of that many overflowed the stack
// ("internal error: RangeError: Maximum call stack size exceeded", exit 70). The nim-sum of
// k heaps of one is k mod 2, so the outcome is known without the program.
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const ones = (k: number): string => Array.from({ length: k }, () => "nim(1)").join(" + ");

describe("grundy analyze on a sum of 130,000 components", () => {
  it("answers an even number of nim(1) as a P-position, one copy listed with its count", () => {
    const r = runCli(["analyze", "-"], `${ones(130_000)}\n`);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[1]).toMatch(/^P: /);
    expect(r.stdout).toContain("(×130000)");
  });

  it("answers an odd number as N with nim-sum 1 in --json", () => {
    const r = runCli(["analyze", "--json", "-"], `${ones(130_001)}\n`);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const a = JSON.parse(r.stdout) as { outcome: string; value: { value: string }; winningMoves: { to: string }[] };
    expect(a.outcome).toBe("N");
    expect(a.value.value).toBe("1");
    expect(a.winningMoves[0]!.to).toBe("nim(0)");
  });
});
