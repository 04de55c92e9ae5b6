// What a newcomer met in the lab, each fixed and checked in real Chromium (npm run build
// first), with screenshots at 1280×800 and 390×844 (test-results/web/newcomer-*.png): no
// board colour says what a value colour says (Turning Corners' heads, Hackenbush's edges);
// Cram played on its cells; the chart of a 12-move game whole; a #play= link on a phone
// shows its board on the first screen; Nim's tokens carry no numbers; the analysis wraps.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, startLab, settle, SHOTS } from "./harness.js";

// run in the page (the tests' own types have no DOM)
declare function getComputedStyle(element: unknown): { backgroundColor: string; stroke: string; fill: string };
declare const document: { documentElement: { scrollWidth: number } };

const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

/** A colour's hue (degrees) and saturation (0–1), from "rgb(r, g, b)". */
function hsl(css: string): { hue: number; sat: number } {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((x) => Number(x) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, sat: 0 };
  const sat = d / (1 - Math.abs(2 * l - 1));
  const hue = max === r ? 60 * (((g - b) / d) % 6) : max === g ? 60 * ((b - r) / d + 2) : 60 * ((r - g) / d + 4);
  return { hue: (hue + 360) % 360, sat };
}
const hueGap = (a: number, b: number): number => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describeInBrowser("the lab, as a newcomer met it", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await lab?.close();
  });

  /** A page of the given size at a hash, its errors failing the test. */
  async function open(hash: string, [width, height]: readonly [number, number]): Promise<{ page: Page; done(): Promise<void> }> {
    const page = await lab.browser.newPage({ viewport: { width, height } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(lab.url + hash);
    return {
      page,
      async done() {
        await page.close();
        expect(errors).toEqual([]);
      },
    };
  }
  const shoot = (page: Page, name: string, [width]: readonly [number, number]) => page.screenshot({ path: `${SHOTS}newcomer-${name}-${width}.png`, fullPage: true });
  const play = (expression: string, moves: string[] = []) => `#play=${encodeURIComponent(expression)}${moves.length ? `&moves=${moves.map(encodeURIComponent).join("|")}` : ""}`;

  /** The legend's swatches: the value colours. */
  async function valueHues(page: Page): Promise<number[]> {
    return page
      .locator(".legend-line .swatch")
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor))
      .then((cs) => cs.map((c) => hsl(c).hue));
  }

  it.each(SIZES)("Turning Corners at %i px: heads are drawn in no value colour (not the amber of a draw, nor green, nor red)", async (...size) => {
    const { page, done } = await open(play('corners("TTT/THT/TTH")'), size);
    await settle(page);
    const values = await valueHues(page);
    expect(values).toHaveLength(3);
    const heads = await page.locator(".play .coin.heads").evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    expect(heads.length).toBe(2);
    for (const h of heads) for (const v of values) expect(hueGap(hsl(h).hue, v), `heads ${h}`).toBeGreaterThan(40);
    await shoot(page, "corners", size);
    await done();
  });

  it.each(SIZES)("Green Hackenbush at %i px: every edge in one unsaturated ink, its value a badge with its number", async (...size) => {
    const { page, done } = await open(play("hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)"), size);
    await settle(page);
    const edges = page.locator(".play .kind-graph g[role=button]");
    await expect(edges.count()).resolves.toBe(9);
    const strokes = await edges.evaluateAll((gs) => gs.map((g) => getComputedStyle(g.querySelector("path[stroke-width='4']")!).stroke));
    // one colour, far from red, green or blue: grey-blue ink
    expect(new Set(strokes).size).toBe(1);
    expect(hsl(strokes[0]!).sat).toBeLessThan(0.35);
    // the badge: a winning edge's badge is green with the number of moves left
    const badges = await edges.evaluateAll((gs) =>
      gs.map((g) => ({
        fill: getComputedStyle(g.querySelector("circle.edge-badge")!).fill,
        text: g.querySelector("text")?.textContent ?? "",
        label: g.getAttribute("aria-label") ?? "",
      })),
    );
    for (const b of badges) {
      const n = /then (\d+) more move|last (\d+) more move/.exec(b.label);
      expect(n, b.label).not.toBeNull();
      expect(b.text).toBe(n![1] ?? n![2]);
      expect(hueGap(hsl(b.fill).hue, b.label.includes(", wins") ? 135 : 2)).toBeLessThan(20);
    }
    await shoot(page, "hackenbush", size);
    await done();
  });

  it.each(SIZES)("Cram at %i px: a domino played on the cells by a click on a cell and one on its neighbour, then by a drag; no chips under the board", async (...size) => {
    const { page, done } = await open(play("cram(3,4)"), size);
    await settle(page);
    const board = page.locator(".play .kind-cells");
    await expect(board.locator(".block, .block-shape").count()).resolves.toBe(0);
    const cell = (r: number, c: number) => board.locator(`[data-cell="${r},${c}"]`);
    // before a choice every blank cell shows the best domino through it: 3 × 4 = 12 coloured cells with a number
    await expect(board.locator("button.pair-cell .opt-num").count()).resolves.toBe(12);
    await shoot(page, "cram", size);
    await cell(2, 2).click();
    // through (2,2): dominoes to (1,2), (3,2), (2,1), (2,3), each a button on that cell in the view's words
    const ends = await board.locator("button.pair-end").evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")!.replace(/,\s(wins|loses).*/, "")));
    expect(ends.sort()).toEqual(
      ["place a domino in column 2, rows 1–2", "place a domino in column 2, rows 2–3", "place a domino on row 2, columns 1–2", "place a domino on row 2, columns 2–3"].sort(),
    );
    await shoot(page, "cram-chosen", size);
    await cell(2, 3).click();
    await settle(page);
    await expect(page.locator(".moves-made li").first().textContent()).resolves.toBe("you: place a domino on row 2, columns 2–3");
    await expect(cell(2, 2).getAttribute("aria-label")).resolves.toBe("row 2, column 2: covered");
    // a drag from a free cell to the free cell beside it
    const free = await board.locator("button.pair-cell").evaluateAll((bs) => bs.map((b) => b.getAttribute("data-cell")!));
    const pair = free
      .flatMap((a) => free.filter((b) => b !== a).map((b) => [a, b] as const))
      .find(([a, b]) => {
        const [r1, c1] = a.split(",").map(Number) as [number, number];
        const [r2, c2] = b.split(",").map(Number) as [number, number];
        return Math.abs(r1 - r2) + Math.abs(c1 - c2) === 1;
      });
    expect(pair).toBeDefined();
    const [a, b] = pair!.map((k) => board.locator(`[data-cell="${k}"]`));
    const [boxA, boxB] = [(await a!.boundingBox())!, (await b!.boundingBox())!];
    await page.mouse.move(boxA.x + boxA.width / 2, boxA.y + boxA.height / 2);
    await page.mouse.down();
    await page.mouse.move(boxB.x + boxB.width / 2, boxB.y + boxB.height / 2, { steps: 4 });
    await page.mouse.up();
    await settle(page);
    const made = await page.locator(".moves-made li").allTextContents();
    expect(made.length).toBeGreaterThanOrEqual(3);
    const [r1, c1] = pair![0].split(",").map(Number) as [number, number];
    const [r2, c2] = pair![1].split(",").map(Number) as [number, number];
    const words =
      r1 === r2 ? `place a domino on row ${r1}, columns ${Math.min(c1, c2)}–${Math.max(c1, c2)}` : `place a domino in column ${c1}, rows ${Math.min(r1, r2)}–${Math.max(r1, r2)}`;
    expect(made[2]).toBe(`you: ${words}`);
    // each domino placed is one outlined piece on the board, the computer's too
    await expect(board.locator(".piece").count()).resolves.toBe(made.length);
    await shoot(page, "cram-pieces", size);
    await done();
  });

  it.each(SIZES)("a 12-move game at %i px: the chart shows all 13 positions without scrolling", async (...size) => {
    // one token at a time from nim(3,5,7): 12 moves
    const heaps = [3, 5, 7];
    const moves: string[] = [];
    for (let k = 0; moves.length < 12; k = (k + 1) % 3) {
      if (heaps[k]! === 0) continue;
      heaps[k]!--;
      moves.push(`nim(${heaps.join(",")})`);
    }
    const { page, done } = await open(play("nim(3,5,7)", moves), size);
    await settle(page);
    const dots = page.locator(".value-strip .vvh-dot");
    await expect(dots.count()).resolves.toBe(13);
    const frame = (await page.locator(".value-strip .vvh-scroll").boundingBox())!;
    for (const box of await dots.evaluateAll((ds) => ds.map((d) => d.getBoundingClientRect().toJSON() as { x: number; width: number }))) {
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
    const scroll = await page.locator(".value-strip .vvh-scroll").evaluate((f) => f.scrollWidth - f.clientWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    // Nim's tokens carry no number (a number on a token reads as a count); the legend says what a darker shade means
    await expect(page.locator(".play .kind-heaps button.token .opt-num").count()).resolves.toBe(0);
    await expect(page.locator(".legend-line").textContent()).resolves.toContain("darker: the game ends sooner");
    await shoot(page, "chart-12-moves", size);
    await done();
  });

  it("on a phone, a shared #play= link shows its board on the first screen, the settings under the game", async () => {
    const { page, done } = await open(play("chomp(4,5)"), [390, 844]);
    await settle(page);
    const board = (await page.locator(".play .boards .board-view").first().boundingBox())!;
    expect(board.y + board.height).toBeLessThan(844);
    const picker = (await page.locator(".play .picker").boundingBox())!;
    expect(picker.y).toBeGreaterThan(board.y);
    await done();
  });

  it("on a phone, the analysis of a long sum wraps inside the screen", async () => {
    const expression = "nim(3,5,7) + kayles(4,7) + wythoff(8,4) + hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)";
    const { page, done } = await open(`#explore=analyse&expr=${encodeURIComponent(expression)}`, [390, 844]);
    const out = page.getByTestId("analysis");
    await out.waitFor();
    await expect(out.innerText()).resolves.toContain("hackenbush(0,1 0,5 1,2 1,3 1,4 2,3 4,4 5,6 5,7)");
    await expect(out.evaluate((p) => p.scrollWidth - p.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}newcomer-analyse-390.png`, fullPage: true });
    await done();
  });
});
