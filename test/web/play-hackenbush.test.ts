// Green Hackenbush on the Play page, in real Chromium: the graph stands on a ground line, its
// edges are the buttons, and following the hint from the view's example wins.
import { afterAll, beforeAll, expect, it } from "vitest";
import { hackenbushFamily } from "../../src/games/hackenbush/index.js";
import { describeInBrowser, type Lab, openPage, startLab, settle } from "./harness.js";

const start = hackenbushFamily.view!.examples![0]!.expression;

describeInBrowser("Green Hackenbush on the Play page", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("the view's example: a ground line, every edge a button, and the hint followed to the end wins", async () => {
    const w = await openPage(lab, `#play=${encodeURIComponent(start)}`);
    await settle(w.page);
    const board = w.page.locator(".play .kind-graph");
    await expect(board.locator(".ground line").count()).resolves.toBe(1);
    // every one of the 9 edges is a button: the option deleting it
    await expect(board.locator("g[role=button]").count()).resolves.toBe(9);
    await expect(w.page.getByRole("button", { name: /^delete the loop at 4/ }).count()).resolves.toBe(1);
    await expect(w.page.getByRole("button", { name: /^delete edge 0–1 and 5 more/ }).count()).resolves.toBe(1);
    for (let turn = 0; turn < 20; turn++) {
      await settle(w.page);
      if ((await w.page.locator(".play .result").count()) > 0) break;
      await w.page.getByRole("button", { name: "Hint", exact: true }).click();
      if (turn === 0) await w.shot("play-hackenbush-hint");
      await w.page.locator(".play .boards .kind-graph .hinted").first().click();
    }
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    // the moves in the view's words
    expect((await w.page.locator(".moves-made li").allTextContents())[0]).toMatch(/^you: cut (edge \d–\d|the loop at \d)/);
    await w.shot("play-hackenbush-won");
    w.finish();
  });
});
