// analyze on sums of loopy and finite games, checked against a plain win/lose/draw fixpoint
// solve of the whole sum written here (no γ values, no Smith's theorem).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analysisJson, analyze, defineFamily, formatAnalysis, GrundyError, PlaySession } from "../../src/index.js";

type Comp = { kind: "graph"; edges: number[][]; v: number } | { kind: "nim"; h: number };

const arbGraph = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc.record({
      edges: fc.array(
        fc.subarray(
          Array.from({ length: n }, (_, j) => j),
          { maxLength: Math.min(3, n) },
        ),
        { minLength: n, maxLength: n },
      ),
      v: fc.nat(n - 1),
    }),
  )
  .map((g): Comp => ({ kind: "graph", ...g }));
const arbNim = fc.nat(3).map((h): Comp => ({ kind: "nim", h }));
const arbSum = fc.array(fc.oneof(arbGraph, arbGraph, arbNim), { minLength: 1, maxLength: 3 });

const text = (c: Comp): string => (c.kind === "nim" ? `nim(${c.h})` : `digraph(${c.v}; ${c.edges.map((s) => `{${[...new Set(s)].sort((a, b) => a - b).join(",")}}`).join(" ")})`);
const expr = (cs: Comp[]): string => cs.map(text).join(" + ");
const at = (c: Comp, p: number): Comp => (c.kind === "nim" ? { kind: "nim", h: p } : { ...c, v: p });
const pos = (c: Comp): number => (c.kind === "nim" ? c.h : c.v);
const optionsOf = (c: Comp, p: number): number[] => (c.kind === "nim" ? Array.from({ length: p }, (_, i) => i) : [...new Set(c.edges[p]!)]);

/** Win/lose/draw of every position of the sum, by plain fixpoint iteration on the product. */
function bruteSum(cs: Comp[]): (t: number[]) => "N" | "P" | "D" {
  const sizes = cs.map((c) => (c.kind === "nim" ? c.h + 1 : c.edges.length));
  const states: number[][] = [[]];
  for (const s of sizes) states.splice(0, states.length, ...states.flatMap((t) => Array.from({ length: s }, (_, i) => [...t, i])));
  const moves = (t: number[]): number[][] => t.flatMap((p, i) => optionsOf(cs[i]!, p).map((o) => t.map((q, j) => (j === i ? o : q))));
  const res = new Map<string, "N" | "P">();
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of states) {
      const k = t.join(",");
      if (res.has(k)) continue;
      const os = moves(t).map((u) => res.get(u.join(",")));
      if (os.includes("P")) res.set(k, "N");
      else if (os.every((o) => o === "N")) res.set(k, "P");
      else continue;
      changed = true;
    }
  }
  return (t) => res.get(t.join(",")) ?? "D";
}

/** The position after a listed move (component index, the text of the new component). */
function positionAfter(cs: Comp[], m: { component: number; to: string }): number[] {
  const t = cs.map(pos);
  const c = cs[m.component]!;
  const found = optionsOf(c, pos(c)).find((o) => text(at(c, o)) === m.to);
  expect(found, `${m.to} is an option of ${text(c)}`).toBeDefined();
  t[m.component] = found!;
  return t;
}

describe("analyze: sums of loopy and finite games", () => {
  it("outcome P/N/D, winning moves and draw-keeping moves agree with a fixpoint solve of the whole sum", () => {
    fc.assert(
      fc.property(arbSum, (cs) => {
        const brute = bruteSum(cs);
        const a = analyze(expr(cs), { maxMoves: 1000 });
        const start = cs.map(pos);
        expect(a.outcome).toBe(brute(start));
        expect(a.winner).toBe(a.outcome === "N" ? "first" : a.outcome === "P" ? "second" : "draw");
        if (cs.some((c) => c.kind === "graph")) {
          expect(a.components.every((c) => c.gamma !== undefined)).toBe(true);
          expect(a.value?.name).toBe("gamma");
        }
        if (a.outcome === "N") {
          expect(a.winningMoves!.length).toBeGreaterThan(0);
          for (const m of a.winningMoves!) expect(brute(positionAfter(cs, m))).toBe("P");
          // all of them: every move of the sum to a P-position is listed
          const all = cs.flatMap((c, i) => optionsOf(c, pos(c)).filter((o) => brute(start.map((q, j) => (j === i ? o : q))) === "P"));
          // (a move that wins in each of several equal components is listed once, with their number)
          expect(a.winningMoves!.reduce((n, m) => n + (m.copies ?? 1), 0)).toBe(all.length);
        }
        if (a.outcome === "D") {
          expect(a.drawingMoves!.length).toBeGreaterThan(0);
          for (const m of a.drawingMoves!) expect(brute(positionAfter(cs, m))).toBe("D");
          // all of them, and said to be all: every move of the sum that keeps the draw is listed
          const all = cs.flatMap((c, i) => optionsOf(c, pos(c)).filter((o) => brute(start.map((q, j) => (j === i ? o : q))) === "D"));
          expect(a.drawingMoves!.length, expr(cs)).toBe(all.length);
          expect(a.movesComplete, expr(cs)).toBe(true);
        }
        if (a.outcome === "P") expect(a.winningMoves).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("the first winning move, played against any defence, wins: the game ends (Fraenkel–Yesha counters shrink)", () => {
    fc.assert(
      fc.property(arbSum, fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (cs0, choices) => {
        let cs = cs0;
        if (analyze(expr(cs)).outcome !== "N") return;
        const brute = bruteSum(cs0);
        // the winner plays the analysis's first move; the loser any move; at most as many rounds as positions
        for (let round = 0; round < 200; round++) {
          const a = analyze(expr(cs));
          expect(a.outcome).toBe("N");
          const m = a.winningMoves![0]!;
          const t = positionAfter(cs, m);
          cs = cs.map((c, i) => at(c, t[i]!));
          const opts = cs.flatMap((c, i) => optionsOf(c, pos(c)).map((o) => ({ i, o })));
          if (opts.length === 0) return; // the loser cannot move: won
          expect(brute(cs.map(pos))).toBe("P");
          const reply = opts[choices[round]! % opts.length]!;
          cs = cs.map((c, i) => (i === reply.i ? at(c, reply.o) : c));
        }
        throw new Error(`no win within 200 rounds from ${expr(cs0)}`);
      }),
      { numRuns: 200 },
    );
  });

  it("a draw's moves are not said to be incomplete when all are listed (subadd(3; {2}; {2}; 5) + nim(2): four moves)", () => {
    const a = analyze("subadd(3; {2}; {2}; 5) + nim(2)");
    expect(a.outcome).toBe("D");
    expect(a.drawingMoves!.map((m) => m.to).sort()).toEqual(["nim(0)", "nim(1)", "subadd(1; {2}; {2}; 5)", "subadd(5; {2}; {2}; 5)"]);
    expect(a.movesComplete).toBe(true);
    expect(formatAnalysis(a)).toContain("moves that keep the draw:\n");
    expect(formatAnalysis(a)).not.toContain("not all listed");
  });

  it("JSON carries gamma, the outcome D and the draw-keeping moves", () => {
    const a = JSON.parse(analysisJson(analyze("digraph(0; {1} {0}) + nim(2)")));
    expect(a.outcome).toBe("D");
    expect(a.winner).toBe("draw");
    expect(a.components).toEqual([
      { text: "digraph(0; {1} {0})", gamma: "∞", outcome: "D" },
      { text: "nim(2)", grundy: "2", gamma: "2", outcome: "N" },
    ]);
    expect(a.value).toEqual({ name: "gamma", value: "∞" });
    expect(a.drawingMoves[0]).toEqual({ component: 0, from: "digraph(0; {1} {0})", to: "digraph(1; {1} {0})" });
    expect(formatAnalysis(analyze("digraph(0; {1} {0}) + nim(2)"))).toContain("D: a draw");
  });

  it("∞(K) plus a nimber in K is a win: the move takes the loopy component to that nimber", () => {
    // vertex 0 → 1 (terminal, γ 0) and 0 → 0: γ(0) = ∞(0); with nim(1) added: ∞(1), a draw; alone an N-position
    expect(analyze("digraph(0; {0,1} {})").outcome).toBe("N");
    const a = analyze("digraph(0; {0,1} {}) + nim(1)");
    expect(a.components[0]!.gamma).toBe("∞(0)");
    expect(a.value!.value).toBe("∞(1)");
    expect(a.outcome).toBe("D");
    // a loopy component worth ∞(0,1) (options 0 and 1, and a loop) with nim(1): ∞(1,0) ∋ 0: a win
    const b = analyze("digraph(0; {0,1,2} {} {1}) + nim(1)");
    expect(b.components[0]!.gamma).toBe("∞(0,1)");
    expect(b.outcome).toBe("N");
    expect(b.winningMoves).toEqual([{ component: 0, from: "digraph(0; {0,1,2} {} {1})", to: "digraph(2; {0,1,2} {} {1})" }]);
  });

  it("finite terms keep their closed forms: huge Nim heaps beside a loopy game", () => {
    const a = analyze("subadd(2; {2}; {2}; 5) + nim(1267650600228229401496703205376, 1267650600228229401496703205377)");
    // γ(subadd 2) = 1 and the heaps nim-add to 1: a P-position
    expect(a.outcome).toBe("P");
  });

  it("a user family with a loopy game (defineFamily, loopy: true) is analysed and played in sums", () => {
    // a counter mod 3 that may step forward or stop at 0: 0 is terminal, 1 → 2, 2 → 0 or 1
    const cyc = defineFamily<number>({
      name: "cyc3",
      usage: "cyc3(n)",
      game: { moves: (n: number) => (n === 0 ? [] : n === 1 ? [2] : [0, 1]), loopy: true },
      parse: ([n]) => Number(n),
      print: (n) => `cyc3(${n})`,
    });
    // γ(2) = 1 (options 0 and 1; 1 → 2 reverses through... 1's only option is 2, worth 1 > 0, which has the option 0): γ(1) = 0
    const a = analyze("cyc3(2) + nim(1)", { games: [cyc] });
    expect(a.components.map((c) => c.gamma)).toEqual(["1", "1"]);
    expect(a.outcome).toBe("P");
    const s = new PlaySession("cyc3(1) + nim(1)", { games: [cyc] });
    expect(s.outcome()).toBe("N");
    while (!s.isOver()) s.computerMove();
    expect(s.result()).toBe("first");
  });

  it("refuses misère play and other compounds of loopy games in one line", () => {
    expect(() => analyze("digraph(0; {0})", { play: "misere" })).toThrow(/misère play of loopy games is not supported/);
    expect(() => analyze("digraph(0; {0}) + nim(1)", { compound: "conjunctive" })).toThrow(/loopy games are analysed in sums only/);
    expect(() => analyze("digraph(0; {0})", { compound: "every" })).toThrow(GrundyError);
  });

  it("a loopy game too large for the budget is one GrundyError", () => {
    expect(() => analyze("subadd(1; {1}; {1}; 10000000)", { budget: 1000 })).toThrow(/reached .* positions/);
  });
});

describe("PlaySession on loopy sums", () => {
  it("the perfect player wins every N-position against random play, and keeps draws", () => {
    fc.assert(
      fc.property(arbSum, fc.integer({ min: 1, max: 1000 }), (cs, seed) => {
        const brute = bruteSum(cs);
        const start = brute(cs.map(pos));
        const s = new PlaySession(expr(cs));
        let r = seed;
        // the first player plays the perfect move; the second a pseudo-random legal one
        for (let k = 0; k < 400 && !s.isOver(); k++) {
          if (k % 2 === 0) {
            const m = s.hint()!;
            const now = s.outcome();
            expect(now).toBe(brute(s.components.map((c) => Number(/\d+/.exec(c)![0]))));
            if (now === "N") expect(m.wins).toBe(true);
            if (now === "D") expect(m.draws).toBe(true);
            s.playMove(m);
          } else {
            const { moves } = s.legalMoves(1000);
            r = (r * 1103515245 + 12345) % 2147483648;
            s.playMove(moves[r % moves.length]!);
          }
        }
        expect(s.isOver()).toBe(true);
        if (start === "N") expect(s.result()).toBe("first");
        if (start === "D") expect(["draw", "first"]).toContain(s.result());
      }),
      { numRuns: 100 },
    );
  });

  it("a drawn game ends by repetition and says so; winner() is null, result() is 'draw'", () => {
    const s = new PlaySession("digraph(0; {1} {0}) + nim(1)");
    expect(s.outcome()).toBe("D");
    expect(s.hint()!.draws).toBe(true);
    while (!s.isOver()) s.computerMove();
    expect(s.isDraw()).toBe(true);
    expect(s.winner()).toBeNull();
    expect(s.result()).toBe("draw");
    expect(s.occurrences()).toBe(3);
    expect(() => new PlaySession("digraph(0; {1} {0})", { repetitions: 1 })).toThrow(GrundyError);
  });

  it("refuses misère play and other compounds of loopy games", () => {
    expect(() => new PlaySession("digraph(0; {0})", { play: "misere" })).toThrow(GrundyError);
    expect(() => new PlaySession("digraph(0; {0}) + nim(1)", { compound: "selective" })).toThrow(GrundyError);
  });
});
