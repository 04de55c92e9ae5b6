// Cram on the Play page's cells board, in real Chromium (npm run build first): a start from
// the view's examples played to the end by clicking the hinted domino every turn.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cramView } from "../../src/games/cram/view.js";
import { describeInBrowser, type Lab, openPage, startLab, settle } from "./harness.js";

async function playWithHints(page: Page, shot: () => Promise<unknown>, max = 20): Promise<number> {
  for (let turn = 0; turn < max; turn++) {
    await settle(page);
    if ((await page.locator(".play .result").count()) > 0) return turn;
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await page.locator(".play .boards button.hinted").first().waitFor();
    if (turn === 1) await shot();
    await page.locator(".play .boards button.hinted").first().click();
  }
  throw new Error("the game did not end");
}

describeInBrowser("Cram on the Play page", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it.each(cramView.examples!.map((e, i) => [e.expression, i]))(
    "%s (a view example): following the hint, a click on the hinted domino each turn, ends in You win",
    async (expression, i) => {
      const name = `cram-example-${i + 1}`;
      const w = await openPage(lab, `#play=${encodeURIComponent(expression)}`);
      await settle(w.page);
      await expect(w.page.locator(".play .boards .board").count()).resolves.toBe(1);
      await w.shot(`play-${name}-start`);
      const turns = await playWithHints(w.page, () => w.shot(`play-${name}-hint`));
      expect(turns).toBeGreaterThan(1);
      await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
      const made = await w.page.locator(".moves-made li").allTextContents();
      expect(made[0]).toMatch(/place a domino (on row \d+, columns \d+–\d+|in column \d+, rows \d+–\d+)/);
      await w.shot(`play-${name}-won`);
      w.finish();
    },
  );
});
