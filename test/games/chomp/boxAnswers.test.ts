// analyze and play on Chomp diagrams past the engine's reach, answered from the box solver:
// the family's isP and movesTo against a brute force on every small diagram, and the
// perfect player's first replies on a 10 × 11 board against the box's outcomes.
import { describe, expect, it } from "vitest";
import { chompBoxIsP, chompFamily, solveChompBox } from "../../../src/games/chomp/index.js";
import { analyze } from "../../../src/index.js";
import { PlaySession } from "../../../src/play/session.js";

type Rows = number[];
const cut = (d: Rows, i: number, j: number): Rows => d.map((r, k) => (k >= i ? Math.min(r, j) : r)).filter((r) => r > 0);

function bruteIsP(): (d: Rows) => boolean {
  const seen = new Map<string, boolean>();
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
  return isP;
}

/** The diagrams of a rows × columns box that are not empty. */
function diagrams(h: number, w: number): Rows[] {
  const out: Rows[] = [];
  const stack: Rows[] = [[]];
  while (stack.length > 0) {
    const d = stack.pop()!;
    if (d.length > 0) out.push(d);
    if (d.length < h) for (let l = 1; l <= (d[d.length - 1] ?? w); l++) stack.push([...d, l]);
  }
  return out;
}

/** Row lengths from the text of a chomp position, `chomp(r,c)` or `chomp(r,c; l1,l2,…)`. */
function rowsOf(text: string): Rows {
  const m = /^chomp\((\d+),(\d+)(?:; ([\d,]+))?\)$/.exec(text);
  if (!m) throw new Error(`not a chomp position: ${text}`);
  return m[3] ? m[3].split(",").map(Number) : Array.from({ length: Number(m[1]) }, () => Number(m[2]));
}

describe("chomp's isP and movesTo from the box", () => {
  it("agree with the brute force on every diagram of the 5 × 6 box", () => {
    const isP = bruteIsP();
    for (const d of diagrams(5, 6)) {
      if (d.length > 1 && d[d.length - 1] !== d[0]) expect([d.join(","), chompFamily.isP!(d)]).toEqual([d.join(","), isP(d)]);
      const wins: string[] = [];
      for (let i = 0; i < d.length; i++) for (let j = i === 0 ? 1 : 0; j < d[i]!; j++) if (isP(cut(d, i, j))) wins.push(cut(d, i, j).join(","));
      const got = chompFamily.movesTo!(d, 0n, 100)!;
      expect([d.join(","), got.complete, got.moves.map((m) => m.join(",")).sort()]).toEqual([d.join(","), true, wins.sort()]);
    }
  });

  it("analyze gives the winning move of chomp(11,12), past the engine's budget", () => {
    const result = analyze("chomp(11,12)");
    const text = JSON.stringify(result);
    const box = solveChompBox(11, 12);
    const targets = [...text.matchAll(/chomp\(11,12; [\d,]+\)/g)].map((m) => rowsOf(m[0]));
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(chompBoxIsP(box, t)).toBe(true);
  });

  it("the perfect player's replies on chomp(10,11) each leave a P-position of the box", () => {
    const box = solveChompBox(10, 11);
    const s = new PlaySession("chomp(10,11)", {});
    for (let reply = 0; reply < 6 && !s.isOver(); reply++) {
      const before = rowsOf(s.position);
      const wasN = !chompBoxIsP(box, before);
      s.computerMove();
      if (s.isOver()) break;
      if (wasN) expect(chompBoxIsP(box, rowsOf(s.position))).toBe(true);
    }
  });
});
