// A lone Cram board that theory decides (odd × even: the first player wins by the half-turn
// strategy) still shows its Grundy value when the search finds it within the display budget:
// 3 × 7 and 3 × 8 (Lemoine & Viennot's published 3 × n values).
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.js";
import { PUBLISHED } from "../../helpers/cramSearchChecks.js";
import { runCli } from "../../helpers/cli.js";

const published = (r: number, c: number): number => PUBLISHED.find(([a, b]) => a === r && b === c)![2];

describe("a lone Cram board in analyze", () => {
  it.each([
    [3, 7],
    [3, 8],
    [3, 10],
  ])("cram(%i,%i) shows its published Grundy value with its outcome", (r, c) => {
    const a = analyze(`cram(${r},${c})`);
    expect(a.components[0]).toMatchObject({ grundy: String(published(r, c)), outcome: published(r, c) === 0 ? "P" : "N" });
  });

  it('grundy analyze "cram(3,8)" prints G = 3 (published) beside N', () => {
    const r = runCli(["analyze", "cram(3,8)"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^  cram\\(3,8\\)  G = ${published(3, 8)}  N$`, "m"));
  });
});
