// Cram from the command line: analyze (values of each part, a winning move, bad input) and
// `grundy play` from a pipe, won by following the hint (the built CLI: npm run build first).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";

describe("grundy analyze cram", () => {
  it('prints each part\'s value; cram(3,5) + cram("../.#") is 1 ⊕ 1 = 0, a P-position with no winning move', () => {
    const r = runCli(["analyze", 'cram(3,5) + cram("../.#")']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/cram\(3,5\) +G = 1 {2}N/);
    expect(r.stdout).toMatch(/cram\("\.\.\/\.#"\) +G = 1 {2}N/);
    expect(r.stdout).toContain("winning moves: none");
  });

  it("prints a winning move of a sum that is N, pasted back as a P-position", () => {
    const r = runCli(["analyze", 'cram(3,5) + cram("../.#/..")', "--json"]);
    expect(r.status).toBe(0);
    const a = JSON.parse(r.stdout) as { outcome: string; components: { text: string; grundy: string }[]; winningMoves: { component: number; to: string }[] };
    expect(a.outcome).toBe("N");
    expect(a.components.map((c) => c.grundy)).toEqual(["1", "0"]);
    expect(a.winningMoves.length).toBeGreaterThan(0);
    const m = a.winningMoves[0]!;
    const parts = ["cram(3,5)", 'cram("../.#/..")'];
    parts[m.component] = m.to;
    const after = JSON.parse(runCli(["analyze", parts.join(" + "), "--json"]).stdout) as { outcome: string };
    expect(after.outcome).toBe("P");
    const text = runCli(["analyze", "cram(3,5)"]).stdout;
    expect(text).toMatch(/winning moves?:\n? *cram\(3,5\) -> cram\("/);
  });

  it.each([
    ['cram("../.#./...")', 12],
    ['cram("..x.")', 9],
    ["cram(3,0)", 8],
  ])("%s: one line on stderr naming column %i, exit 2", (text, column) => {
    const r = runCli(["analyze", text]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`column ${column}`);
  });
});

/** Plays `grundy play <start> --json`, sending the hint's position every turn; returns the events. */
async function playHints(start: string): Promise<{ events: Record<string, unknown>[]; code: number | null }> {
  const child = spawn(process.execPath, [CLI, "play", start, "--json", "--seed", "3"], { stdio: "pipe" });
  const events: Record<string, unknown>[] = [];
  const lines = createInterface({ input: child.stdout });
  const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
  child.stdin.write("hint\n");
  for await (const line of lines) {
    const e = JSON.parse(line) as Record<string, unknown>;
    events.push(e);
    if (e.event === "hint") child.stdin.write(`${String(e.position)}\nhint\n`);
    if (e.event === "end" || e.event === "error") break;
  }
  child.stdin.end();
  return { events, code: await closed };
}

describe("grundy play cram from a pipe", () => {
  it.each(["cram(3,4)", 'cram("#.../..../...#")'])("%s: following the hint every turn, the user wins", async (start) => {
    const { events, code } = await playHints(start);
    expect(code).toBe(0);
    expect(events[0]).toMatchObject({ event: "start", outcome: "N" });
    expect(events.filter((e) => e.event === "hint").every((e) => e.wins === true)).toBe(true);
    expect(events.filter((e) => e.event === "move").length).toBeGreaterThan(2);
    expect(events.at(-1)).toMatchObject({ event: "end", winner: "you" });
  });

  it("plain text with --board: the grid, and the game ends in a win when the hint's moves are typed", () => {
    // the computer's replies are seeded: replay the hints found so far until the game ends
    let input = "";
    for (let turn = 0; turn < 12; turn++) {
      const r = runCli(["play", "cram(3,4)", "--board", "--seed", "1"], `${input}hint\n`);
      if (/You win!/.test(r.stdout)) {
        // the empty 3 × 4 board with its columns and rows numbered
        expect(r.stdout).toContain("    1 2 3 4\n  1 . . . .\n  2 . . . .\n  3 . . . .\n");
        expect(r.stdout).toMatch(/You win! The computer has no move left\.\n$/);
        return;
      }
      const hint = [...r.stdout.matchAll(/Hint: .* wins \(type (\d+) to play it\)\./g)].at(-1);
      expect(hint, r.stdout).toBeDefined();
      input += `${hint![1]}\n`;
    }
    throw new Error("the game did not end");
  });
});
