// The Play page in real Chromium: the seed games played to the end against the perfect
// opponent with the hint, lost starts, undo, shared links, and hostile input.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, startLab, settle } from "./harness.js";

declare const document: { querySelector(selector: string): { textContent: string | null; classList: { contains(name: string): boolean } } | null };

// The page's document, as the functions run in the browser see it (this file has no DOM types).

const result = (page: Page) => page.locator(".play .result");

/** Plays the hinted move each turn until the game ends; returns the number of moves the person made. */
async function playWithHints(page: Page, max = 80): Promise<number> {
  let made = 0;
  for (let turn = 0; turn < max; turn++) {
    await settle(page);
    if ((await result(page).count()) > 0) return made;
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await page.locator(".play .boards button.hinted").first().waitFor();
    // one hinted move on each board (Every-SG: one in each unfinished pair)
    const boards = page.locator(".play .boards .board");
    for (let i = 0; i < (await boards.count()); i++) {
      const hinted = boards.nth(i).locator("button.hinted");
      if ((await hinted.count()) > 0) await hinted.first().click();
    }
    const confirm = page.getByRole("button", { name: "Play these moves" });
    if ((await confirm.count()) > 0) await confirm.click();
    made++;
  }
  throw new Error("the game did not end");
}

describeInBrowser("the Play page", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  /** The position line of the page, e.g. "wythoff(7,4)". */
  const position = (page: Page) => page.locator(".play .position code").textContent();

  const SEEDS = [
    { name: "Wythoff's game", preset: "wythoff", won: "#play=wythoff(8,4)", lost: "#play=wythoff(5,3)", shot: "wythoff" },
    {
      name: "Euclid's game under Every-SG",
      preset: "euclid",
      won: "#play=euclid(13,8)+euclid(11,7)+euclid(9,4)&compound=every",
      lost: "#play=euclid(11,7)+euclid(7,4)+euclid(9,5)&compound=every",
      shot: "euclid",
    },
    { name: "the 2×N strip", preset: "strip", won: "#play=strip(10; 1,3 2,7)", lost: "#play=strip(8; 1,4 2,5)", shot: "strip" },
  ];

  for (const seed of SEEDS) {
    // one page: the link's start, one hinted move, undo, redo and the link reloaded, then the game
    // played to its end with the hint (the start is analysed once, not once a check)
    it(`${seed.name}: a shared link; undo takes a move back and a reloaded link shows the same position; played with the hint each turn, it ends in "You win"`, async () => {
      const w = await openPage(lab, seed.won);
      await settle(w.page);
      await w.shot(`play-${seed.shot}-start`);
      const start = await position(w.page);
      await w.page.getByRole("button", { name: "Hint", exact: true }).click();
      await w.shot(`play-${seed.shot}-hint`);
      if (seed.shot === "euclid") {
        // Every-SG: a move chosen in two pairs of three, before "Play these moves"
        const boards = w.page.locator(".play .boards .board");
        for (const i of [0, 1]) await boards.nth(i).locator("button.hinted").first().click();
        await expect(w.page.locator(".play .confirm").textContent()).resolves.toContain("2 of 3 chosen");
        await w.shot("play-euclid-choosing");
        for (const i of [0, 1]) await boards.nth(i).locator("button.hinted").first().click();
      }
      // one hinted move (and the computer's answer)
      await playWithHints(w.page, 1).catch(() => undefined);
      await settle(w.page);
      const after = await position(w.page);
      expect(after).not.toBe(start);
      const link = w.page.url();
      expect(link).toContain("moves=");
      // the link restores the position and its history
      const again = await openPage(lab, link.slice(link.indexOf("#")));
      await settle(again.page);
      await expect(position(again.page)).resolves.toBe(after);
      await expect(again.page.locator(".moves-made li").count()).resolves.toBe(2);
      again.finish();
      await again.page.close();
      await w.page.getByRole("button", { name: "Undo" }).click();
      await w.page.waitForFunction((p) => document.querySelector(".play .position code")?.textContent === p, start);
      expect(w.page.url()).not.toContain("moves=");
      await w.page.getByRole("button", { name: "Redo" }).click();
      await w.page.waitForFunction((p) => document.querySelector(".play .position code")?.textContent === p, after);
      // from there, the hint each turn wins
      await playWithHints(w.page);
      await expect(result(w.page).textContent()).resolves.toBe("You win");
      await w.shot(`play-${seed.shot}-won`);
      w.finish();
    });

    it(`${seed.name}: picked in the menu and played with the hint, ends in "You win"`, async () => {
      const w = await openPage(lab, "#play");
      await settle(w.page);
      await w.page.getByLabel("Game", { exact: true }).selectOption(seed.preset);
      await w.page.getByRole("button", { name: "Start a new game" }).click();
      await w.page.waitForFunction(
        (p) => document.querySelector(".play .position code")?.textContent === p,
        await w.page
          .getByLabel("Start position")
          .inputValue()
          .then((v) => v),
      );
      await playWithHints(w.page);
      await expect(result(w.page).textContent()).resolves.toBe("You win");
      w.finish();
    });

    it(`${seed.name}: from a lost start, the perfect opponent wins ("The computer wins")`, async () => {
      const w = await openPage(lab, seed.lost);
      await settle(w.page);
      await playWithHints(w.page);
      await expect(result(w.page).textContent()).resolves.toBe("The computer wins");
      await w.shot(`play-${seed.shot}-lost`);
      w.finish();
    });
  }

  it("resumes the game after a visit to Explore", async () => {
    const w = await openPage(lab, "#play=wythoff(8,4)");
    await settle(w.page);
    await w.page.getByRole("button", { name: /^queen to \(7,4\)/ }).click();
    await settle(w.page);
    const here = await position(w.page);
    await w.page.getByRole("link", { name: "Explore" }).click();
    await w.page.waitForURL(/#explore/);
    await w.page.getByRole("link", { name: "Play" }).click();
    await settle(w.page);
    await expect(position(w.page)).resolves.toBe(here);
    w.finish();
  });

  it("shows an expression with HTML in it as text, with the bad column marked, and runs none of it", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    const w = await openPage(lab, "#play=wythoff(8,4)");
    await settle(w.page);
    await w.page.getByLabel("Start position").fill(evil);
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    const error = w.page.locator(".play .expr-error");
    await error.waitFor();
    await expect(error.locator(".error-text").textContent()).resolves.toMatch(/column 1: expected/);
    await expect(error.locator("mark").textContent()).resolves.toBe("<");
    await expect(w.page.locator(".error-echo").textContent()).resolves.toBe(evil);
    await expect(w.page.locator("img").count()).resolves.toBe(0);
    await w.shot("play-bad-expression");
    // the same through a link
    const v = await openPage(lab, `#play=${encodeURIComponent(evil)}`);
    await v.page.locator(".play .expr-error").waitFor();
    await expect(v.page.getByLabel("Start position").inputValue()).resolves.toBe(evil);
    await expect(v.page.locator("img").count()).resolves.toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    v.finish();
    w.finish();
  });
  it("keeps a start position typed the moment a new game appears (the picker follows the game in the same render)", async () => {
    const w = await openPage(lab, "#play=wythoff(8,4)");
    await settle(w.page);
    // types into the picker as soon as the new game's "Your move" is on the page, before the
    // next paint: a picker that followed the game in an effect after the paint took it back
    await w.page.evaluate(() => {
      type El = { textContent: string | null; classList: { contains(c: string): boolean }; dispatchEvent(e: Event): void };
      const g = globalThis as unknown as {
        document: { body: unknown; querySelector(s: string): El | null };
        MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
      };
      const doc = g.document;
      let sawBusy = false;
      const typed = new g.MutationObserver(() => {
        const boards = doc.querySelector(".play .boards");
        if (boards?.classList.contains("busy")) sawBusy = true;
        const status = doc.querySelector(".play .status")?.textContent ?? "";
        if (!sawBusy || boards?.classList.contains("busy") || !status.startsWith("Your move")) return;
        typed.disconnect();
        const input = doc.querySelector("#expr-input")!;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!.call(input, "nim(1,2)");
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
      typed.observe(doc.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    await w.page.waitForFunction(() => (document.querySelector("#expr-input") as unknown as { value: string } | null)?.value === "nim(1,2)");
    await new Promise((r) => setTimeout(r, 500));
    await expect(w.page.getByLabel("Start position").inputValue()).resolves.toBe("nim(1,2)");
    w.finish();
  });
  it("a loopy game: a draw is kept with the amber (=) moves and declared when a position comes back three times", async () => {
    // a token on the 2-cycle 0 ⇄ 1: no end, neither player can win (γ = ∞, a draw)
    const w = await openPage(lab, `#play=${encodeURIComponent("digraph(0; {1} {0})")}`);
    await settle(w.page);
    await expect(w.page.locator(".play .status").textContent()).resolves.toContain("Neither side can force a win");
    await expect(w.page.locator(".play .vcell.draw").count()).resolves.toBe(1);
    await w.shot("play-loopy-draw-start");
    await playWithHints(w.page);
    await expect(result(w.page).textContent()).resolves.toBe("Draw");
    // 0 → 1 → 0 → 1 → 0: the start position's third occurrence ends it after four moves
    await expect(w.page.locator(".play .vcell.draw").count()).resolves.toBe(5);
    await w.shot("play-loopy-draw");
    w.finish();
  });

  it('a sum with a loopy game (Fair Shares and Varied Pairs + Nim), played with the hint, ends in "You win"', async () => {
    const w = await openPage(lab, `#play=${encodeURIComponent("fsvp(10) + nim(3)")}`);
    await settle(w.page);
    await playWithHints(w.page);
    await expect(result(w.page).textContent()).resolves.toBe("You win");
    w.finish();
  });
});
