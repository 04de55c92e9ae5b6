// Node Kayles and Arc Kayles on the lab's graph board, in real Chromium: each view's first
// example start, opened from a #play= link, played to the end by following the hint.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { arcKaylesFamily, nodeKaylesFamily } from "../../src/games/graphKayles/index.js";
import { describeInBrowser, type Lab, openPage, startLab, settle, made } from "./harness.js";

async function playWithHints(page: Page, max = 40): Promise<void> {
  for (let turn = 0; turn < max; turn++) {
    await settle(page);
    if ((await page.locator(".play .result").count()) > 0) return;
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await page.locator(".play .boards button.hinted").first().click();
  }
  throw new Error("the game did not end");
}

const ROWS = [
  { name: "nodekayles", family: nodeKaylesFamily, words: /^you: took vertex \d+/ },
  { name: "arckayles", family: arcKaylesFamily, words: /^you: took edge \d+–\d+/ },
];

describeInBrowser("Node Kayles and Arc Kayles on the graph board", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it.each(ROWS)("$name: the view's example from a #play= link, drawn as a graph, won by following the hint", async ({ name, family, words }) => {
    const start = family.view!.examples![0]!.expression;
    const vertices = Number(/\((\d+)/.exec(start)![1]);
    const w = await openPage(lab, `#play=${encodeURIComponent(start)}`);
    await settle(w.page);
    await expect(w.page.locator(".play .kind-graph circle").count()).resolves.toBe(vertices);
    await expect(w.page.getByRole("button", { name: /^remove \d/ }).count()).resolves.toBeGreaterThan(1);
    await w.shot(`play-${name}`);
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    // the moves in the view's words
    expect((await made(w.page))[0]).toMatch(words);
    await w.shot(`play-${name}-won`);
    w.finish();
  });
});
