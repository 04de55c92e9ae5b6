// `grundy analyze --games file.mjs`: families defined outside the project, in sums.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-games-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// Moore's Nim_2 on number heaps, written as a user would, importing the library by name
// (the file lives outside any project: `import "grundy"` resolves to the running copy)
const MOORE2 = file(
  "moore2.mjs",
  `import { defineFamily, defineGame, InputError } from "sprague-grundy";
function* subsets(heaps) {
  for (let i = 0; i < heaps.length; i++) {
    for (let a = 1; a <= heaps[i]; a++) {
      const one = heaps.slice(); one[i] -= a; yield one;
      for (let j = i + 1; j < heaps.length; j++) for (let b = 1; b <= heaps[j]; b++) { const two = one.slice(); two[j] -= b; yield two; }
    }
  }
}
export const moore2 = defineFamily({
  name: "moore2",
  usage: "moore2(h1,h2,…)",
  summary: "Moore's Nim with k = 2: take from one or two heaps",
  game: defineGame({ name: "moore2", moves: subsets, key: (h) => [...h].sort((x, y) => x - y).join(",") }),
  parse: (args) => args.map((n) => { if (n > 30n) throw new InputError("a heap of at most 30", String(n)); return Number(n); }),
  print: (h) => "moore2(" + h.join(",") + ")",
});
export const unrelated = 42;
`,
);

/** Moore's theorem for k = 2: P exactly when every binary column's sum is divisible by 3. */
const mooreP = (heaps: number[]): boolean => {
  for (let bit = 0; bit < 6; bit++) if (heaps.reduce((s, h) => s + ((h >> bit) & 1), 0) % 3 !== 0) return false;
  return true;
};

const json = (args: string[]) => {
  const r = runCli(args);
  expect(r.stderr, args.join(" ")).toBe("");
  return JSON.parse(r.stdout) as { outcome: string; components: { grundy?: string; suspense?: number; outcome?: string }[]; winningMoves?: { to: string }[] };
};

describe("grundy analyze --games", () => {
  it("loads a family from a file outside the project and decides it alone by the engine (Moore's theorem)", () => {
    for (const heaps of [
      [1, 2, 3],
      [1, 2, 4],
      [3, 5, 6],
      [2, 2, 2],
      [7, 7, 0],
      [1, 1, 1],
    ]) {
      const a = json(["analyze", "--games", MOORE2, `moore2(${heaps})`, "--json"]);
      expect(a.outcome, String(heaps)).toBe(mooreP(heaps) ? "P" : "N");
      for (const m of a.winningMoves!) expect(mooreP(m.to.slice(7, -1).split(",").map(Number)), m.to).toBe(true);
    }
  });

  it("puts it in sums with built-in games, in normal and misère play and under --compound every", () => {
    const sum = json(["analyze", "--games", MOORE2, "moore2(1,2,4) + nim(3)", "--json"]);
    const g = BigInt(sum.components[0]!.grundy!);
    expect(sum.outcome).toBe((g ^ 3n) === 0n ? "P" : "N");
    const text = runCli(["analyze", "--games", MOORE2, "moore2(1,2,4) + nim(3)"]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^moore2\(1,2,4\) \+ nim\(3\)\n/);
    // misère (whoever cannot move wins): lone tokens in separate heaps go by parity as in
    // misère Nim — two: N, three: P; but moore2(1,1) may take both tokens at once, so with a
    // third token elsewhere the mover leaves exactly one for the opponent to take: N
    const misere = (expr: string) => json(["analyze", "--games", MOORE2, expr, "--play", "misere", "--json"]).outcome;
    expect(misere("moore2(1) + nim(1)")).toBe("N");
    expect(misere("moore2(1) + nim(1,1)")).toBe("P");
    expect(misere("moore2(1,1) + nim(1)")).toBe("N");
    const every = json(["analyze", "--games", MOORE2, "moore2(1) + euclid(1,1)", "--compound", "every", "--json"]);
    expect(every.components.map((c) => c.suspense)).toEqual([1, 1]);
    expect(every.outcome).toBe("N");
  });

  it("bad files are one line and exit code 2: missing, throwing, no family, a bad export", () => {
    const cases: [string, RegExp][] = [
      [join(dir, "absent.mjs"), /--games: no such file/],
      [file("throws.mjs", "throw new Error('boom');\n"), /the module failed to load: boom/],
      [file("syntax.mjs", "export const = 3;\n"), /the module failed to load/],
      [file("none.mjs", "export const x = 1;\n"), /exports no game family/],
      [file("bad.mjs", "export const f = { name: 'two words', usage: 'f(n)', game: { moves: () => [] }, parse: () => 0, print: String };\n"), /export f: a family name is/],
      [
        file("clash.mjs", "export const f = { name: 'kayles', usage: 'kayles(n)', game: { moves: () => [] }, parse: () => 0, print: String };\n"),
        /a family name not already taken/,
      ],
    ];
    for (const [path, message] of cases) {
      const r = runCli(["analyze", "--games", path, "nim(1)"]);
      expect(r.status, path).toBe(2);
      expect(r.stderr.trim().split("\n"), path).toHaveLength(1);
      expect(r.stderr, path).toMatch(/^grundy analyze: /);
      expect(r.stderr, path).toMatch(message);
    }
  });

  it("a family's parse error names the column; plain objects are families too", () => {
    const plain = file(
      "plain.mjs",
      "export default [{ name: 'one', usage: 'one()', game: { moves: (n) => (n > 0 ? [n - 1] : []) }, parse: () => 1, print: (n) => 'one' + '(' + ')' }];\n",
    );
    expect(json(["analyze", "--games", plain, "one() + nim(1)", "--json"]).outcome).toBe("P");
    const r = runCli(["analyze", "--games", MOORE2, "nim(1) + moore2(31)"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/column 10: expected a heap of at most 30 in moore2\(h1,h2,…\), got "31"/);
  });
});
