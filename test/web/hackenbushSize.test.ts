// The lab's graph board (Green Hackenbush) uses the room it has, in real Chromium (npm run build
// first): on a 1280-wide screen it is drawn large (up to a most), on a 390-wide phone it fits
// the screen without a sideways scroll. Screenshots with SHOTS=1: test-results/web/hackenbush-size-*.png.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, settle, startLab } from "./harness.js";

// run in the page (the tests' own types have no DOM)
declare const document: { documentElement: { scrollWidth: number } };

const START = "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)";

describeInBrowser("the lab's Hackenbush board, at the size of the screen", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  /** The board's drawing and its column, measured at a screen size. */
  async function measure(width: number, height: number, start = START, name = "hackenbush-size") {
    const w = await openPage(lab, `#play=${encodeURIComponent(start)}`);
    await w.page.setViewportSize({ width, height });
    await settle(w.page);
    const svg = await w.page.locator(".play .kind-graph svg").first().boundingBox();
    const column = await w.page.locator(".play .game-main").first().boundingBox();
    const scroll = await w.page.evaluate(() => document.documentElement.scrollWidth);
    await w.shot(`${name}-${width}`);
    w.finish();
    return { svg: svg!, column: column!, scroll };
  }

  it("on a 1280 × 800 screen: the board is drawn at least 560 px wide, at most 760, within its column", async () => {
    const { svg, column, scroll } = await measure(1280, 800);
    // the drawing's own size is 280 px wide; the column has far more room
    expect(svg.width).toBeGreaterThanOrEqual(560);
    expect(svg.width).toBeLessThanOrEqual(760);
    expect(svg.x + svg.width).toBeLessThanOrEqual(column.x + column.width + 1);
    // its height follows its width (the drawing is not stretched) and leaves room on the screen
    expect(svg.height).toBeLessThanOrEqual(800 * 0.75);
    expect(scroll).toBeLessThanOrEqual(1280);
  });

  it("on a 390 × 844 phone: the board fills the width it has and nothing scrolls sideways", async () => {
    const { svg, scroll } = await measure(390, 844);
    expect(scroll).toBeLessThanOrEqual(390);
    expect(svg.x).toBeGreaterThanOrEqual(0);
    expect(svg.x + svg.width).toBeLessThanOrEqual(390);
    // the phone's width less the page's margins, not the drawing's own 280 px
    expect(svg.width).toBeGreaterThanOrEqual(300);
  });

  it("a graph drawn on a circle (Arc Kayles) scales too, no taller than 55% of a 1280 × 800 screen", async () => {
    const { svg, column } = await measure(1280, 800, "arckayles(6; 0,1 1,2 2,3 3,0 0,4 4,5)", "arckayles-size");
    expect(svg.width).toBeGreaterThanOrEqual(400);
    expect(svg.x + svg.width).toBeLessThanOrEqual(column.x + column.width + 1);
    expect(svg.height).toBeLessThanOrEqual(800 * 0.55 + 1);
  });
});
