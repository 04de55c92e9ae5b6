// The Explore page's Laws section in real Chromium: the law of a one-variable game beside its
// values (lasker(n): arithmetic-periodic), a two-variable table as a heat map (wythoff(a,b):
// Beatty P-positions), and a law that breaks on a longer range, its first counterexample
// checked against a brute force and outlined. Screenshots: test-results/web/explore-laws-*.png.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FAMILIES, parsePattern, variablesOf } from "../../src/index.js";
import { describeInBrowser, type Lab, openPage, startLab, type WatchedPage } from "./harness.js";

/** Fails on the page's errors, then closes it (its workers stop with it). */
async function done(w: WatchedPage): Promise<void> {
  w.finish();
  await w.page.close();
}

const POLL = { timeout: 15_000 };

const CLI = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));

/** What the built `grundy pattern` prints. */
function grundyPattern(...args: string[]): string {
  const r = spawnSync(process.execPath, [CLI, "pattern", ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`grundy pattern ${args.join(" ")} failed: ${r.stderr}`);
  return r.stdout;
}

/**
 * Grundy values of the octal game with code digits d1 d2 … (0.d1d2…) for heaps 0 … last, by
 * the definition: digit k says whether taking k tokens may leave 0, 1 or 2 heaps (bits 1, 2, 4).
 */
function octalValues(code: string, last: number): number[] {
  const digits = code.replace(/^0\./, "").split("").map(Number);
  const g: number[] = [];
  for (let n = 0; n <= last; n++) {
    const seen = new Set<number>();
    digits.forEach((d, i) => {
      const k = i + 1;
      if (k > n) return;
      const rest = n - k;
      if (d & 1 && rest === 0) seen.add(0);
      if (d & 2 && rest > 0) seen.add(g[rest]!);
      if (d & 4) for (let a = 1; a < rest; a++) seen.add(g[a]! ^ g[rest - a]!);
    });
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** Lasker's Nim: remove any number from a heap, or split a heap into two non-empty heaps. */
function laskerValues(last: number): number[] {
  const g: number[] = [];
  for (let n = 0; n <= last; n++) {
    const seen = new Set<number>();
    for (let k = 0; k < n; k++) seen.add(g[k]!);
    for (let a = 1; a < n; a++) seen.add(g[a]! ^ g[n - a]!);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
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

describeInBrowser("the lab's Laws section", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("opens on the records' first expression with one free variable, and finds the law grundy pattern finds", async () => {
    // the default is read from the registry as the page reads it: no copy of it here
    const first = FAMILIES.flatMap((f) => f.examples?.pattern ?? []).find((x) => variablesOf(parsePattern(x)).length === 1);
    expect(first).toBeDefined();
    const w = await openPage(lab, "#explore=laws");
    const { page } = w;
    await page.locator(".law-result").waitFor(POLL);
    expect(await page.getByLabel("Expression").inputValue()).toBe(first);
    const law = grundyPattern(first!).split("\n")[1]!;
    expect(law.startsWith(`${await page.getByTestId("law-kind").innerText()}:`), law).toBe(true);
    await done(w);
  });

  it("finds lasker(n) arithmetic-periodic with period 4 and saltus 4, beside its values, the periods shaded", async () => {
    const w = await openPage(lab, `#explore=laws&expr=${encodeURIComponent("lasker(n)")}`);
    const { page } = w;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator(".law-result").waitFor(POLL);
    const text = await page.getByTestId("law-describe").innerText();
    expect(text).toMatch(/^arithmetic-periodic: period 4, saltus 4/);
    expect(await page.getByTestId("law-kind").innerText()).toBe("arithmetic-periodic");
    const g = laskerValues(99);
    // the law checked by hand on the brute force: v(n + 4) = v(n) + 4 from n = 1
    for (let n = 1; n + 4 <= 99; n++) expect(g[n + 4]).toBe(g[n]! + 4);
    const first = await page.locator("table.values tbody tr").first().locator("td").allInnerTexts();
    expect(first.map(Number)).toEqual(g.slice(0, 20));
    // n = 0 is the preperiod; n = 1 … 4 the first period, 5 … 8 the next
    expect(await page.locator("td[data-n='0']").getAttribute("class")).toContain("pre");
    expect(await page.locator("td[data-n='1']").getAttribute("class")).toContain("period-a");
    expect(await page.locator("td[data-n='5']").getAttribute("class")).toContain("period-b");
    expect(await page.locator("td[data-n='5']").getAttribute("class")).toContain("period-start");
    // the code panel: Python first, then C++ and TypeScript
    expect(await page.getByTestId("law-code").innerText()).toContain("def grundy(n)");
    await page.getByLabel("Language").selectOption("cpp");
    await expect.poll(() => page.getByTestId("law-code").innerText(), POLL).toContain("long long grundy(long long n)");
    expect((await page.getByTestId("law-code").innerText()).trim()).toBe(grundyPattern("lasker(n)", "--code", "cpp").trim());
    await page.getByLabel("Language").selectOption("ts");
    await expect.poll(() => page.getByTestId("law-code").innerText(), POLL).toContain("export function grundy(n: bigint): bigint");
    await w.shot("explore-laws-lasker");
    await done(w);
  });

  it("shows wythoff(a,b) as a heat map with the law's Beatty P-positions, read out cell by cell", async () => {
    const w = await openPage(lab, `#explore=laws&expr=${encodeURIComponent("wythoff(a,b)")}`);
    const { page } = w;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator("canvas.law-heatmap[data-state=ready]").waitFor(POLL);
    const text = await page.getByTestId("law-describe").innerText();
    expect(text).toContain("P-positions: (⌊k·α⌋, ⌊k·β⌋) for k ≥ 0 and their mirrors");
    expect(text).toContain("α = (1 + √5)/2");
    expect(await page.locator(".law-map .legend .bar").count()).toBe(1);
    const map = page.locator("canvas.law-heatmap");
    const box = (await map.boundingBox())!;
    for (const [fx, fy] of [
      [0.3, 0.5],
      [0.5, 0.7],
      [0.2, 0.9],
    ] as const) {
      await map.hover({ position: { x: box.width * fx, y: box.height * fy } });
      const said = await page.getByTestId("law-readout").innerText();
      const m = /^\(a, b\) = \((\d+), (\d+)\): value (\d+); the law says (P|N|\d+)/.exec(said);
      expect(m, said).not.toBeNull();
      const value = bruteWythoff(Number(m![1]), Number(m![2]));
      expect(Number(m![3])).toBe(value);
      // a row the rows law lists gives the value; past them, the Beatty law gives the outcome
      if (/^\d+$/.test(m![4]!)) expect(Number(m![4])).toBe(value);
      else expect(m![4]).toBe(value === 0 ? "P" : "N");
    }
    await w.shot("explore-laws-wythoff");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("canvas.law-heatmap[data-state=ready]").waitFor();
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await w.shot("explore-laws-wythoff-phone");
    await done(w);
  });

  it("Check further: the finite P-positions found on n ≤ 30 of 0.006 break at the first later zero, outlined, and a new law is found", async () => {
    const w = await openPage(lab, `#explore=laws&expr=${encodeURIComponent('heap("0.006", n)')}&to=30`);
    const { page } = w;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator(".law-result").waitFor(POLL);
    const g = octalValues("0.006", 123);
    const zeros30 = g.slice(0, 31).flatMap((v, n) => (v === 0 ? [n] : []));
    expect(await page.getByTestId("law-describe").innerText()).toContain(`finitely many P-positions: ${zeros30.join(", ")} (verified for n ≤ 30)`);
    await page.getByRole("button", { name: "Check further" }).click();
    await page.getByTestId("law-break").waitFor(POLL);
    // the first n past 30 whose outcome differs from "P exactly at the zeros up to 30"
    const first = g.findIndex((v, n) => n > 30 && (v === 0) !== zeros30.includes(n));
    expect(first).toBeGreaterThan(30);
    expect(await page.getByTestId("law-break").innerText()).toBe(
      `The law found on n ≤ 30 breaks at n = ${first}: law says ${g[first] === 0 ? "N (a value other than 0)" : "P (value 0)"}, value is ${g[first]}.`,
    );
    const cell = page.locator("td.counterexample");
    expect(await cell.count()).toBe(1);
    expect(await cell.getAttribute("data-n")).toBe(String(first));
    expect(Number(await cell.innerText())).toBe(g[first]);
    expect(await cell.getAttribute("aria-label")).toContain("the counterexample");
    // the new law, on the range Check further chose (4·30 + 3), lists every zero of the brute force
    const link = new URLSearchParams(new URL(page.url()).hash.slice(1));
    expect(Object.fromEntries(link)).toEqual({ explore: "laws", expr: 'heap("0.006", n)', to: "123", was: "30" });
    const zeros = g.flatMap((v, n) => (v === 0 ? [n] : []));
    expect(await page.getByTestId("law-describe").innerText()).toContain(`finitely many P-positions: ${zeros.join(", ")} (verified for n ≤ 123)`);
    await w.shot("explore-laws-break");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("law-break").waitFor();
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    expect(await page.locator("td.counterexample").isVisible()).toBe(true);
    await w.shot("explore-laws-break-phone");
    await done(w);
  });

  it("a link with was= finds the law on the shorter range and shows where it breaks on the longer (0.14: residues mod 30)", async () => {
    const w = await openPage(lab, `#explore=laws&expr=${encodeURIComponent('heap("0.14", n)')}&to=300&was=150`);
    const { page } = w;
    await page.getByTestId("law-break").waitFor(POLL);
    const text = await page.getByTestId("law-break").innerText();
    const m = /^The law found on n ≤ 150 breaks at n = (\d+): law says (P \(value 0\)|N \(a value other than 0\)), value is (\d+)\.$/.exec(text);
    expect(m, text).not.toBeNull();
    const at = Number(m![1]);
    const g = octalValues("0.14", 300);
    expect(Number(m![3])).toBe(g[at]);
    expect(m![2]!.startsWith("P")).toBe(g[at] !== 0);
    // the broken law, as the page states it, checked on the brute force: it holds on n ≤ 150
    // and on to the break, where it fails
    const was = await page.locator(".law-was").innerText();
    const law = /P exactly when n mod (\d+) ∈ \{([\d, ]+)\} from n = (\d+)/.exec(was);
    expect(law, was).not.toBeNull();
    const [period, start] = [Number(law![1]), Number(law![3])];
    const residues = new Set(law![2]!.split(", ").map(Number));
    for (let n = start; n < at; n++) expect(g[n] === 0, `n = ${n}`).toBe(residues.has(n % period));
    expect(g[at] === 0).not.toBe(residues.has(at % period));
    expect(m![2]!.startsWith("P")).toBe(residues.has(at % period));
    expect(await page.locator("td.counterexample").getAttribute("data-n")).toBe(String(at));
    await w.shot("explore-laws-was");
    await done(w);
  });

  it("says in one line what is wrong with a malformed expression or range, as grundy pattern does", async () => {
    const w = await openPage(lab, "#explore=laws");
    const { page } = w;
    await page.locator(".law-result").waitFor(POLL);
    await page.getByLabel("Expression").fill("kayles(n");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect.poll(() => page.locator("#law-error").innerText(), POLL).toBe('column 9: expected a number, a string, a set, ";" or ")", got end of input');
    await page.getByLabel("Expression").fill("kayles(n)");
    await page.getByLabel("Range").fill("n=0..x");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect.poll(() => page.locator("#law-error").innerText(), POLL).toBe('expected the end of n\'s range (a non-negative integer), got "x"');
    await done(w);
  });
});
