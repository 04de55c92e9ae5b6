// The Explore page in real Chromium: the sequence explorer (against the library and the
// built `grundy seq`), Cancel, downloads, the heat map's hover read-out (Wythoff's grid), the
// analyse box with hostile and malformed input. Screenshots: test-results/web/explore-*.png.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { analyze, formatAnalysis, wythoffGrundyTable } from "../../src/index.js";
import { analyzeHeapGame, parseHeapGame } from "../../src/sequence/index.js";
import { formatReport } from "../../src/sequence/format.js";
import { describeInBrowser, type Lab, openPage, startLab, type WatchedPage } from "./harness.js";

/** Fails on the page's errors, then closes it (its workers stop with it). */
async function done(w: WatchedPage): Promise<void> {
  w.finish();
  await w.page.close();
}

/** Polls patiently: a Worker starting on a loaded machine can take seconds. */
const POLL = { timeout: 30_000 };

const CLI = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));

function grundySeq(...args: string[]): string {
  const r = spawnSync(process.execPath, [CLI, "seq", ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`grundy seq ${args.join(" ")} failed: ${r.stderr}`);
  return r.stdout;
}

/** The lines of `grundy seq`'s text report before its values. */
function summaryOf(text: string): string {
  const lines = text.split("\n");
  return lines.slice(0, lines.indexOf("values")).join("\n");
}

/** G(x, y) of Wythoff's game by the definition: the mex of the row, column and diagonal before it. */
function bruteWythoff(x: number, y: number): number {
  const g: number[][] = [];
  for (let a = 0; a <= x; a++) {
    g.push([]);
    for (let b = 0; b <= y; b++) {
      const seen = new Set<number>();
      for (let k = 1; k <= a; k++) seen.add(g[a - k]![b]!);
      for (let k = 1; k <= b; k++) seen.add(g[a]![b - k]!);
      for (let k = 1; k <= Math.min(a, b); k++) seen.add(g[a - k]![b - k]!);
      let m = 0;
      while (seen.has(m)) m++;
      g[a]!.push(m);
    }
  }
  return g[x]![y]!;
}

describeInBrowser("the lab's Explore page", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("computes Kayles to 1000 and shows the library's period 12 from heap 71, with grundy seq's summary; downloads the b-file, CSV and JSON that grundy seq writes", async () => {
    const report = analyzeHeapGame(parseHeapGame("kayles"), { to: 1000 });
    expect(report.period).toMatchObject({ period: 12, preperiod: 71, proven: true });
    const w = await openPage(lab, "#explore=seq&code=kayles&to=1000");
    const { page } = w;
    await page.locator(".result[data-state=done]").waitFor();
    const heading = await page.locator(".result h3").innerText();
    expect(heading).toContain(`period ${report.period!.period} from heap ${report.period!.preperiod}, proven`);
    const summary = await page.getByTestId("seq-summary").innerText();
    expect(summary.trim()).toBe(summaryOf(formatReport(report, "text")).trim());
    expect(summary.trim()).toBe(summaryOf(grundySeq("kayles", "--to", "1000")).trim());
    expect(summary).toMatch(/period +12 from heap 71: proven/);
    // the table's first row is the first 20 values
    const first = await page.locator("table.values tbody tr").first().locator("td").allInnerTexts();
    expect(first.map(Number)).toEqual(Array.from(report.values.subarray(0, 20)));
    expect(await page.locator("canvas.chart").count()).toBe(1);
    await w.shot("explore-seq-kayles");
    // the downloads are the files grundy seq writes
    const formats = [
      { button: "b-file (OEIS)", format: "bfile", name: /^b_0\.77_0-1000\.txt$/ },
      { button: "CSV", format: "csv", name: /\.csv$/ },
      { button: "JSON", format: "json", name: /\.json$/ },
    ];
    for (const f of formats) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: f.button }).click()]);
      expect(download.suggestedFilename()).toMatch(f.name);
      const text = readFileSync((await download.path())!, "utf8");
      expect(text).toBe(grundySeq("kayles", "--to", "1000", "--format", f.format));
    }
    await page.getByRole("button", { name: "Zoom to the period" }).click();
    await page.locator("canvas.chart").hover({ position: { x: 300, y: 150 } });
    await expect.poll(() => page.locator("figcaption output").innerText(), POLL).toMatch(/^G\(\d+\) = \d+/);
    await w.shot("explore-seq-kayles-period");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.locator("table.values tbody th").first().innerText(), POLL).toBe("500");
    await done(w);
  });

  it("keeps the game in the URL: typing 0.137 to 300 and Start gives a link that shows the same", async () => {
    const w = await openPage(lab, "#explore=seq");
    const { page } = w;
    await page.locator(".result[data-state=done]").waitFor();
    await page.getByLabel("Game").fill("0.137");
    await page.getByLabel("Last heap").fill("300");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await expect.poll(() => page.locator(".result h3").innerText(), POLL).toContain("Dawson's chess");
    expect(new URL(page.url()).hash).toBe("#explore=seq&code=0.137&to=300");
    const before = await page.getByTestId("seq-summary").innerText();
    await page.reload();
    await page.locator(".result[data-state=done]").waitFor();
    expect(await page.getByTestId("seq-summary").innerText()).toBe(before);
    await done(w);
  });

  it("with no last heap, goes as far as grundy seq goes by itself (a subtraction set from a link)", async () => {
    const w = await openPage(lab, "#explore=seq&code={1,3,4}");
    const { page } = w;
    await page.locator(".result[data-state=done]").waitFor();
    expect(await page.getByLabel("Last heap").inputValue()).toBe("");
    expect((await page.getByTestId("seq-summary").innerText()).trim()).toBe(summaryOf(grundySeq("{1,3,4}")).trim());
    await done(w);
  });

  it("shows a wrong game as one line and computes nothing", async () => {
    const w = await openPage(lab, "#explore=seq&code=0.8x&to=100");
    const { page } = w;
    const error = page.locator("#seq-input-error");
    await expect.poll(() => error.innerText(), POLL).toContain("column 4");
    expect((await error.innerText()).includes("\n")).toBe(false);
    expect(await page.locator(".result").count()).toBe(0);
    await w.shot("explore-seq-error");
    await done(w);
  });

  it("Cancel stops a long computation", async () => {
    const w = await openPage(lab, "#explore=seq&code=0.6&to=2^25");
    const { page } = w;
    const progress = page.locator(".progress");
    await expect.poll(() => progress.getAttribute("data-state"), POLL).toBe("running");
    await expect.poll(async () => Number((await page.locator(".progress progress").getAttribute("value")) ?? 0), { timeout: 60_000 }).toBeGreaterThan(0);
    await w.shot("explore-seq-running");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => progress.getAttribute("data-state"), POLL).toBe("cancelled");
    const at = await progress.innerText();
    expect(at).toMatch(/Cancelled at [\d,]+ of 33,554,433 values \(\d+\.\d%, \d+\.\d s\)/);
    await page.waitForTimeout(1500);
    expect(await progress.innerText()).toBe(at);
    expect(await page.locator(".result").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Cancel" }).isDisabled()).toBe(true);
    await w.shot("explore-seq-cancelled");
    // a new run still works
    await page.getByLabel("Last heap").fill("2000");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.locator(".result[data-state=done]").waitFor();
    expect(await page.locator(".result h3").innerText()).toContain("Officers");
    await done(w);
  });

  it("the heat map shows (x, y) and G on hover, equal to wythoffGrundyTable and the definition", async () => {
    const w = await openPage(lab, "#explore=wythoff&size=256");
    const { page } = w;
    const canvas = page.locator("canvas.heatmap");
    await expect.poll(() => canvas.getAttribute("data-state"), { timeout: 30_000 }).toBe("ready");
    const table = wythoffGrundyTable(256);
    const hoverCell = async (x: number, y: number) => {
      const v = JSON.parse((await canvas.getAttribute("data-view"))!) as { s: number; vx: number; vy: number; left: number; top: number; height: number };
      await canvas.hover({ position: { x: v.left + (x + 0.5 - v.vx) * v.s, y: v.top + v.height - (y + 0.5 - v.vy) * v.s } });
      return page.getByTestId("map-readout").innerText();
    };
    for (const [x, y] of [
      [0, 0],
      [1, 2],
      [8, 4],
      [100, 37],
      [200, 250],
    ] as const) {
      const g = table.at(x, y);
      if (x <= 100 && y <= 100) expect(bruteWythoff(x, y)).toBe(g);
      expect(await hoverCell(x, y)).toContain(`(x, y) = (${x}, ${y}): G = ${g}`);
    }
    expect(await hoverCell(1, 2)).toContain("P-position");
    await w.shot("explore-wythoff-256");
    // the highlighting is a switch kept in the link
    await page.getByLabel("Highlight P-positions").uncheck();
    await expect.poll(() => new URL(page.url()).hash, POLL).toBe("#explore=map&game=wythoff&size=256&p=0");
    await page.getByLabel("Highlight P-positions").check();
    await expect.poll(() => new URL(page.url()).hash, POLL).toBe("#explore=map&game=wythoff&size=256");
    // zoomed in by keyboard far enough to print the values in the cells
    await page.getByLabel("x", { exact: true }).fill("5");
    await page.getByLabel("y", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => page.getByTestId("map-readout").innerText(), POLL).toContain(`(x, y) = (5, 3): G = ${table.at(5, 3)}`);
    await canvas.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowDown");
    expect(await hoverCell(4, 2)).toContain(`(x, y) = (4, 2): G = ${table.at(4, 2)}`);
    await w.shot("explore-wythoff-zoomed");
    await done(w);
  });

  it("draws any game with a grid by its name (#explore=euclid), with a legend of its colours", async () => {
    const w = await openPage(lab, "#explore=euclid&size=64");
    const { page } = w;
    const canvas = page.locator("canvas.heatmap");
    await expect.poll(() => canvas.getAttribute("data-state"), { timeout: 30_000 }).toBe("ready");
    expect(await page.locator("#map-game").inputValue()).toBe("euclid");
    const hoverCell = async (x: number, y: number) => {
      const v = JSON.parse((await canvas.getAttribute("data-view"))!) as { s: number; vx: number; vy: number; left: number; top: number; height: number };
      await canvas.hover({ position: { x: v.left + (x + 0.5 - v.vx) * v.s, y: v.top + v.height - (y + 0.5 - v.vy) * v.s } });
      return page.getByTestId("map-readout").innerText();
    };
    // hand-worked: (3, 2) is a P-position (3/2 < φ: the only move, to (1, 2), leaves 2/1 ≥ φ to the other);
    // from (2, 1) the move to (0, 1) empties a pile and wins
    expect(await hoverCell(3, 2)).toContain("(x, y) = (3, 2): G = 0 — a P-position");
    expect(await hoverCell(3, 2)).toContain("euclid(3,2)");
    expect(await hoverCell(2, 1)).toContain("the player to move wins");
    const legend = await page.getByTestId("map-legend").innerText();
    expect(legend).toContain("G = 0 (P-position");
    expect(legend).toContain("Grundy value");
    await w.shot("explore-map-euclid");
    await done(w);
  });

  it("draws the 1024 × 1024 map and reports its timings", async () => {
    const w = await openPage(lab, "#explore=wythoff&size=1024");
    const canvas = w.page.locator("canvas.heatmap");
    await expect.poll(() => canvas.getAttribute("data-state"), { timeout: 60_000 }).toBe("ready");
    expect(Number(await canvas.getAttribute("data-draw-ms"))).toBeGreaterThan(0);
    await w.shot("explore-wythoff-1024");
    await done(w);
  });

  it("the analyse box prints what grundy analyze prints", async () => {
    const expression = "nim(3,5,7) + wythoff(8,4)";
    const w = await openPage(lab, `#explore=analyze&expr=${encodeURIComponent(expression)}`);
    const { page } = w;
    const out = page.getByTestId("analysis");
    await out.waitFor();
    expect(`${await out.innerText()}\n`).toBe(formatAnalysis(analyze(expression)));
    await w.shot("explore-analyse");
    await done(w);
  });

  it("#explore=analyse (the tab's spelling) opens the analyse box too; an unknown section says so", async () => {
    const w = await openPage(lab, "#explore=analyse&expr=nim(1,2)");
    const { page } = w;
    await page.getByTestId("analysis").waitFor();
    await expect(page.locator(".explore h2").innerText()).resolves.toBe("Analyse a position");
    await expect(page.locator(".explore .notice").count()).resolves.toBe(0);
    // the tabs' own words, in any case, with spaces, "+" or "-"
    for (const [hash, heading] of [
      ["#explore=Analyse%20a%20position", "Analyse a position"],
      ["#explore=ANALYZE-a-position", "Analyse a position"],
      ["#explore=Grundy+sequences", "Grundy sequences"],
      ["#explore=heat%20maps", "Heat maps"],
    ]) {
      await page.goto(`${lab.url}${hash}`);
      await page.reload();
      await expect.poll(() => page.locator(".explore h2").innerText(), POLL).toBe(heading);
      await expect(page.locator(".explore .notice").count(), hash).resolves.toBe(0);
    }
    await page.goto(`${lab.url}#explore=nosuch`);
    await page.reload();
    const notice = page.locator(".explore .notice");
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/There is no section “nosuch” of Explore: the sections are .*Analyse a position/);
    await w.shot("explore-unknown-section");
    await done(w);
  });

  it("the analyse box takes grundy analyze's --compound and --play choices, kept in the link", async () => {
    const expression = "euclid(3,2) + euclid(1,1)";
    const w = await openPage(lab, `#explore=analyze&expr=${encodeURIComponent(expression)}&compound=every`);
    const { page } = w;
    const out = page.getByTestId("analysis");
    await out.waitFor();
    expect(`${await out.innerText()}\n`).toBe(formatAnalysis(analyze(expression, { compound: "every" })));
    await page.getByLabel("Compound").selectOption("sum");
    await page.getByLabel("Play", { exact: true }).selectOption("misere");
    await page.getByRole("button", { name: "Analyse", exact: true }).click();
    await expect.poll(() => out.innerText(), POLL).toContain("misère play");
    expect(`${await out.innerText()}\n`).toBe(formatAnalysis(analyze(expression, { play: "misere" })));
    expect(new URL(page.url()).hash).toBe("#explore=analyze&expr=euclid%283,2%29+%2B+euclid%281,1%29&play=misere");
    await done(w);
  });

  it("the analyse box shows <img src=x onerror=alert(1)> as text and makes no <img>", async () => {
    const w = await openPage(lab, "#explore=analyze");
    const { page } = w;
    await page.getByTestId("analysis").waitFor();
    const hostile = "nim(1,2,3) + <img src=x onerror=alert(1)>";
    await page.getByLabel("Position", { exact: true }).fill(hostile);
    await page.getByRole("button", { name: "Analyse" }).click();
    const error = page.locator("#analyse-error");
    await expect.poll(() => error.innerText(), POLL).toContain("column 14");
    expect(await error.getAttribute("data-column")).toBe("14");
    expect(await error.innerText()).toContain("<img src=x");
    expect(await error.locator("mark").innerText()).toBe("<");
    expect(await page.locator("img").count()).toBe(0);
    expect(await page.getByLabel("Position", { exact: true }).inputValue()).toBe(hostile);
    await w.shot("explore-analyse-hostile");
    await done(w); // no dialog, no console error
  });

  it("a parse error is one line under the input with its column marked", async () => {
    const w = await openPage(lab, `#explore=analyze&expr=${encodeURIComponent("nim(1,2")}`);
    const { page } = w;
    const error = page.locator("#analyse-error");
    await expect.poll(() => error.innerText(), POLL).toMatch(/^column 8: expected/);
    const text = await error.innerText();
    expect(text.includes("\n")).toBe(false);
    const box = (await error.boundingBox())!;
    // the page's own line height, read in the page (no DOM types here)
    const lineHeight = Number(await error.evaluate("parseFloat(getComputedStyle(document.getElementById('analyse-error')).lineHeight) || 20"));
    expect(box.height).toBeLessThan(lineHeight * 1.8);
    expect(await page.getByTestId("analysis").count()).toBe(0);
    await w.shot("explore-analyse-error");
    await done(w);
  });
});
