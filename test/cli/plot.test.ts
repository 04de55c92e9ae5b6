import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { P_COLOUR } from "../../src/plot/heatColours.js";
import { valueMapSize } from "../../src/plot/valueMap.js";
import { runCli } from "../helpers/cli.js";
import { decodePng } from "../helpers/png.js";

const dir = mkdtempSync(join(tmpdir(), "grundy-plot-"));

describe("grundy plot seq", () => {
  it("draws Kayles's values with its proven period (12 from 71, Winning Ways) in the legend", () => {
    const out = join(dir, "k.svg");
    const r = runCli(["plot", "seq", "kayles", "--to", "200", "--out", out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("period 12 from 71, proven");
    expect(readFileSync(out, "utf8")).toContain("period 12 from n = 71 (proven)");
  });

  it("writes a PNG and refuses a bad code or --to with one line and exit 2", () => {
    const out = join(dir, "o.png");
    expect(runCli(["plot", "seq", "0.6", "--to", "500", "--out", out]).status).toBe(0);
    expect(decodePng(readFileSync(out)).width).toBeGreaterThan(0);
    for (const args of [
      ["plot", "seq", "0.8x", "--out", out],
      ["plot", "seq", "kayles", "--to", "0", "--out", out],
      ["plot", "seq", "kayles", "--to", "many", "--out", out],
    ]) {
      const r = runCli(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});

describe("grundy plot wythoff", () => {
  it("writes a PNG heat map whose (0,0) cell is a P-position", () => {
    const out = join(dir, "w.png");
    const r = runCli(["plot", "wythoff", "--size", "40", "--out", out]);
    expect(r.status).toBe(0);
    const png = decodePng(readFileSync(out));
    const { width, height, cell } = valueMapSize(40);
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
      // an SVG holds its picture whole: bounded at 2048 (a PNG goes to 8192 in bounded memory)
      ["plot", "wythoff", "--size", "4096", "--out", join(dir, "x.svg")],
    ]) {
      const r = runCli(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
  });
});
