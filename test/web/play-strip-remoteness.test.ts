// The strip board of the lab's example strip(10; 1,3 2,7) (18 blank cells: 2.4 million moves
// for the generic search, past the lab's budget) shows the remoteness of every move, cell or
// square, equal to a brute force over the blank cells written here.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, settle, startLab } from "./harness.js";

const N = 10;
const COLOURED = ["1,3", "2,7"];

/** Remoteness of every set of coloured cells of the 2×N strip (a bit per cell: row 1 then row 2), by memoised search. */
function remotenessOf(): (coloured: Set<string>) => number {
  const memo = new Map<number, number>();
  const bit = (r: number, c: number): number => 1 << ((r - 1) * N + (c - 1));
  const of = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    const options: number[] = [];
    for (let c = 1; c <= N; c++) {
      for (const r of [1, 2]) if (!(mask & bit(r, c))) options.push(of(mask | bit(r, c)));
      const sq = c < N ? bit(1, c) | bit(2, c) | bit(1, c + 1) | bit(2, c + 1) : 0;
      if (sq && !(mask & sq)) options.push(of(mask | sq));
    }
    // Smith: 0 at the end; the winner goes to the least even option, the loser to the largest
    const even = options.filter((v) => v % 2 === 0);
    const r = options.length === 0 ? 0 : 1 + (even.length > 0 ? Math.min(...even) : Math.max(...options));
    memo.set(mask, r);
    return r;
  };
  return (coloured) => of([...coloured].reduce((m, k) => m | bit(Number(k.split(",")[0]), Number(k.split(",")[1])), 0));
}

describeInBrowser("the strip board's remoteness", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("strip(10; 1,3 2,7): every one of the 23 moves shows the brute force's remoteness", async () => {
    const remoteness = remotenessOf();
    const w = await openPage(lab, "#play=strip(10; 1,3 2,7)");
    await settle(w.page);
    const buttons = w.page.locator(".play .kind-cells button.cell");
    const read = () => buttons.evaluateAll((bs) => bs.map((b) => [b.getAttribute("aria-label") ?? "", b.querySelector(".opt-num")?.textContent ?? ""]));
    await expect.poll(async () => (await read()).filter(([, n]) => !/^\d+$/.test(n!)).length, { timeout: 20_000 }).toBe(0);
    const shown = await read();
    expect(shown).toHaveLength(18 + 5);
    for (const [words, n] of shown) {
      const after = new Set(COLOURED);
      const cell = /^colour row (\d), column (\d+)/.exec(words!);
      const square = /^colour the 2×2 square at columns (\d+)–(\d+)/.exec(words!);
      if (cell) after.add(`${cell[1]},${cell[2]}`);
      else if (square) for (const c of [square[1], square[2]]) for (const r of [1, 2]) after.add(`${r},${c}`);
      else throw new Error(`a button of no move: ${words}`);
      expect(Number(n), words).toBe(remoteness(after));
    }
    // the position's own remoteness on the value chart's first point: the start's, 15 moves to the end
    expect(remoteness(new Set(COLOURED))).toBe(15);
    await w.shot("play-strip-remoteness");
    w.finish();
  });
});
