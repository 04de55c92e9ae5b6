// The coin-turning games on the Play page in real Chromium: a row of coins (Turning Turtles,
// Mock Turtles, Ruler) and a grid of coins (Turning Corners), picked in the menu or opened
// from a link, played to the end by following the hint, ending in "You win".
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, startLab, settle } from "./harness.js";

declare const document: { querySelector(selector: string): { textContent: string | null; classList: { contains(name: string): boolean } } | null };

const result = (page: Page) => page.locator(".play .result");

/** Clicks the hinted move each turn until the game ends; the number of moves made. */
async function playWithHints(page: Page, shot?: (name: string) => Promise<string>, max = 40): Promise<number> {
  for (let turn = 0; turn < max; turn++) {
    await settle(page);
    if ((await result(page).count()) > 0) return turn;
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const hinted = page.locator(".play .boards button.hinted").first();
    await hinted.waitFor();
    if (turn === 0 && shot) await shot("hint");
    await hinted.click();
  }
  throw new Error("the game did not end");
}

describeInBrowser("coin-turning games on the Play page", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it.each([
    ["turtles", 'turtles("THHTH")'],
    ["mockturtles", 'mockturtles("HHTHTHH")'],
    ["ruler", 'ruler("THTHHT")'],
    ["corners", 'corners("TTT/THT/TTH")'],
  ])('%s: a link, played with the hint each turn, ends in "You win"', async (name, start) => {
    const w = await openPage(lab, `#play=${encodeURIComponent(start)}`);
    await settle(w.page);
    await expect(w.page.locator(".play .position code").textContent()).resolves.toBe(start);
    await expect(w.page.locator(name === "corners" ? ".play .kind-coinGrid" : ".play .kind-coins").count()).resolves.toBe(1);
    await w.shot(`play-coins-${name}-start`);
    const made = await playWithHints(w.page, (s) => w.shot(`play-coins-${name}-${s}`));
    expect(made).toBeGreaterThan(0);
    await expect(result(w.page).textContent()).resolves.toBe("You win");
    await w.shot(`play-coins-${name}-won`);
    w.finish();
  });

  it("Turning Corners: picked in the menu; a heads coin, then the coin that completes the rectangle, makes the move", async () => {
    const w = await openPage(lab, "#play");
    await settle(w.page);
    await w.page.getByLabel("Game", { exact: true }).selectOption("corners");
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    await w.page.waitForFunction(() => document.querySelector(".play .position code")?.textContent === 'corners("TTT/THT/TTH")');
    await settle(w.page);
    // the two heads (1,1) and (2,2) can go to tails; pick (2,2), then the near corner (0,0)
    await w.page.getByRole("button", { name: /^row 2, column 2: heads/ }).click();
    await w.shot("play-coins-corners-picked");
    await w.page.getByRole("button", { name: /^turn over the coins at \(0, 0\), \(0, 2\), \(2, 0\), \(2, 2\)/ }).click();
    await settle(w.page);
    await expect(w.page.locator(".moves-made li").first().textContent()).resolves.toContain("turned the corners of rows 0 and 2, columns 0 and 2");
    w.finish();
  });
});
