import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { heatmapSize, P_COLOUR } from "../../src/plot/wythoffHeatmap.js";
import { runCli } from "../helpers/cli.js";
import { decodePng } from "../helpers/png.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-plot-"));

describe("grundy plot wythoff", () => {
  it("writes a PNG heat map whose (0,0) cell is a P-position", () => {
    const out = join(dir, "w.png");
    const r = runCli(["plot", "wythoff", "--size", "40", "--out", out]);
    expect(r.status).toBe(0);
    const png = decodePng(readFileSync(out));
    const { width, height, cell } = heatmapSize(40);
    expect([png.width, png.height]).toEqual([width, height]);
    expect(png.pixel(80 + cell / 2, 60 + 39 * cell + cell / 2)).toEqual([...P_COLOUR]);
  });

  it("writes an SVG when the file name ends in .svg", () => {
    const out = join(dir, "w.svg");
    expect(runCli(["plot", "wythoff", "--size", "20", "--out", out]).status).toBe(0);
    expect(readFileSync(out, "utf8")).toMatch(/^<svg /);
  });

  it("refuses a bad size, a bad extension or a missing --out with one line and exit 2", () => {
    for (const args of [
      ["plot", "wythoff", "--size", "0", "--out", join(dir, "x.png")],
      ["plot", "wythoff", "--size", "ten", "--out", join(dir, "x.png")],
      ["plot", "wythoff", "--out", join(dir, "x.gif")],
      ["plot", "wythoff"],
      ["plot", "nothing"],
    ]) {
      const r = runCli(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
  });
});
