// `grundy play`'s numbered moves in the game's words: each printed line's words, read back by
// the reader of typed moves, are the move of that number — the position printed beside the
// words — and, for Chomp, the bite a model of the game written here makes.
import { describe, expect, it } from "vitest";
import { Match } from "../../src/cli/play/match.js";
import { COLOURS, visible } from "../../src/cli/play/paint.js";
import { TextOutput } from "../../src/cli/play/textOutput.js";
import { FAMILIES } from "../../src/games/registry.js";
import { PlaySession } from "../../src/play/session.js";
import { runCli } from "../helpers/cli.js";
import { bite, chompRows } from "../helpers/chompModel.js";

/** The numbered lines of the first list on stdout: number, words, position after. */
function listed(stdout: string): { n: number; words: string; position: string }[] {
  const block = stdout.slice(stdout.indexOf("Your turn:")).split("\n").slice(1);
  const out: { n: number; words: string; position: string }[] = [];
  for (const line of block) {
    const m = /^ +(\d+)\. (.+?) {2,}(\S.*)$/.exec(line);
    if (!m) break;
    out.push({ n: Number(m[1]), words: m[2]!, position: m[3]! });
  }
  return out;
}

/**
 * The list as `grundy play` prints it; each line's words read back by the session's reader of
 * typed moves (the one the command uses) as the move the command plays for its number, which
 * leaves the position printed beside the words.
 */
function readEachBack(start: string): { n: number; words: string; position: string }[] {
  const r = runCli(["play", start, "--seed", "1"], "");
  expect(r.status, r.stderr).toBe(0);
  const lines = listed(r.stdout);
  const count = Number(/Your turn: (\d+) legal moves/.exec(r.stdout)?.[1]);
  expect(lines.map((l) => l.n)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  const session = new PlaySession(start, { seed: 1 });
  const match = new Match(session, "first", { play: "normal", compound: "sum", games: [...FAMILIES], level: "perfect", seed: 1, board: false }, false);
  const numbered = match.list().moves;
  expect(numbered).toHaveLength(count);
  for (const l of lines) {
    const typed = session.parseMove(l.words);
    expect(typed.position, `"${l.words}"`).toBe(l.position);
    expect(numbered[l.n - 1]!.move.position, `move ${l.n}`).toBe(l.position);
  }
  // the words tell the moves apart
  expect(new Set(lines.map((l) => l.words)).size).toBe(lines.length);
  return lines;
}

/** Whether the player to move wins Chomp from these rows (the poisoned square alone: loses), by memoized search without recursion. */
function chompWins(rows: number[]): boolean {
  const memo = new Map<string, boolean>();
  const options = (r: number[]): number[][] => r.flatMap((len, i) => Array.from({ length: len }, (_, c) => (i === 0 && c === 0 ? [] : [bite(r, i + 1, c + 1)])).flat());
  const stack = [rows];
  while (stack.length > 0) {
    const r = stack[stack.length - 1]!;
    const open = options(r).filter((o) => !memo.has(o.join()));
    if (open.length > 0) stack.push(...open);
    else {
      memo.set(
        r.join(),
        options(r).some((o) => !memo.get(o.join())),
      );
      stack.pop();
    }
  }
  return memo.get(rows.join())!;
}

/** The bites (row, column) that leave a losing position. */
function winningBites(rows: number[]): [number, number][] {
  const out: [number, number][] = [];
  rows.forEach((len, i) => {
    for (let c = 0; c < len; c++) if ((i > 0 || c > 0) && !chompWins(bite(rows, i + 1, c + 1))) out.push([i + 1, c + 1]);
  });
  return out;
}

describe("grundy play: the numbered moves in words", () => {
  it("Chomp: every numbered line's words read back as the move of that number, the bite the words name", () => {
    const lines = readEachBack("chomp(3,4)");
    // 3 × 4 squares, the poisoned one excepted: 11 bites
    expect(lines).toHaveLength(11);
    const seen = new Set<string>();
    for (const l of lines) {
      const m = /^bite at row (\d+), column (\d+)$/.exec(l.words);
      expect(m, l.words).not.toBeNull();
      seen.add(l.words);
      expect(chompRows(l.position)).toEqual(bite([4, 4, 4], Number(m![1]), Number(m![2])));
    }
    expect(seen.size).toBe(11);
  });

  it("Cram and Green Hackenbush: every numbered line's words read back as the move of that number", () => {
    // a 3 × 4 board: 3 × 3 horizontal and 2 × 4 vertical dominoes
    expect(readEachBack("cram(3,4)")).toHaveLength(17);
    // one edge cut a move: 7 edges, the loop at 4 one of them
    const hackenbush = readEachBack("hackenbush(0,1 1,2 1,3 3,4 0,5 5,6 6,0 4,4)");
    expect(hackenbush).toHaveLength(8);
    expect(hackenbush.map((l) => l.words)).toContain("cut the loop at 4");
  });

  it("a brute force here: chomp(3,4)'s one winning bite is at row 2, column 3", () => {
    expect(winningBites([4, 4, 4])).toEqual([[2, 3]]);
  });

  it("the hint names its move in words, the position after it beside them", () => {
    const r = runCli(["play", "chomp(3,4)", "--seed", "1"], "hint\n");
    expect(r.stdout).toMatch(/Hint: bite at row 2, column 3, leaving chomp\(3,4; 4,2,2\), wins \(type (\d+) to play it\)\./);
    const n = Number(/type (\d+) to play it/.exec(r.stdout)![1]);
    expect(listed(r.stdout).find((l) => l.n === n)).toEqual({ n, words: "bite at row 2, column 3", position: "chomp(3,4; 4,2,2)" });
  });

  it("on a terminal, every line fits its width: the positions beside the words are left out when they would not fit", () => {
    const start = "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)";
    const turn = (columns: number): string[] => {
      const match = new Match(
        new PlaySession(start, { seed: 1 }),
        "first",
        { play: "normal", compound: "sum", games: [...FAMILIES], level: "perfect", seed: 1, board: false },
        false,
      );
      let text = "";
      const was = Object.getOwnPropertyDescriptor(process.stdout, "columns");
      Object.defineProperty(process.stdout, "columns", { value: columns, configurable: true });
      try {
        new TextOutput((s) => (text += s), COLOURS, true).turn(match);
      } finally {
        if (was) Object.defineProperty(process.stdout, "columns", was);
        else delete (process.stdout as { columns?: number }).columns;
      }
      // the list: from the turn's heading on, the "thinking…" line cleared
      return text.slice(text.indexOf("Your turn")).split("\n").filter(Boolean);
    };
    const numbered = (lines: string[]) => lines.filter((l) => /^ +\d+\. /.test(l.replace(/\x1b\[[0-9;]*m/g, "")));
    // 80 columns: "N. words  position", one a line (two would not fit), each within 78
    const wide = turn(80);
    expect(numbered(wide)).toHaveLength(9);
    for (const l of numbered(wide)) {
      expect(visible(l)).toBeLessThanOrEqual(78);
      expect(l.replace(/\x1b\[[0-9;]*m/g, "")).toMatch(/^ +\d\. cut [^()]*(\(\d more fell\))? {2,}hackenbush\(/);
    }
    // 44 columns: the words alone, and a line saying so
    const narrow = turn(44);
    expect(numbered(narrow)).toHaveLength(9);
    for (const l of narrow) expect(visible(l)).toBeLessThanOrEqual(44);
    for (const l of numbered(narrow)) expect(l.replace(/\x1b\[[0-9;]*m/g, "")).toMatch(/^ +\d\. cut (edge \d–\d|the loop at \d)( \(\d more fell\))? *$/);
    expect(narrow.join("\n")).toContain("the positions left out to fit");
  });

  it("the end names the move that let the win go, and the winning one, in words", () => {
    // bite at row 2, column 1 leaves one row of 4: the computer bites it down to the poisoned square
    expect(chompWins([4])).toBe(true);
    const r = runCli(["play", "chomp(3,4)", "--seed", "1"], "bite 2,1\n");
    expect(r.stdout).toMatch(
      /The computer wins\. You have no move left\.\nYou had a won position until your move 1: from chomp\(3,4\) you played bite at row 2, column 1, leaving chomp\(1,4\); bite at row 2, column 3, leaving chomp\(3,4; 4,2,2\), would have won\.\n$/,
    );
  });
});
