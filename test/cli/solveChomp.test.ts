// `grundy solve chomp`: the winning first moves against a brute force written here from the
// rules, the --box table, and bad input (one line, exit code 2).
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

type Rows = number[];

/** The winning first moves (1-based squares) of a rows × columns board, by a memoised brute force. */
function bruteMoves(rows: number, columns: number): { row: number; column: number }[] {
  const seen = new Map<string, boolean>();
  const cut = (d: Rows, i: number, j: number) => d.map((r, k) => (k >= i ? Math.min(r, j) : r)).filter((r) => r > 0);
  const isP = (d: Rows): boolean => {
    const key = d.join(",");
    let v = seen.get(key);
    if (v === undefined) {
      v = true;
      for (let i = 0; i < d.length && v; i++) for (let j = i === 0 ? 1 : 0; j < d[i]! && v; j++) if (isP(cut(d, i, j))) v = false;
      seen.set(key, v);
    }
    return v;
  };
  const board = Array.from({ length: rows }, () => columns);
  const moves: { row: number; column: number }[] = [];
  for (let i = 0; i < rows; i++) for (let j = i === 0 ? 1 : 0; j < columns; j++) if (isP(cut(board, i, j))) moves.push({ row: i + 1, column: j + 1 });
  return moves;
}

describe("grundy solve chomp", () => {
  it("--json: the winning first moves of 5 × 7 as { row, column }, the outcome and the box's size", () => {
    const r = runCli(["solve", "chomp", "5", "7", "--json"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ game: "chomp", rows: 5, columns: 7, outcome: "N", diagrams: 792 }); // C(12, 5)
    expect(json.winningMoves).toEqual(bruteMoves(5, 7));
    expect(json.peakRssBytes).toBeGreaterThan(0);
  });

  it("prints the moves, the diagrams, the time and the memory", () => {
    const r = runCli(["solve", "chomp", "6", "6"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("chomp(6,6): N, 1 winning first move");
    expect(r.stdout).toContain("winning moves  (2,2)");
    expect(r.stdout).toMatch(/diagrams {7}924 in the 6×6 box/);
    expect(r.stdout).toMatch(/time {11}\d+\.\d\d s/);
    expect(r.stdout).toMatch(/memory {9}[\d.]+ MiB of bits, peak RSS \d+ MiB/);
    const one = runCli(["solve", "chomp", "1", "1", "--json"]);
    expect(JSON.parse(one.stdout)).toMatchObject({ outcome: "P", winningMoves: [] });
  });

  it("--box: every board up to rows × columns with its winning first moves", () => {
    const r = runCli(["solve", "chomp", "4", "6", "--box", "--json"]);
    expect(r.status).toBe(0);
    const { boards } = JSON.parse(r.stdout) as { boards: { rows: number; columns: number; winningMoves: unknown }[] };
    expect(boards).toHaveLength(24);
    for (const b of boards) expect(b.winningMoves).toEqual(bruteMoves(b.rows, b.columns));
    const text = runCli(["solve", "chomp", "4", "6", "--box"]);
    expect(text.status).toBe(0);
    const lines = text.stdout.split("\n");
    const row = (a: number) =>
      lines
        .find((l) => l.startsWith(`${a} `))!
        .trim()
        .split(/\s+/)
        .slice(1);
    expect(row(1)).toEqual(["P", "1,2", "1,2", "1,2", "1,2", "1,2"]);
    for (let a = 2; a <= 4; a++)
      expect(row(a)).toEqual(
        boards
          .filter((b) => b.rows === a)
          .map((b) =>
            bruteMoves(a, b.columns)
              .map((m) => `${m.row},${m.column}`)
              .join("/"),
          ),
      );
  });

  it("bad or oversized input: one line on stderr and exit code 2", () => {
    for (const [args, message] of [
      [["0", "3"], /expected rows from 1 to 100000, got "0"/],
      [["3", "x"], /expected columns from 1 to 100000, got "x"/],
      [["3", "-2"], /expected columns from 1 to 100000, got "-2"/],
      [["18", "18"], /18×18 box has 9,075,135,300 diagrams \(1\.06 GiB at one bit each\); the bound is 2\^32 diagrams/],
      [["123456789012345678901234567890", "5"], /expected rows from 1 to 100000, got "123456789012345678901234567890" \(rows \+ columns at most 100,000/],
      [["3"], /missing required argument 'columns'/],
    ] as const) {
      const r = runCli(["solve", "chomp", ...args]);
      expect([args.join(" "), r.status]).toEqual([args.join(" "), 2]);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });

  it("--help describes the command and the bound", () => {
    const r = runCli(["solve", "chomp", "--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("grundy solve chomp 14 14");
    expect(r.stdout).toContain("2^32 diagrams");
  });
});
