// A search gives up at a bounded memory: a component with more options than
// the search may hold is refused before the search, naming it and how to lift the limit; the
// search itself holds at most budget/20 options at once. Peak memory is measured by
// /usr/bin/time when present (else the heap is capped, and an overflow fails the run).
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";

const TIME = "/usr/bin/time";
const BOUND_KB = 300 * 1024;

function measured(args: string[]): { status: number | null; stderr: string; peakKb: number | undefined } {
  const node = [process.execPath, "--max-old-space-size=400", CLI, ...args];
  const timed = existsSync(TIME);
  const r = spawnSync(timed ? TIME : node[0]!, timed ? ["-f", "PEAK %M", ...node] : node.slice(1), { input: "", encoding: "utf8" });
  const lines = r.stderr.trim().split("\n");
  const peak = timed ? [...lines].reverse().find((l) => l.startsWith("PEAK ")) : undefined;
  const stderr = lines.filter((l) => !l.startsWith("PEAK ") && !l.startsWith("Command exited")).join("\n");
  return { status: r.status, stderr, peakKb: peak ? Number(peak.slice(5)) : undefined };
}

// games whose misère quotients are not solved (Dawson's Kayles grows for ever; Officers is
// wild past any bound tried): a huge heap of theirs is the search's, refused up front. (A huge
// heap of Kayles is answered by its quotient: test/analyze/misereQuotient.test.ts.)
const REFUSED: [string, string[], string][] = [
  ["analyze", ["dawson(10^6)"], "dawson(1000000)"],
  ["analyze", ["dawson(10^30)"], "dawson(1000000000000000000000000000000)"],
  ["analyze", ["officers(10^30) + nim(1)"], "officers(1000000000000000000000000000000)"],
  ["play", ["dawson(10^30)"], "dawson(1000000000000000000000000000000)"],
];
// the first misère analysis of a game tries its quotient (within the analysis's budget of it) before the search
const QUOTIENT_TRIED = { timeout: 300_000 };

describe("the misère search of a sum, past its bounds", () => {
  it.each(REFUSED)("grundy %s %s --play misere: refused up front, naming the component and --budget, in bounded memory", QUOTIENT_TRIED, (command, args, component) => {
    const r = measured([command, ...args, "--play", "misere"]);
    expect(r.stderr.split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`${component} has more than 100,000 options`);
    expect(r.stderr).toContain("--budget");
    expect(r.status).toBe(2);
    if (r.peakKb !== undefined) expect(r.peakKb).toBeLessThan(BOUND_KB);
  });

  it("a search that grows too wide stops at its bound and names the largest component", QUOTIENT_TRIED, () => {
    const r = measured(["analyze", "kayles(3000) + officers(3000)", "--play", "misere"]);
    expect(r.stderr).toContain("held more than 100,000 options at once");
    expect(r.stderr).toContain("the largest component: kayles(3000)");
    expect(r.stderr).toContain("--budget");
    expect(r.status).toBe(2);
    if (r.peakKb !== undefined) expect(r.peakKb).toBeLessThan(BOUND_KB);
  });

  it.each(["conjunctive", "every"])("the generic solver refuses a position with more options than it lists at once (--compound %s), naming it, in bounded memory", (compound) => {
    const r = measured(["analyze", "kayles(10^30) + kayles(3)", "--compound", compound]);
    expect(r.stderr.split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("the position kayles(1000000000000000000000000000000) has more than 100,000 options");
    expect(r.stderr).toContain("--budget");
    expect(r.status).toBe(2);
    if (r.peakKb !== undefined) expect(r.peakKb).toBeLessThan(BOUND_KB);
  });

  // Officers, whose first misère analysis is quick (Dawson's tries its quotient for seconds first);
  // officers(3000) has 1,500 options: take a coin from the end (1), or from inside, leaving a + b
  // = 2,999 coins, 1 ≤ a ≤ b (1,499)
  it("a larger --budget lifts the bound on a component's options", () => {
    const r = measured(["analyze", "officers(3000)", "--play", "misere", "--budget", "1000"]);
    expect(r.stderr).toContain("officers(3000) has more than 1,000 options");
    const lifted = measured(["analyze", "officers(3000)", "--play", "misere", "--budget", "100000"]);
    expect(lifted.stderr).not.toContain("has more than");
    // past the bound on options, the search itself ran (and gave up later, naming the component's options)
    expect(lifted.stderr).toContain("officers(3000) (1,500 options)");
  });
});
