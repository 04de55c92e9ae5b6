// A lone game with no closed form for its remoteness (Kayles): the lab's pins show the
// remoteness the engine finds for each move, equal to a brute force over rows of pins written here.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, type Lab, openPage, settle, startLab } from "./harness.js";

/** Smith's remoteness of a Kayles position (rows of pins), by memoised search over sorted rows. */
function kaylesRemoteness(): (rows: number[]) => number {
  const memo = new Map<string, number>();
  const of = (rows: number[]): number => {
    const sorted = rows.filter((r) => r > 0).sort((a, b) => a - b);
    const key = sorted.join(",");
    const known = memo.get(key);
    if (known !== undefined) return known;
    const options: number[] = [];
    sorted.forEach((n, j) => {
      const rest = [...sorted.slice(0, j), ...sorted.slice(j + 1)];
      // knock down one pin or two adjacent pins, leaving a pins to the left
      for (const take of [1, 2]) for (let a = 0; a + take <= n; a++) options.push(of([...rest, a, n - take - a]));
    });
    // Smith: 0 at the end; the winner goes to the least even option, the loser to the largest
    const even = options.filter((v) => v % 2 === 0);
    const r = options.length === 0 ? 0 : 1 + (even.length > 0 ? Math.min(...even) : Math.max(...options));
    memo.set(key, r);
    return r;
  };
  return of;
}

describeInBrowser("a lone game's remoteness from the engine", () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
  });

  it("kayles(7): every one-pin move shows the brute force's remoteness", async () => {
    const remoteness = kaylesRemoteness();
    const w = await openPage(lab, "#play=kayles(7)");
    await settle(w.page);
    const pins = w.page.locator(".play button.opt.pin");
    // a pin carries no number (it would read as a count): the remoteness is in its label, "… (then 4 more moves …)"
    const read = () =>
      pins.evaluateAll((bs) =>
        bs.map((b) => {
          const words = b.getAttribute("aria-label") ?? "";
          return [words, /(?:then|last) (\d+) more move/.exec(words)?.[1] ?? ""];
        }),
      );
    await expect.poll(async () => (await read()).filter(([, n]) => !/^\d+$/.test(n!)).length, { timeout: 20_000 }).toBe(0);
    const shown = await read();
    expect(shown).toHaveLength(7);
    for (const [words, n] of shown) {
      const k = Number(/^take token (\d+) of row 1/.exec(words!)![1]);
      expect(Number(n), words).toBe(remoteness([k - 1, 7 - k]));
    }
    // hand-checked: kayles(7) is a first-player win (G(7) = 2); of the one-pin moves only the middle one wins (3 + 3)
    expect(remoteness([7]) % 2).toBe(1);
    expect(shown.filter(([, n]) => Number(n) % 2 === 0).map(([words]) => /^take token (\d+)/.exec(words!)![1])).toEqual(["4"]);
    w.finish();
  });
});
