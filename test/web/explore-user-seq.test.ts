// The lab's sequence explorer with a user's heap game loaded from a .mjs file (as the Play
// page loads one): its values against a brute force written here, a family with heap rules,
// and the user's errors as one line. Screenshot: test-results/web/explore-seq-user.png.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, startLab, type WatchedPage } from "./harness.js";

const POLL = { timeout: 30_000 };

const dir = mkdtempSync(join(tmpdir(), "grundy-lab-seq-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// take 1 or 2 tokens, or split a heap into two unequal non-empty heaps (a move of Grundy's game)
const MINE = file(
  "mine.mjs",
  `import { defineFamily, parseHeapGame } from "sprague-grundy";
export const takesplit = defineFamily({
  name: "takesplit",
  usage: "takesplit(n)",
  summary: "take 1 or 2, or split into two unequal heaps",
  game: {
    moves: function* (n) {
      for (const k of [1, 2]) if (k <= n) yield n - k;
      for (let a = 1; 2 * a < n; a++) yield [a, n - a];
    },
  },
  parse: ([n]) => Number(n),
  print: (n) => "takesplit(" + n + ")",
});
export const ruled = defineFamily({ name: "ruled", usage: "ruled(n)", game: { moves: () => [] }, parse: ([n]) => Number(n), print: (n) => "ruled(" + n + ")", rules: parseHeapGame("0.137") });
`,
);
const BOOM = file(
  "boom.mjs",
  `import { defineFamily } from "sprague-grundy";
export const boom = defineFamily({ name: "boom", usage: "boom(n)", game: { moves: () => { throw new Error("kaboom"); } }, parse: ([n]) => Number(n), print: (n) => "boom(" + n + ")" });
`,
);
const BROKEN = file("broken.mjs", "export const = 1;\n");

/** G(0) … G(to) of takesplit by the definition: the mex of the options' values, a split worth the nim-sum. */
function bruteTakesplit(to: number): number[] {
  const g: number[] = [];
  for (let n = 0; n <= to; n++) {
    const seen = new Set<number>();
    if (n >= 1) seen.add(g[n - 1]!);
    if (n >= 2) seen.add(g[n - 2]!);
    for (let a = 1; a < n - a; a++) seen.add(g[a]! ^ g[n - a]!);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** Dawson's chess (0.137) by its rule: a move takes a pawn at an end, or two pawns leaving two rows. */
function bruteDawson(to: number): number[] {
  const g: number[] = [];
  for (let n = 0; n <= to; n++) {
    const seen = new Set<number>();
    if (n === 1) seen.add(0);
    if (n >= 2) seen.add(g[n - 2]!);
    for (let a = 1; a + 2 < n; a++) seen.add(g[a]! ^ g[n - 3 - a]!);
    if (n >= 3) seen.add(g[n - 3]!);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

async function tableValues(w: WatchedPage): Promise<number[]> {
  return (await w.page.locator("table.values tbody td").allInnerTexts()).filter((t) => t !== "").map(Number);
}

describeInBrowser("the sequence explorer with a user's heap game", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("loads a .mjs file and shows its first family's sequence, equal to a brute force; a family with heap rules by its name", async () => {
    const w = await openPage(lab, "#explore=seq&code=kayles&to=300");
    const { page } = w;
    await page.locator(".result[data-state=done]").waitFor();
    await page.getByLabel("Or load your own (a .mjs file)").setInputFiles(MINE);
    // the module's first export by name: ruled, a family with heap rules (the sparse method and the proof)
    await expect.poll(() => page.locator(".result h3").innerText(), POLL).toContain("(0.137): period 34 from heap 52, proven");
    expect(await page.getByLabel("Game", { exact: true }).inputValue()).toBe("ruled");
    expect(await page.locator("#seq-games-help").innerText()).toContain("loaded: ruled, takesplit");
    expect(await tableValues(w)).toEqual(bruteDawson(300));
    // the other, typed: a family known by its moves (the naive method)
    await page.getByLabel("Game", { exact: true }).fill("takesplit");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect.poll(() => page.locator(".result h3").innerText(), POLL).toMatch(/^takesplit: /);
    expect(await tableValues(w)).toEqual(bruteTakesplit(300));
    await w.shot("explore-seq-user");
    // a built-in game still reads with the module loaded
    await page.getByLabel("Game", { exact: true }).fill("kayles");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect.poll(() => page.locator(".result h3").innerText(), POLL).toContain("Kayles");
    w.finish();
    await page.close();
  });

  it("a user's moves that throw, and a module that does not load, are one line naming them", async () => {
    const w = await openPage(lab, "#explore=seq&code=kayles&to=100");
    const { page } = w;
    await page.locator(".result[data-state=done]").waitFor();
    const error = page.locator("#seq-input-error");
    await page.getByLabel("Or load your own (a .mjs file)").setInputFiles(BOOM);
    await expect.poll(() => error.innerText(), POLL).toContain("boom: moves(0) threw: kaboom");
    await page.getByLabel("Or load your own (a .mjs file)").setInputFiles(BROKEN);
    await expect.poll(() => error.innerText(), POLL).toContain("broken.mjs: the module failed to load");
    expect((await error.innerText()).includes("\n")).toBe(false);
    w.finish();
    await page.close();
  });
});
