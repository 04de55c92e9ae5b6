// The Explore page's misère section in real Chromium: Kayles's quotient as the library
// computes it, Φ's chart and the multiplication table. Screenshot: test-results/web/explore-misere-kayles.png.
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseHeapGame } from "../../src/index.js";
import { misereQuotient } from "../../src/misere/index.js";
import { describeInBrowser, type Lab, openPage, startLab } from "./harness.js";

describeInBrowser("the lab's misère quotients", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("shows misère Kayles's quotient as the library computes it: its order, presentation, P-portion, Φ chart and multiplication table", { timeout: 120_000 }, async () => {
    const q = misereQuotient(parseHeapGame("0.77"), { budget: { seconds: 3600 } });
    // every impartial misère quotient has even order (Plambeck & Siegel 2008)
    expect(q.solved).toBe(true);
    expect(q.order % 2).toBe(0);
    const w = await openPage(lab, "#explore=misere&code=kayles");
    const { page } = w;
    await page.locator(".misere .result[data-state=done]").waitFor({ timeout: 60_000 });
    const heading = await page.locator(".misere .result h3").innerText();
    expect(heading).toContain(`|Q| = ${q.order}, |P| = ${q.pSize}`);
    expect(heading).toContain(`periodic from heap ${q.preperiod} with period ${q.period}`);
    expect(await page.getByTestId("misere-presentation").innerText()).toBe(q.presentation);
    const pNames = Array.from({ length: q.order }, (_, x) => x)
      .filter((x) => q.isP(x))
      .map((x) => q.elementName(x));
    expect(await page.getByTestId("misere-p").innerText()).toBe(pNames.join(", "));
    // the grid: order × order products, P cells marked as the library's isP says
    const cells = page.locator("table.mul tbody td");
    expect(await cells.count()).toBe(q.order * q.order);
    const x = q.phi(5);
    const y = q.phi(9);
    const cell = page.locator("table.mul tbody tr").nth(x).locator("td").nth(y);
    expect(await cell.innerText()).toBe(q.elementName(q.mul(x, y)));
    expect(await page.locator("table.mul td.p").count()).toBe(
      Array.from({ length: q.order * q.order }, (_, i) => q.isP(q.mul(Math.floor(i / q.order), i % q.order))).filter(Boolean).length,
    );
    // Φ's chart: its axis names and tick labels are drawn whole, inside the SVG, and the side's
    // labels are the quotient's element names, in order from the identity down
    const svg = (await page.locator("svg.phi").boundingBox())!;
    const texts = page.locator("svg.phi text");
    for (let i = 0; i < (await texts.count()); i++) {
      const b = (await texts.nth(i).boundingBox())!;
      const what = await texts.nth(i).textContent();
      expect(b.width, `${what} is drawn`).toBeGreaterThan(0);
      expect(b.x, `${what} starts inside the chart`).toBeGreaterThanOrEqual(svg.x);
      expect(b.y, `${what} starts inside the chart`).toBeGreaterThanOrEqual(svg.y);
      expect(b.x + b.width, `${what} ends inside the chart`).toBeLessThanOrEqual(svg.x + svg.width);
      expect(b.y + b.height, `${what} ends inside the chart`).toBeLessThanOrEqual(svg.y + svg.height);
    }
    expect(await page.locator("svg.phi .axis-label.y").textContent()).toMatch(/^element/);
    const yTicks = await page.locator("svg.phi .ticks-y text").allTextContents();
    expect(yTicks.length).toBeGreaterThanOrEqual(2);
    expect(yTicks[0]).toBe(q.elementName(0));
    const names = Array.from({ length: q.order }, (_, e) => q.elementName(e));
    const at = yTicks.map((t) => names.indexOf(t));
    expect(at.every((e, i) => e >= 0 && (i === 0 || e > at[i - 1]!))).toBe(true);
    expect((await page.locator("svg.phi .ticks-x text").allTextContents())[0]).toBe("0");
    // one dot a heap shown
    const shown = Number((await page.locator(".misere h4").first().innerText()).match(/Φ\(0 … (\d+)\)/)![1]);
    expect(await page.locator("svg.phi circle").count()).toBe(shown + 1);
    // the 40 × 40 table is wider than the page: it scrolls inside its own box, the page does not
    const widths = (await page.evaluate(
      "({ page: document.documentElement.scrollWidth, view: innerWidth, table: document.querySelector('.mul-wrap').scrollWidth, box: document.querySelector('.mul-wrap').clientWidth })",
    )) as { page: number; view: number; table: number; box: number };
    expect(widths.table).toBeGreaterThan(widths.box);
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    // and down within the window's height, its first row and column kept in view while it scrolls
    const wrap = page.locator(".mul-wrap");
    expect((await wrap.boundingBox())!.height).toBeLessThanOrEqual(900);
    await wrap.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
    const box = (await wrap.boundingBox())!;
    const corner = (await page.locator("table.mul thead th").first().boundingBox())!;
    const rowHead = (await page.locator("table.mul tbody th").last().boundingBox())!;
    expect(Math.abs(corner.y - box.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(corner.x - box.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(rowHead.x - box.x)).toBeLessThanOrEqual(2);
    await w.shot("explore-misere-kayles-table-scrolled");
    await wrap.evaluate((el) => el.scrollTo(0, 0));
    await w.shot("explore-misere-kayles");
    w.finish();
    await page.close();
  });

  it("says in one line when the text is not a game", async () => {
    const w = await openPage(lab, "#explore=misere&code=0.9x");
    await w.page.locator(".misere .result[data-state=error]").waitFor({ timeout: 60_000 });
    expect(await w.page.locator(".misere .error").innerText()).toMatch(/0\.9x/);
    w.finish();
    await w.page.close();
  });
});
