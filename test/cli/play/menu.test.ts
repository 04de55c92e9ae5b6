// The terminal player's menu and help examples: read from the families' views, in order.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../src/_internals/random.js";
import { helpExamples, menuEntries } from "../../../src/cli/play/menu.js";
import { defineFamily } from "../../../src/games/defineFamily.js";
import { FAMILIES } from "../../../src/games/registry.js";

const counter = (name: string, examples: { label: string; expression: string; compound?: "every"; shuffle?: (r: () => number) => string }[]) =>
  defineFamily({
    name,
    usage: `${name}(n)`,
    game: { moves: (n: number) => (n > 0 ? [n - 1] : []) },
    parse: (a) => Number(a[0]),
    print: (n) => `${name}(${n})`,
    view: { rule: "Take one.", examples },
  });

describe("menuEntries", () => {
  it("lists every example of every view in the families' order; only the first is a random start", () => {
    const a = counter("aa", [{ label: "A", expression: "aa(3)", shuffle: (r) => `aa(${Math.floor(r() * 100)})` }]);
    const b = counter("bb", [
      { label: "B", expression: "bb(1) + bb(2)", compound: "every", shuffle: () => "bb(9)" },
      { label: "B again", expression: "bb(5)" },
    ]);
    const noView = defineFamily({ name: "cc", usage: "cc()", game: { moves: () => [] }, parse: () => 0, print: () => "cc()" });
    expect(menuEntries(7, [a, noView, b])).toEqual([
      { name: "A", expression: `aa(${Math.floor(seededRandom(7)() * 100)})` },
      { name: "B", expression: "bb(1) + bb(2)", compound: "every" },
      { name: "B again", expression: "bb(5)" },
    ]);
    expect(menuEntries(7, [a, b])).toEqual(menuEntries(7, [a, b]));
  });

  it("the built-in views offer starts, and the help's examples are taken from them", () => {
    expect(menuEntries(1, FAMILIES).length).toBeGreaterThan(3);
    const first = FAMILIES.flatMap((f) => f.view?.examples ?? []).find((e) => (e.compound ?? "sum") === "sum")!;
    const lines = helpExamples(FAMILIES);
    expect(lines[0]).toBe(`grundy play ${JSON.stringify(first.expression)}`);
    expect(lines.some((l) => /--compound \w+ --first computer$/.test(l))).toBe(true);
    expect(helpExamples([]).every((l) => !l.includes('"'))).toBe(true);
  });
});
