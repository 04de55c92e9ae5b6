// The Play page's other boards (Nim, Kayles, Chomp), its switches, the keyboard, the
// computer moving first, and user families loaded from a file, in real Chromium.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, startLab, settle, made, playWithHints } from "./harness.js";

declare const document: { querySelector(selector: string): { textContent: string | null; classList: { contains(name: string): boolean } } | null };

describeInBrowser("the Play page's boards and switches", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("Nim: a click on a token takes it and every token to its right", async () => {
    const w = await openPage(lab, "#play=nim(3,5,7)");
    await settle(w.page);
    await w.shot("play-nim");
    await w.page.getByRole("button", { name: /^take tokens 2–3 of heap 1/ }).click();
    await settle(w.page);
    expect((await made(w.page))[0]).toContain("heap 1: 3 → 1");
    w.finish();
  });

  it("the strip: every move on the board at once, single cells and 2×2 squares each a button with its remoteness", async () => {
    const w = await openPage(lab, "#play=strip(10; 1,3 2,7)");
    await settle(w.page);
    const board = w.page.locator(".play .kind-cells");
    // no mode to switch: both kinds of move are there
    await expect(board.locator("input[type=radio]").count()).resolves.toBe(0);
    const cells = board.locator("button.cell:not(.block)");
    const squares = board.locator("button.cell.block");
    // 18 blank cells; a square fits at columns 1–2, 4–5, 5–6, 8–9, 9–10
    await expect(cells.count()).resolves.toBe(18);
    await expect(squares.count()).resolves.toBe(5);
    const names = await squares.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label") ?? ""));
    expect(names.map((n) => n.replace(/,.*/, "")).sort()).toEqual(["1–2", "4–5", "5–6", "8–9", "9–10"].map((c) => `colour the 2×2 square at columns ${c}`).sort());
    // the winning moves (2×2 squares here) are on the board, green, without a switch
    expect(names.some((n) => /, wins/.test(n))).toBe(true);
    // a square spans the two columns it covers
    const box = (await squares.first().boundingBox())!;
    const cell = (await cells.first().boundingBox())!;
    expect(box.width).toBeGreaterThan(1.8 * cell.width);
    // pointing at a square lights the cells it covers
    await squares.first().hover();
    await expect(board.locator(".cell.glow").count()).resolves.toBe(4);
    await w.page.getByRole("button", { name: "Hint", exact: true }).click();
    await expect(board.locator("button.hinted.block").count()).resolves.toBe(1);
    await w.shot("play-strip-board");
    await board.locator("button.hinted").click();
    await settle(w.page);
    expect((await made(w.page))[0]).toMatch(/2×2 square at columns/);
    // a strip small enough for the engine's remoteness: every button, cell or square, shows it
    await w.page.goto(`${lab.url}#play=strip(6; 1,3)`);
    await w.page.reload();
    await settle(w.page);
    const labels = () => w.page.locator(".play .kind-cells button .opt-num").evaluateAll((ns) => ns.map((n) => n.textContent ?? ""));
    await expect.poll(async () => (await labels()).filter((t) => !/^\d+$/.test(t)), { timeout: 20_000 }).toEqual([]);
    await expect(labels()).resolves.toHaveLength(11 + 3);
    await w.shot("play-strip-small");
    w.finish();
  });

  it("less text beside the board: a one-line legend with the rest behind a toggle; the queen's grid fills the room; the hint in one pair of parentheses", async () => {
    const w = await openPage(lab, "#play=wythoff(8,4)");
    await settle(w.page);
    const legend = w.page.locator(".play .legend");
    await expect(legend.locator(".legend-line").innerText()).resolves.toMatch(/wins.*loses.*draw/);
    // the long explanation is there, but closed
    await expect(legend.getByText(/a winning move — after it/).isVisible()).resolves.toBe(false);
    await legend.getByText("How to read the colours").click();
    await expect(legend.getByText(/a winning move — after it/).isVisible()).resolves.toBe(true);
    // 9×5 cells: each much larger than the 28 px of old, and the grid uses most of the column
    const cell = (await w.page.locator(".play .kind-queen button.cell").first().boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(44);
    const grid = (await w.page.locator(".play .kind-queen").boundingBox())!;
    const column = (await w.page.locator(".play .game-main").boundingBox())!;
    expect(grid.width).toBeGreaterThan(0.55 * column.width);
    await w.page.getByRole("button", { name: "Hint", exact: true }).click();
    const hint = await w.page.locator(".play .hint-line").innerText();
    expect(hint).toMatch(/^Hint: \(8,4\) → \(7,4\)/);
    expect(hint).not.toMatch(/\([^()]*\(/);
    await w.shot("play-wythoff-roomy");
    w.finish();
  });

  // one test a page, each a few seconds
  it.each(["#play=wythoff(8,4)", "#play=strip(10; 1,3 2,7)", "#play=euclid(13,8)+euclid(11,7)+euclid(9,4)&compound=every", "#play=kayles(4,7)", "#explore=analyse"])(
    "at 390 px wide nothing overflows the page: %s",
    async (hash) => {
      const w = await openPage(lab, hash);
      await w.page.setViewportSize({ width: 390, height: 844 });
      if (hash.startsWith("#play")) await settle(w.page);
      await w.page.waitForTimeout(200);
      const width = await w.page.evaluate("document.documentElement.scrollWidth");
      expect(width, hash).toBeLessThanOrEqual(390);
      if (hash.includes("wythoff")) await w.shot("play-390");
      w.finish();
      await w.page.close();
    },
  );

  it("Kayles: two pins side by side, from the middle of a row, split it", async () => {
    const w = await openPage(lab, "#play=kayles(4,7)");
    await settle(w.page);
    await w.page.getByLabel(/2 pins side by side/).check();
    await w.page.getByRole("button", { name: /^take tokens 3–4 of row 2/ }).click();
    await settle(w.page);
    // the move in the view's words, its text in the tooltip
    expect((await made(w.page))[0]).toContain("knocked down pins 3–4 of the second row, leaving 2 and 3");
    await expect(w.page.locator(".moves-made li code").first().getAttribute("title")).resolves.toBe("kayles(4,7) → kayles(4,2,3)");
    await w.shot("play-kayles");
    w.finish();
  });

  it("Chomp: a bite takes the squares below and right of it; the poisoned square is marked", async () => {
    const w = await openPage(lab, "#play=chomp(4,5)");
    await settle(w.page);
    await expect(w.page.getByRole("img", { name: "the poisoned square" }).count()).resolves.toBe(1);
    await w.shot("play-chomp");
    await w.page.getByRole("button", { name: /^bite at row 2, column 3/ }).click();
    await settle(w.page);
    expect((await made(w.page))[0]).toContain("bite at row 2, column 3");
    w.finish();
  });

  it("Wythoff: P-positions on demand, colours off for a fair game, a move by the keyboard", async () => {
    const w = await openPage(lab, "#play=wythoff(9,7)");
    await settle(w.page);
    await w.page.getByLabel("Show P-positions").check();
    await expect(w.page.locator(".wythoff .pmark").count()).resolves.toBeGreaterThan(3);
    await w.shot("play-wythoff-p-positions");
    await w.page.getByLabel("Colour moves by value").uncheck();
    const cell = w.page.getByRole("button", { name: /^queen to \(6,4\)/ });
    await expect(cell.getAttribute("style")).resolves.not.toMatch(/background/);
    await w.shot("play-wythoff-no-colours");
    await cell.focus();
    await w.page.keyboard.press("Enter");
    await settle(w.page);
    expect((await made(w.page))[0]).toContain("(9,7) → (6,4)");
    // the keyboard lands on the status line (its button went away with the move), and Tab goes on from there
    await w.page.waitForFunction("document.activeElement?.classList.contains('status')");
    w.finish();
  });

  it("a lost game names the person's first mistake, and the value strip shows where the game turned", async () => {
    const w = await openPage(lab, "#play=wythoff(8,4)");
    await settle(w.page);
    await w.page.getByRole("button", { name: /^queen to \(6,4\)/ }).click();
    await settle(w.page);
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("The computer wins");
    const status = await w.page.locator(".play .status").textContent();
    expect(status).toContain("your first mistake was move 1, (8,4) → (6,4)");
    expect(status).toContain("(8,4) → (7,4) would have kept the win");
    await expect(w.page.locator(".value-strip .vcell.turned").count()).resolves.toBe(1);
    // a chart (the value history), one point per position: above the line while the person
    // was winning (the start), below after the mistake, the turning point at move 1
    const chart = w.page.locator(".value-strip svg.vvh");
    await expect(chart.count()).resolves.toBe(1);
    const positions = (await made(w.page)).length + 1;
    await expect(chart.locator(".vcell").count()).resolves.toBe(positions);
    const ys = await chart.locator(".vcell .vvh-dot").evaluateAll((cs) => cs.map((c) => Number(c.getAttribute("cy"))));
    const mid = Number(await chart.locator(".vvh-mid").getAttribute("y1"));
    expect(ys[0]).toBeLessThan(mid);
    for (const y of ys.slice(1, -1)) expect(y).toBeGreaterThan(mid);
    await expect(chart.locator(".vcell").nth(1).getAttribute("class")).resolves.toContain("turned");
    await expect(chart.locator(".vcell").nth(0).locator(".vvh-num").textContent()).resolves.toBe("7");
    await expect(chart.locator(".vvh-turn").count()).resolves.toBe(1);
    await w.shot("play-wythoff-mistake");
    w.finish();
  });

  it("the value history of a sum with a loopy game shows remoteness, not a value such as G2", async () => {
    const w = await openPage(lab, `#play=${encodeURIComponent("fsvp(10) + nim(3)")}`);
    await settle(w.page);
    const chart = w.page.locator(".value-strip svg.vvh");
    await expect(chart.locator(".vcell").count()).resolves.toBe(1);
    await expect(chart.locator(".vcell .vvh-num").textContent()).resolves.toMatch(/^\d+$/);
    await expect(w.page.locator(".value-strip").innerText()).resolves.not.toMatch(/G\d/);
    await expect(chart.locator(".vcell").getAttribute("aria-label")).resolves.toMatch(/^Start: you win with best play, \d+ more moves$/);
    await w.page.getByRole("button", { name: "Hint", exact: true }).click();
    await w.page.locator(".play .boards button.hinted").first().click();
    await settle(w.page);
    await expect(chart.locator(".vcell").count()).resolves.toBe(3);
    for (const n of await chart.locator(".vcell .vvh-num").allTextContents()) expect(n).toMatch(/^\d+$/);
    await w.shot("play-loopy-sum-history");
    w.finish();
  });

  it("misère Nim: whoever takes the last token loses", async () => {
    const w = await openPage(lab, "#play=nim(1,1,2)&rule=misere");
    await settle(w.page);
    expect(await w.page.getByLabel("Last move").inputValue()).toBe("misere");
    expect(await w.page.locator(".rules").textContent()).toContain("Misère play");
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    expect(w.page.url()).toContain("rule=misere");
    w.finish();
  });

  it("a sum of different games shows a board for each, and a move in any one of them", async () => {
    const w = await openPage(lab, "#play=wythoff(3,5)+nim(2,3)+kayles(5)");
    await settle(w.page);
    await expect(w.page.locator(".play .boards .board").count()).resolves.toBe(3);
    await w.shot("play-sum-of-games");
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    w.finish();
  });

  it("the computer moves first when asked, at a weaker level too, and the link says so", async () => {
    const w = await openPage(lab, "#play=wythoff(8,4)&first=computer&level=5");
    await settle(w.page);
    const moves = await made(w.page);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatch(/^computer/);
    expect(w.page.url()).toMatch(/first=computer/);
    expect(w.page.url()).toMatch(/level=5/);
    // the picker shows the choice the link made: "the computer" moves first
    const computerFirst = w.page.getByRole("radio", { name: "the computer" });
    await computerFirst.waitFor({ state: "visible" });
    expect(await computerFirst.isChecked()).toBe(true);
    expect(await w.page.getByRole("radio", { name: "you", exact: true }).isChecked()).toBe(false);
    await playWithHints(w.page);
    w.finish();
  });

  it("loads user families from a module file the user picks, and plays them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "grundy-lab-"));
    const file = join(dir, "moore2.mjs");
    writeFileSync(
      file,
      `import { defineFamily, defineGame } from "sprague-grundy";
function* moves(heaps) {
  for (let i = 0; i < heaps.length; i++) for (let a = 1; a <= heaps[i]; a++) {
    const one = heaps.slice(); one[i] -= a; yield one;
    for (let j = i + 1; j < heaps.length; j++) for (let b = 1; b <= heaps[j]; b++) { const two = one.slice(); two[j] -= b; yield two; }
  }
}
export const moore2 = defineFamily({
  name: "moore2", usage: "moore2(h1,h2,…)", summary: "Moore's Nim with k = 2",
  game: defineGame({ name: "moore2", moves, key: (h) => [...h].sort((x, y) => x - y).join(",") }),
  parse: (args) => args.map(Number), print: (h) => "moore2(" + h.join(",") + ")",
});
`,
    );
    const w = await openPage(lab, "#play=wythoff(8,4)");
    await settle(w.page);
    await w.page.getByLabel("Your own games (a .mjs file)").setInputFiles(file);
    await w.page.getByText(/Loaded: moore2/).waitFor();
    await w.page.getByLabel("Start position").fill("moore2(1,2,3)");
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    await w.page.waitForFunction(() => document.querySelector(".play .position code")?.textContent === "moore2(1,2,3)");
    await w.shot("play-user-family");
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    w.finish();
  });
  it("a user family with a view, from a file outside the project, is offered in the menu, drawn on its board (coins) and played to the end", async () => {
    const dir = mkdtempSync(join(tmpdir(), "grundy-lab-"));
    const file = join(dir, "coins.mjs");
    writeFileSync(
      file,
      `import { defineFamily, defineGame } from "sprague-grundy";
function* moves(coins) {
  for (let i = 0; i < coins.length; i++) {
    if (!coins[i]) continue;
    const next = coins.slice();
    next[i] = false;
    if (i + 1 < next.length) next[i + 1] = !next[i + 1];
    yield next;
  }
}
export const coins = defineFamily({
  name: "coins", usage: "coins(c1,c2,…)", summary: "turn a head over, and the coin to its right",
  game: defineGame({ name: "coins", moves, key: (c) => c.map(Number).join("") }),
  parse: (args) => args.map((a) => a === 1n),
  print: (c) => "coins(" + c.map(Number).join(",") + ")",
  view: {
    rule: "Turn one head over to tails; the coin to its right, if any, turns over too. Whoever cannot move loses.",
    examples: [{ label: "Turning coins (a user's game)", expression: "coins(1,1,1,0,1)" }],
    board: (c) => ({ kind: "coins", coins: c }),
    describe: (from, to) => "turned coin " + (from.findIndex((h, i) => h && !to[i]) + 1),
  },
});
`,
    );
    const w = await openPage(lab, "#play=nim(3,5,7)");
    await settle(w.page);
    await w.page.getByLabel("Your own games (a .mjs file)").setInputFiles(file);
    await w.page.getByText(/Loaded: coins/).waitFor();
    // the view's example is in the menu, and picking it fills the start
    await w.page.getByLabel("Game", { exact: true }).selectOption({ label: "Turning coins (a user's game)" });
    await expect(w.page.getByLabel("Start position").inputValue()).resolves.toBe("coins(1,1,1,0,1)");
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    await w.page.waitForFunction(() => document.querySelector(".play .position code")?.textContent === "coins(1,1,1,0,1)");
    await settle(w.page);
    // drawn on the coins board, with the view's rule
    await expect(w.page.getByRole("img", { name: "the coins, from 1: heads, heads, heads, tails, heads" }).count()).resolves.toBe(1);
    expect(await w.page.locator(".rules").textContent()).toContain("Turn one head over to tails");
    await w.page.getByRole("button", { name: "Hint", exact: true }).click();
    await w.shot("play-user-coins");
    await w.page.locator(".play .boards button.hinted").first().click();
    await settle(w.page);
    // the move in the view's words
    expect((await made(w.page))[0]).toMatch(/^you: turned coin \d/);
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    await w.shot("play-user-coins-won");
    w.finish();
  });
  it("a user family drawn on the graph board (node Kayles on a cycle): each option names the vertices it removes, played to the end", async () => {
    const dir = mkdtempSync(join(tmpdir(), "grundy-lab-"));
    // named cyclekayles: nodekayles is a built-in family now, and a user family may not take its name
    const file = join(dir, "cyclekayles.mjs");
    writeFileSync(
      file,
      `import { defineFamily, defineGame } from "sprague-grundy";
function* moves(p) {
  for (let v = 0; v < p.n; v++) {
    if (p.removed.includes(v)) continue;
    const gone = new Set([...p.removed, v, (v + 1) % p.n, (v + p.n - 1) % p.n]);
    yield { n: p.n, removed: [...gone].sort((a, b) => a - b) };
  }
}
export const cyclekayles = defineFamily({
  name: "cyclekayles", usage: "cyclekayles(n, removed…)", summary: "node Kayles on a cycle",
  game: defineGame({ name: "cyclekayles", moves, key: (p) => p.n + ":" + p.removed.join(",") }),
  parse: ([n, ...r]) => ({ n: Number(n), removed: r.map(Number) }),
  print: (p) => "cyclekayles(" + [p.n, ...p.removed].join(",") + ")",
  view: {
    rule: "Remove a vertex and its neighbours. Whoever cannot move loses.",
    board: (p) => ({ kind: "graph", vertices: p.n, edges: Array.from({ length: p.n }, (_, i) => [i, (i + 1) % p.n]), removed: p.removed }),
  },
});
`,
    );
    const w = await openPage(lab, "#play=nim(3)");
    await settle(w.page);
    await w.page.getByLabel("Your own games (a .mjs file)").setInputFiles(file);
    await w.page.getByText(/Loaded: cyclekayles/).waitFor();
    await w.page.getByLabel("Start position").fill("cyclekayles(7)");
    await w.page.getByRole("button", { name: "Start a new game" }).click();
    await w.page.waitForFunction(() => document.querySelector(".play .position code")?.textContent === "cyclekayles(7)");
    await settle(w.page);
    await expect(w.page.locator(".play .kind-graph circle").count()).resolves.toBe(7);
    await expect(w.page.getByRole("button", { name: /^remove 0, 1, 2/ }).count()).resolves.toBe(1);
    await w.shot("play-user-graph");
    await playWithHints(w.page);
    await expect(w.page.locator(".play .result").textContent()).resolves.toBe("You win");
    w.finish();
  });
});
