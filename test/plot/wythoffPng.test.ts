import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wythoffGrundyTable } from "../../src/games/wythoff/grundyTable.js";
import { writeWythoffHeatmap } from "../../src/plot/render.js";
import { writeWythoffPng } from "../../src/plot/wythoffPng.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-wythoff-png-"));

describe("writeWythoffPng (rows made and drawn in bands, in bounded memory)", () => {
  it.each([
    [1, undefined],
    [20, undefined],
    [20, 2 * 20 * 3], // blocks of 3 rows: 7 blocks written, read back from the top
    [300, undefined],
    [700, 2 * 700 * 50], // cells of 1 pixel (past 640), blocks of 50 rows
  ])("size %i (block bytes %s): the same file, byte for byte, as the whole table's heat map", async (n, block) => {
    const whole = join(dir, `whole-${n}.png`);
    const banded = join(dir, `banded-${n}-${block}.png`);
    await writeWythoffHeatmap(wythoffGrundyTable(n), "png", whole);
    const stages: string[] = [];
    await writeWythoffPng(
      n,
      banded,
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
