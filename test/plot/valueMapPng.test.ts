import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wythoffGrundyTable } from "../../src/games/wythoff/grundyTable.js";
import { wythoffFamily } from "../../src/games/wythoff/family.js";
import { writeValueMap } from "../../src/plot/render.js";
import { mapLabels } from "../../src/plot/valueMap.js";
import { writeValueMapPng } from "../../src/plot/valueMapPng.js";

const grid = wythoffFamily.grid!;

const dir = mkdtempSync(join(tmpdir(), "grundy-wythoff-png-"));

describe("writeValueMapPng (Wythoff's rows made and drawn in bands, in bounded memory)", () => {
  it.each([
    [1, undefined],
    [20, undefined],
    [20, 4 * 20 * 3], // blocks of 3 rows: 7 blocks written, read back from the top
    [300, undefined],
    [700, 4 * 700 * 50], // cells of 1 pixel (past 640), blocks of 50 rows
  ])("size %i (block bytes %s): the same file, byte for byte, as the whole table's heat map", async (n, block) => {
    const whole = join(dir, `whole-${n}.png`);
    const banded = join(dir, `banded-${n}-${block}.png`);
    await writeValueMap(wythoffGrundyTable(n), "png", whole, mapLabels(grid, n));
    const stages: string[] = [];
    await writeValueMapPng(
      grid,
      n,
      banded,
      mapLabels(grid, n),
      (stage, f) => {
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(1);
        if (stages.at(-1) !== stage) stages.push(stage);
      },
      block,
    );
    expect(readFileSync(banded).equals(readFileSync(whole))).toBe(true);
    expect(stages).toEqual(["computing", "writing"]);
  });
});
