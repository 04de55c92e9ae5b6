// The registry is the one list of games: everything that names games reads it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, FAMILIES, GameError, GrundyError, InputError, parseHeapGame, Registry, defineFamily, defineGame, isFamily } from "../../src/index.js";
import { familiesMarkdown } from "../../src/games/registry.js";
import { bruteTakeBreak, readTsv } from "../helpers/takeBreak.js";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const PUBLISHED = readTsv(readFileSync(new URL("../fixtures/octal_games.tsv", import.meta.url), "utf8"));

describe("the registry", () => {
  it("gives every family a name and aliases no other family has (case, _ and ' ignored)", () => {
    const seen = new Set<string>();
    for (const f of FAMILIES) {
      expect(isFamily(f)).toBe(true);
      for (const n of [f.name, ...f.aliases]) {
        const k = n.toLowerCase().replace(/[_'-]/g, "");
        expect(seen.has(k), n).toBe(false);
        seen.add(k);
      }
      expect(f.usage.startsWith(`${f.name}(`), f.usage).toBe(true);
      expect(f.summary.length).toBeGreaterThan(10);
    }
  });

  it("is the README's list of games (npm run readme regenerates it)", () => {
    const block = README.slice(README.indexOf("<!-- games:start"), README.indexOf("<!-- games:end -->"));
    expect(block.slice(block.indexOf("\n") + 1).trim()).toBe(familiesMarkdown());
  });

  it("names the closest few games when a name is unknown, on one short line pointing to --help", () => {
    const message = (source: string): string => {
      try {
        analyze(source);
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        return (e as Error).message;
      }
      throw new Error(`${source} was read`);
    };
    // one letter swapped, dropped or added: the game meant comes first
    for (const [typed, meant] of [
      ["kaylse(3)", "kayles(n1,n2,…)"],
      ["wythof(1,2)", "wythoff(a,b)"],
      ["nimm(3)", "nim(h1,h2,…)"],
      ["dawsns(3)", "dawson(n1,n2,…)"],
    ]) {
      const m = message(typed!);
      expect(m, typed).toMatch(/^column 1: expected a known game \(closest: /);
      expect(m.slice(m.indexOf("closest: ") + 9).startsWith(meant!), m).toBe(true);
      expect(m).toContain("`grundy analyze --help` lists every game");
      expect(m).not.toContain("\n");
      expect(m.length).toBeLessThan(200);
    }
    // a name like none known: an example and the pointer, not the list
    const chess = message("chess(1)");
    expect(chess).toMatch(/^column 1: expected a known game such as nim\(h1,h2,…\) or kayles\(n1,n2,…\) \(`grundy analyze --help` lists every game\), got "chess"$/);
    for (const f of FAMILIES.filter((f) => f.name !== "nim" && f.name !== "kayles")) expect(chess).not.toContain(f.usage);
  });

  it("matches names ignoring case, '_' and \"'\": Kayles(3), dawsons_kayles(4), Grundys(9)", () => {
    expect(analyze("Kayles(3)").expression).toBe("kayles(3)");
    expect(analyze("dawsons_kayles(4)").expression).toBe("dawson(4)");
    expect(analyze("Grundys(9)").expression).toBe("grundy(9)");
  });

  it("has one rule for names, in analyze and seq alike: spaces, apostrophes, case and a final s do not matter", () => {
    const same: [string, string][] = [
      ["dawsons(5)", "dawson(5)"],
      ["Dawson's(5)", "dawson(5)"],
      ["Dawson's chess(5)", "dawsonschess(5)"],
      ["dawson's-chess(5)", "dawsonschess(5)"],
      ["Grundy's game(9)", "grundy(9)"],
      ["Double Kayles(3)", "doublekayles(3)"],
      ["officer(3)", "officers(3)"],
      ["Dawson's Kayles(4) + nim(1)", "dawson(4) + nim(1)"],
    ];
    for (const [typed, read] of same) expect(analyze(typed).expression, typed).toBe(read);
    // every name seq's reader accepts is a game in analyze, and the same game
    for (const f of FAMILIES.filter((f) => f.rules)) {
      for (const name of [f.name, ...f.aliases, f.rules!.name]) {
        expect(parseHeapGame(name).code, name).toBe(f.rules!.code);
        expect(analyze(`${name}(4)`).expression, name).toBe(`${f.name}(4)`);
      }
    }
  });
});

describe("every named heap game works in analyze and in seq's reader, with the published values", () => {
  const heapFamilies = FAMILIES.filter((f) => f.rules);
  it("lists the seven named heap games", () => {
    expect(heapFamilies.map((f) => f.name)).toEqual(["kayles", "dawson", "dawsonschess", "officers", "treblecross", "doublekayles", "grundy"]);
  });
  for (const f of heapFamilies) {
    it(`${f.name}: analyze("${f.name}(n)") and parseHeapGame("${f.name}") agree with the published or brute-force values`, () => {
      const rules = parseHeapGame(f.name);
      expect(rules).toBe(f.rules);
      const row = PUBLISHED.find((r) => r.code === rules.code);
      const values = row ? row.first_values!.split(",").map(Number) : bruteTakeBreak("4.0", 20, true); // Grundy's game: d0 = 4, unequal
      values.forEach((g, n) => expect(analyze(`${f.name}(${n})`).components[0]!.grundy, `${f.name}(${n})`).toBe(String(g)));
    });
  }
});

describe("defineFamily: user games in sums", () => {
  // Subtraction {1, 3}, written by a user; its values are 0,1,0,1,…: G(n) = n mod 2
  const sub13 = defineFamily({
    name: "sub13",
    usage: "sub13(n)",
    game: { moves: (n: number) => [1, 3].filter((s) => s <= n).map((s) => n - s) },
    parse: ([n, ...rest]) => {
      if (n === undefined || rest.length > 0) throw new InputError("one heap size", String(rest[0] ?? ")"));
      if (n > 1000n) throw new InputError("a heap of at most 1000", String(n));
      return Number(n);
    },
    print: (n) => `sub13(${n})`,
  });
  const games = [sub13];

  it("decides sums with built-in games by the engine (G(n) = n mod 2)", () => {
    for (let n = 0; n < 12; n++) {
      for (let h = 0; h < 3; h++) {
        const a = analyze(`sub13(${n}) + nim(${h})`, { games });
        expect(a.outcome).toBe(((n % 2) ^ h) === 0 ? "P" : "N");
        expect(a.components[0]!.grundy).toBe(String(n % 2));
        // every winning move leads to a P-position
        for (const m of a.winningMoves!) {
          const after = a.expression
            .split(" + ")
            .map((t, i) => (i === m.component ? m.to : t))
            .join(" + ");
          expect(analyze(after, { games }).outcome).toBe("P");
        }
      }
    }
  });

  it("plays misère and every compound: the engine on the family's game", () => {
    // misère sub13(n) alone: whoever cannot move wins, so sub13(0) is N; sub13(1): the only move leaves 0 (N): P
    expect(analyze("sub13(0)", { games, play: "misere" }).outcome).toBe("N");
    expect(analyze("sub13(1)", { games, play: "misere" }).outcome).toBe("P");
    // sub13(2) -> 1 -> 0: exactly two moves whatever is played, so the suspense is 2 (lost)
    expect(analyze("sub13(2)", { games, compound: "every" }).components[0]!.suspense).toBe(2);
    expect(analyze("sub13(2) + euclid(1,1)", { games, compound: "every" }).outcome).toBe("P");
    // sub13(3) moves to 2 (suspense 2) or 0 (suspense 0): the winner delays, to 2: suspense 3
    expect(analyze("sub13(3) + euclid(1,1)", { games, compound: "every" }).components[0]!.suspense).toBe(3);
    expect(analyze("sub13(3) + euclid(1,1)", { games, compound: "every" }).outcome).toBe("N");
    expect(analyze("sub13(5) + nim(1)", { games, compound: "conjunctive" }).value!.name).toBe("least remoteness");
  });

  it("reads arguments through parse, with the call's column on its errors", () => {
    expect(() => analyze("nim(1) + sub13(1,2)", { games })).toThrow(/column 10: expected one heap size in sub13\(n\), got "2"/);
    expect(() => analyze("sub13(10^4)", { games })).toThrow(InputError);
    expect(() => analyze('sub13("x")', { games })).toThrow(/expected integers in sub13\(n\)/);
    expect(() => analyze("sub13(3)")).toThrow(/expected a known game .*got "sub13"/);
  });

  it("refuses a name already taken, and records that are not families", () => {
    const clash = defineFamily({ name: "Nim", usage: "Nim(n)", game: { moves: () => [] }, parse: () => 0, print: () => "Nim(0)" });
    expect(() => new Registry([clash])).toThrow(/a family name not already taken/);
    expect(() => defineFamily({ name: "two words", usage: "x", game: { moves: () => [] }, parse: () => 0, print: String })).toThrow(GameError);
    expect(() => defineFamily({ name: "x", usage: "x()", game: {} as never, parse: () => 0, print: String })).toThrow(/moves function/);
    expect(() => new Registry([{ name: "x" } as never])).toThrow(InputError);
  });

  it("accepts a game made by defineGame (wrapped so that its errors are the user's: the same rules)", () => {
    const game = defineGame<number>({ name: "halve", moves: (n) => (n > 0 ? [n >> 1] : []) });
    const halve = defineFamily({ name: "halve", usage: "halve(n)", game, parse: ([n]) => Number(n ?? 0n), print: (n) => `halve(${n})` });
    expect(halve.game.name).toBe("halve");
    expect([...halve.game.moves(9)]).toEqual([...game.moves(9)]);
    // halve(n) lasts bitLength(n) moves: N exactly when that is odd
    for (let n = 0; n < 40; n++) expect(analyze(`halve(${n})`, { games: [halve] }).outcome).toBe(n.toString(2).replace(/^0$/, "").length % 2 ? "N" : "P");
  });

  it("gives up with a GrundyError when the engine's one budget runs out, in any compound", () => {
    const line = defineFamily({ name: "line", usage: "line(n)", game: { moves: (n: bigint) => (n > 0n ? [n - 1n] : []) }, parse: ([n]) => n ?? 0n, print: (n) => `line(${n})` });
    for (const compound of ["sum", "every", "conjunctive", "selective"] as const) {
      expect(() => analyze("line(10^7) + nim(1)", { games: [line], compound, budget: 10_000 }), compound).toThrow(GrundyError);
    }
    expect(() => analyze("line(10^7) + nim(1)", { games: [line], play: "misere", budget: 10_000 })).toThrow(GrundyError);
  });

  it("spends one budget over all the searches of an analysis, not one per search", () => {
    // fresh games each time (memoised values would make a second search free)
    const lines = () =>
      ["a", "b"].map((x) =>
        defineFamily({
          name: `line${x}`,
          usage: `line${x}(n)`,
          game: { moves: (n: number) => (n > 0 ? [n - 1] : []) },
          parse: ([n]) => Number(n ?? 0n),
          print: (n) => `line${x}(${n})`,
        }),
      );
    // each line(6000) takes 6000 moves: under a budget of 10000 one passes, two do not
    expect(analyze("linea(6000) + lineb(1)", { games: lines(), compound: "conjunctive", budget: 10_000 }).components[0]!.remoteness).toBe(6000);
    expect(() => analyze("linea(6000) + lineb(6000)", { games: lines(), compound: "conjunctive", budget: 10_000 })).toThrow(/examined more than 10,000 moves/);
  });
});
