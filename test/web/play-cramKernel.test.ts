// The Play page's Cram opponent on the search kernel, in real Chromium (npm run build first):
// its worker fetches the WebAssembly module (an asset of the lab) and the computer's first move
// on the empty 5 × 6 board (value 2, beling/impartial-games) leaves a position of value 0, as
// the JavaScript search, run here in Node, finds. With the module's request refused, the page
// falls back to the JavaScript search and still answers with a winning move.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emptyBoard } from "../../src/games/cram/board.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { searchValue } from "../../src/search/searchValue.js";
import { describeInBrowser, type Lab, made, openPage, settle, startLab } from "./harness.js";

const ROWS = 5;
const COLUMNS = 6;

/** The board after the move the page describes ("place a domino on row r, columns c–c+1" or "in column c, rows r–r+1", 1-based). */
function boardAfter(move: string): { rows: number; columns: number; empty: bigint } {
  const across = /on row (\d+), columns (\d+)–(\d+)/.exec(move);
  const down = /in column (\d+), rows (\d+)–(\d+)/.exec(move);
  const [r, c, dr, dc] = across ? [Number(across[1]), Number(across[2]), 0, 1] : down ? [Number(down[2]), Number(down[1]), 1, 0] : [0, 0, 0, 0];
  if (r === 0) throw new Error(`not a domino: ${move}`);
  const b = emptyBoard(ROWS, COLUMNS);
  const cell = (row: number, column: number) => 1n << BigInt((row - 1) * COLUMNS + (column - 1));
  return { ...b, empty: b.empty & ~cell(r, c) & ~cell(r + dr, c + dc) };
}

/** Opens the empty board with the computer first; returns its move and whether the kernel's module reached the page. */
async function computerFirst(lab: Lab, block: boolean): Promise<{ move: string; page: Page; kernelLoaded: boolean; shot: (n: string) => Promise<string> }> {
  let kernelLoaded = false;
  const onResponse = (r: { url(): string; status(): number }) => {
    if (/kernel[^/]*\.wasm$/.test(r.url()) && r.status() === 200) kernelLoaded = true;
  };
  lab.context!.on("response", onResponse);
  if (block) await lab.context!.route(/\.wasm$/, (route) => route.abort());
  try {
    const w = await openPage(lab, `#play=${encodeURIComponent(`cram(${ROWS},${COLUMNS})`)}&first=computer`);
    await settle(w.page);
    // the menu names the board played, not the family's example (cram(3,4))
    expect(await w.page.locator("#game-select option:checked").textContent()).toBe(`Cram: cram(${ROWS},${COLUMNS})`);
    const moves = await made(w.page);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatch(/^computer/);
    w.finish();
    return { move: moves[0]!, page: w.page, kernelLoaded, shot: w.shot };
  } finally {
    lab.context!.off("response", onResponse);
    if (block) await lab.context!.unroute(/\.wasm$/);
  }
}

describeInBrowser("Cram's opponent on the search kernel", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("loads the kernel in its worker and answers the empty 5 × 6 board with a move to a position of value 0", async () => {
    expect(searchValue(cramSearchFamily, emptyBoard(ROWS, COLUMNS)).value).toBe(2); // beling/impartial-games' table
    const r = await computerFirst(lab, false);
    await r.shot("play-cram-5x6-kernel");
    expect(r.kernelLoaded).toBe(true);
    expect(searchValue(cramSearchFamily, boardAfter(r.move)).value).toBe(0);
  });

  it("with the module's request refused, answers by the JavaScript search, still with a move to value 0", async () => {
    const r = await computerFirst(lab, true);
    expect(r.kernelLoaded).toBe(false);
    expect(searchValue(cramSearchFamily, boardAfter(r.move)).value).toBe(0);
  });
});
