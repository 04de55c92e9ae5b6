// The coin-turning games from the command line: `grundy analyze` answers (values, a winning
// move, a row of 10^5 coins at once, bad input exit 2), and `grundy play` from a plain
// pipe, won by typing the hint's move number every turn.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { CLI, runCli } from "../helpers/cli.js";

/** Plays `grundy play <start> --board` from a pipe: "hint" at each "Your turn", then the hint's move number; returns the whole text. */
async function playByHints(start: string): Promise<string> {
  const child = spawn(process.execPath, [CLI, "play", start, "--board", "--seed", "1"], { stdio: "pipe" });
  let out = "";
  const done = new Promise<number | null>((resolve) => child.on("close", resolve));
  createInterface({ input: child.stdout }).on("line", (line) => {
    out += `${line}\n`;
    const hint = /^Hint: .* \(type (\d+) to play it\)\.$/.exec(line);
    if (/^Your turn: /.test(line)) child.stdin.write("hint\n");
    else if (hint) child.stdin.write(`${hint[1]}\n`);
    else if (/^(You win!|The computer wins)/.test(line)) child.stdin.end();
  });
  const timer = setTimeout(() => child.kill(), 20_000);
  await done;
  clearTimeout(timer);
  return out;
}

describe("grundy analyze on coin-turning games", () => {
  it('turtles("HTTHH") is worth 1 ⊕ 4 ⊕ 5 = 0 (a P-position: no winning move)', () => {
    const r = runCli(["analyze", 'turtles("HTTHH")']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('turtles("HTTHH")  G = 0  P');
    expect(r.stdout).toContain("winning moves: none");
  });

  it('turtles("THHTH") is worth 2 ⊕ 3 ⊕ 5 = 4, and the winning move turns coins 1 and 5 (4 ⊕ 5 = 1)', () => {
    const r = runCli(["analyze", 'turtles("THHTH")']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('turtles("THHTH")  G = 4  N');
    // 4 ⊕ 5 = 1: turn coins 5 and 1
    expect(r.stdout).toMatch(/winning moves:\n {2}turtles\("THHTH"\) -> turtles\("HHHTT"\)/);
  });

  it("a sum with every coin game answers each part's value and a winning move", () => {
    const r = runCli(["analyze", 'turtles("THHTH") + mockturtles("HTH") + ruler("HHT")']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/mockturtles\("HTH"\) +G = 5 {2}N/); // 1 ⊕ 4
    expect(r.stdout).toMatch(/ruler\("HHT"\) +G = 3 {2}N/); // 1 ⊕ 2
    expect(r.stdout).toMatch(/winning moves:\n {2}\S/);
  });

  it("mockturtles of 10^5 coins answers at once, with its value", () => {
    const coins = Array.from({ length: 100_000 }, (_, i) => (i % 7 === 3 || i % 11 === 0 ? "H" : "T")).join("");
    const r = runCli(["analyze", `mockturtles("${coins}")`, "--json"]);
    expect(r.status, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as { components: { grundy: string }[] };
    let v = 0;
    for (let i = 0; i < coins.length; i++) {
      if (coins[i] !== "H") continue;
      const m = i; // coin i + 1 is worth the (i + 1)-th odious number: 2i or 2i + 1
      let p = 0;
      for (let x = m; x > 0; x >>= 1) p ^= x & 1;
      v ^= 2 * m + (p ? 0 : 1);
    }
    expect(json.components[0]!.grundy).toBe(String(v));
  });

  it.each([
    ['turtles("HTX")', "column 12: expected H (heads) or T (tails) for coin 3"],
    ['corners("HT/T")', "column 13: expected row 1 of 2 coins"],
    ['ruler("")', "expected at least one coin"],
  ])("%s: one line naming the column, exit 2", (expr, message) => {
    const r = runCli(["analyze", expr]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("grundy play on coin-turning games, from a plain pipe", () => {
  it.each(['turtles("THHTH")', 'mockturtles("HHTHTHH")', 'ruler("THTHHT")', 'corners("TTT/THT/TTH")'])(
    "%s: following the hint every turn wins; the board is drawn",
    async (start) => {
      const out = await playByHints(start);
      expect(out).toMatch(/You win! The computer has no move left\.\n$/);
      expect(out).not.toMatch(/\x1b/);
      if (start.startsWith("corners")) expect(out).toContain("    0 1 2\n  0 T T T\n  1 T H T\n  2 T T H\n");
      else expect(out).toMatch(/ {2}( [HT]){5,}\n {2}( \d){5,}\n/);
      expect(out).toMatch(/last move \(the computer's\): turned (coin|the corners)/);
    },
    30_000,
  );
});
