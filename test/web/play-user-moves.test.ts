// A user's family whose moves change two heaps at once (Staircase Nim), on the heaps board:
// the moves no click on a token makes are buttons below the board, so the game can be
// played to the end from its board (they were missing: the hinted move had no button).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, startLab, settle, playWithHints } from "./harness.js";

declare const document: { querySelector(selector: string): { textContent: string | null; classList: { contains(name: string): boolean } } | null };

const STAIRCASE = `// Staircase Nim, written from docs/adding-a-game.md alone: coins on steps 1..k; a move slides
// any positive number of coins from a step one step down (from step 1 they leave the board).
import { defineFamily } from "sprague-grundy";

const show = (steps) => \`staircase(\${steps.join(",")})\`;

export const staircase = defineFamily({
  name: "staircase",
  usage: "staircase(c1,c2,…)",
  summary: "Staircase Nim: slide coins one step down",
  game: {
    moves: function* (steps) {
      for (let i = 0; i < steps.length; i++) {
        for (let k = 1n; k <= steps[i]; k++) {
          const next = steps.slice();
          next[i] -= k;
          if (i > 0) next[i - 1] += k;
          yield next;
        }
      }
    },
    key: (steps) => steps.join(","),
    show,
  },
  parse: (ints) => ints,
  print: show,
  view: {
    rule: "Slide any number of coins from one step to the step below; coins slid off step 1 leave. Whoever moves last wins.",
    unit: "staircase",
    examples: [{ label: "Staircase Nim (a user's game)", expression: "staircase(1,2,3)" }],
    board: (steps) => ({ kind: "heaps", heaps: steps.map(Number), tokens: "tokens", ordered: true }),
    describe: (from, to) => {
      const i = from.findIndex((c, j) => c > to[j]);
      return \`slid \${from[i] - to[i]} from step \${i + 1}\${i > 0 ? \` to step \${i}\` : " off the board"}\`;
    },
  },
});
`;

describeInBrowser("a user's family on the heaps board, with moves the tokens cannot show", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("lists the moves that change two heaps as buttons below the board, and is played to the end with the hint", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "grundy-lab-")), "staircase.mjs");
    writeFileSync(file, STAIRCASE);
    const w = await openPage(lab, "#play=nim(3,5,7)");
    await settle(w.page);
    await w.page.getByLabel("Your own games (a .mjs file)").setInputFiles(file);
    await w.page.getByText(/Loaded: staircase/).waitFor();
    await w.page.getByLabel("Game", { exact: true }).selectOption({ label: "Staircase Nim (a user's game)" });
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    await w.page.waitForFunction(() => document.querySelector(".play .position code")?.textContent === "staircase(1,2,3)");
    await settle(w.page);
    // staircase(1,2,3) has 6 moves (worked by hand): 1 takes the coin of step 1 off (a token
    // click); 2 from step 2 and 3 from step 3 each change two steps, so they are buttons
    const others = w.page.getByRole("list", { name: "Other moves in staircase(1,2,3)" }).getByRole("button");
    await expect(others.allTextContents()).resolves.toEqual(
      ["staircase(1,3,2)", "staircase(1,4,1)", "staircase(1,5,0)", "staircase(2,1,3)", "staircase(3,0,3)"].map((t) => expect.stringContaining(t)),
    );
    await w.page.getByRole("button", { name: "Hint", exact: true }).click();
    await w.shot("play-user-staircase");
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    await w.shot("play-user-staircase-won");
    w.finish();
  });
});
