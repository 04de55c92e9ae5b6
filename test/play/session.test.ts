// PlaySession against a brute force written here from the rules of every built-in family:
// plain memoised recursions over whole compound positions (tuples of components), with
// moves, texts and keys of their own. None of the library's engine, analyze, closed forms
// or PlaySession computes an expected value below; the session's texts are read back by
// a small parser of this file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GrundyError, InputError, PlaySession, type PlayOptions } from "../../src/index.js";
import { seededInts } from "../../src/_internals/random.js";

// ---------------------------------------------------------------------------------------
// Components: positions of each family, their texts and their moves, from the rules
// ---------------------------------------------------------------------------------------

type Cell = [row: number, column: number];
type Comp =
  | { f: "nim"; h: number[] }
  | { f: "wythoff" | "euclid"; a: number; b: number }
  | { f: "strip"; n: number; cells: Cell[] }
  /** a take-and-break game 0.d1d2…: `name` is its family (kayles, dawson, …) or "heap" for heap("code", …) */
  | { f: "octal"; name: string; code: string; h: number[] }
  | { f: "grundy"; h: number[] }
  | { f: "subtraction"; set: number[]; h: number[] }
  | { f: "moore"; k: number; h: number[] }
  | { f: "lasker"; h: number[] }
  | { f: "chomp"; rows: number[] };

/** The named take-and-break families and their codes (Winning Ways' names). */
const OCTAL: Record<string, string> = {
  kayles: "0.77",
  dawson: "0.07",
  dawsonschess: "0.137",
  officers: "0.6",
  treblecross: "0.007",
  doublekayles: "0.7777",
};

const sortNum = (h: readonly number[]): number[] => h.filter((x) => x > 0).sort((x, y) => x - y);
const sortCells = (cells: readonly Cell[]): Cell[] => [...cells].sort((x, y) => x[1] - y[1] || x[0] - y[0]);

/** The component written in the expression language. */
function print(c: Comp): string {
  switch (c.f) {
    case "nim":
    case "grundy":
    case "lasker":
      return `${c.f}(${c.h.join(",")})`;
    case "wythoff":
    case "euclid":
      return `${c.f}(${c.a},${c.b})`;
    case "strip":
      return `strip(${c.n}${
        c.cells.length
          ? `; ${sortCells(c.cells)
              .map(([r, col]) => `${r},${col}`)
              .join(" ")}`
          : ""
      })`;
    case "octal":
      return c.name === "heap" ? `heap("${c.code}"${c.h.map((x) => `,${x}`).join("")})` : `${c.name}(${c.h.join(",")})`;
    case "subtraction":
      return `subtraction({${c.set.join(",")}}${c.h.map((x) => `,${x}`).join("")})`;
    case "moore":
      return `moore(${c.k};${c.h.length ? ` ${c.h.join(",")}` : ""})`;
    case "chomp":
      return `chomp(${c.rows.length},${c.rows[0]}; ${c.rows.join(",")})`;
  }
}

/** The identity of a position: heap games are multisets of heaps (as their rules make them); Nim keeps its heaps in place. */
function canon(c: Comp): string {
  switch (c.f) {
    case "octal":
      return `${c.name}${c.code}|${sortNum(c.h).join(",")}`;
    case "grundy":
    case "lasker":
      return `${c.f}|${sortNum(c.h).join(",")}`;
    case "subtraction":
      return `sub{${c.set.join(",")}}|${sortNum(c.h).join(",")}`;
    case "moore":
      return `moore${c.k}|${sortNum(c.h).join(",")}`;
    case "chomp":
      return `chomp|${c.rows.join(",")}`;
    default:
      return print(c);
  }
}

const ints = (s: string): number[] =>
  s
    .split(/[\s,]+/)
    .filter((x) => x !== "")
    .map(Number);

/** Reads a component as the session writes it. */
function parseComp(text: string): Comp {
  const m = /^(\w+)\((.*)\)$/s.exec(text.trim());
  if (!m) throw new Error(`unreadable component ${text}`);
  const [, name, body] = m as unknown as [string, string, string];
  const [first, second] = body.split(";").map((s) => s.trim()) as [string, string | undefined];
  switch (name) {
    case "nim":
    case "grundy":
    case "lasker":
      return { f: name, h: ints(body) };
    case "wythoff":
    case "euclid": {
      const [a, b] = ints(body) as [number, number];
      return { f: name, a, b };
    }
    case "strip": {
      const cells: Cell[] = [];
      for (const pair of (second ?? "").split(/\s+/).filter((x) => x !== "")) cells.push(ints(pair) as Cell);
      return { f: "strip", n: Number(first), cells: sortCells(cells) };
    }
    case "heap": {
      const hm = /^"([^"]*)"\s*,?(.*)$/s.exec(body)!;
      return { f: "octal", name: "heap", code: hm[1]!, h: ints(hm[2]!) };
    }
    case "subtraction": {
      const sm = /^\{([^}]*)\}\s*,?(.*)$/s.exec(body)!;
      return { f: "subtraction", set: ints(sm[1]!), h: ints(sm[2]!) };
    }
    case "moore":
      return { f: "moore", k: Number(first), h: ints(second ?? "") };
    case "chomp": {
      const [rows, columns] = ints(first) as [number, number];
      return { f: "chomp", rows: second === undefined ? Array.from({ length: rows }, () => columns) : ints(second).filter((x) => x > 0) };
    }
    default: {
      const code = OCTAL[name];
      if (code === undefined) throw new Error(`unknown family in ${text}`);
      return { f: "octal", name, code, h: ints(body) };
    }
  }
}

/** The options of one heap under a take-and-break code 0.d1d2…: remove k, leaving 0 (bit 1), 1 (bit 2) or 2 (bit 4) heaps. */
function octalHeap(code: string, n: number): number[][] {
  const digits = code.slice(2).split("").map(Number);
  const out: number[][] = [];
  digits.forEach((d, i) => {
    const k = i + 1;
    if (k > n) return;
    const r = n - k;
    if (d & 1 && r === 0) out.push([]);
    if (d & 2 && r > 0) out.push([r]);
    if (d & 4) for (let a = 1; a < r; a++) out.push([a, r - a]);
  });
  return out;
}

/** Replaces heap i by the parts a move leaves of it. */
const replaceHeap = (h: readonly number[], i: number, parts: number[]): number[] => [...h.slice(0, i), ...parts, ...h.slice(i + 1)];

/** Every option of a heap game, one heap at a time. */
const heapMoves = (h: readonly number[], one: (n: number) => number[][]): number[][] => h.flatMap((n, i) => one(n).map((parts) => replaceHeap(h, i, parts)));

/** The options of a component, from its rules. */
function moves(c: Comp): Comp[] {
  switch (c.f) {
    case "nim":
      return c.h.flatMap((n, i) => Array.from({ length: n }, (_, v) => ({ ...c, h: c.h.map((x, j) => (j === i ? v : x)) })));
    case "wythoff": {
      const out: Comp[] = [];
      for (let k = 1; k <= c.a; k++) out.push({ ...c, a: c.a - k });
      for (let k = 1; k <= c.b; k++) out.push({ ...c, b: c.b - k });
      for (let k = 1; k <= Math.min(c.a, c.b); k++) out.push({ ...c, a: c.a - k, b: c.b - k });
      return out;
    }
    case "euclid": {
      // a positive multiple of the smaller pile from the larger (equal piles: from the second)
      const out: Comp[] = [];
      if (c.a === 0 || c.b === 0) return out;
      if (c.a <= c.b) for (let k = 1; k * c.a <= c.b; k++) out.push({ ...c, b: c.b - k * c.a });
      else for (let k = 1; k * c.b <= c.a; k++) out.push({ ...c, a: c.a - k * c.b });
      return out;
    }
    case "strip": {
      // colour one blank cell, or a blank 2×2 square
      const has = (r: number, col: number): boolean => c.cells.some(([x, y]) => x === r && y === col);
      const out: Comp[] = [];
      for (let col = 1; col <= c.n; col++) {
        for (const r of [1, 2]) if (!has(r, col)) out.push({ ...c, cells: sortCells([...c.cells, [r, col]]) });
        if (col < c.n && !has(1, col) && !has(2, col) && !has(1, col + 1) && !has(2, col + 1)) {
          out.push({ ...c, cells: sortCells([...c.cells, [1, col], [2, col], [1, col + 1], [2, col + 1]]) });
        }
      }
      return out;
    }
    case "octal":
      return heapMoves(c.h, (n) => octalHeap(c.code, n)).map((h) => ({ ...c, h }));
    case "grundy":
      // split a heap into two unequal non-empty heaps
      return heapMoves(c.h, (n) => Array.from({ length: Math.max(0, Math.ceil(n / 2) - 1) }, (_, a) => [a + 1, n - a - 1])).map((h) => ({ ...c, h }));
    case "lasker":
      // lower a heap, or split it into two non-empty heaps
      return heapMoves(c.h, (n) => [...Array.from({ length: n }, (_, v) => (v > 0 ? [v] : [])), ...Array.from({ length: Math.max(0, n - 1) }, (_, a) => [a + 1, n - a - 1])]).map(
        (h) => ({ ...c, h }),
      );
    case "subtraction":
      return heapMoves(c.h, (n) => c.set.filter((s) => s <= n).map((s) => (n - s > 0 ? [n - s] : []))).map((h) => ({ ...c, h }));
    case "moore": {
      // lower at least one and at most k heaps, each by a positive amount
      const out: Comp[] = [];
      const grow = (i: number, h: number[], lowered: number): void => {
        if (i === h.length) {
          if (lowered > 0) out.push({ ...c, h: h.slice() });
          return;
        }
        grow(i + 1, h, lowered);
        if (lowered < c.k) {
          const was = h[i]!;
          for (let v = 0; v < was; v++) {
            h[i] = v;
            grow(i + 1, h, lowered + 1);
          }
          h[i] = was;
        }
      };
      grow(0, c.h.slice(), 0);
      return out;
    }
    case "chomp": {
      // take square (i, j), not the corner, and everything below and right of it
      const out: Comp[] = [];
      c.rows.forEach((len, i) => {
        for (let j = i === 0 ? 1 : 0; j < len; j++) out.push({ f: "chomp", rows: c.rows.map((r, k) => (k >= i ? Math.min(r, j) : r)).filter((r) => r > 0) });
      });
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Compounds: moves and values of the whole position, memoised by its text
// ---------------------------------------------------------------------------------------

type Kind = "sum" | "selective" | "conjunctive" | "every";
type State = Comp[];

const stateKey = (ps: State): string => ps.map(canon).join(" + ");
const stateText = (ps: State): string => ps.map(print).join(" + ");
const readState = (text: string): State => text.split(" + ").map(parseComp);

const product = <T>(lists: T[][]): T[][] => lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);

const movesMemo = new Map<string, State[]>();
/** The options of a compound position under its rule (each position once), memoised by its text as written (the options keep its writing). */
function compoundMoves(kind: Kind, ps: State): State[] {
  const k = `${kind}|${stateText(ps)}`;
  const hit = movesMemo.get(k);
  if (hit) return hit;
  const opts = ps.map(moves);
  let out: State[];
  switch (kind) {
    case "sum":
      out = ps.flatMap((_, i) => opts[i]!.map((o) => ps.map((p, j) => (j === i ? o : p))));
      break;
    case "selective":
      out = product(ps.map((p, i) => [p, ...opts[i]!])).filter((q) => q.some((x, i) => x !== ps[i]));
      break;
    case "conjunctive":
      out = opts.some((o) => o.length === 0) ? [] : product(opts);
      break;
    case "every":
      out = opts.every((o) => o.length === 0) ? [] : product(ps.map((p, i) => (opts[i]!.length === 0 ? [p] : opts[i]!)));
      break;
  }
  const seen = new Set<string>();
  out = out.filter((q) => !seen.has(stateKey(q)) && !!seen.add(stateKey(q)));
  movesMemo.set(k, out);
  return out;
}

type Measure = "wins" | "misereWins" | "remoteness" | "misereRemoteness" | "suspense";
const values = new Map<string, number>();

/**
 * Straight from the definitions. wins: some option is lost. Misère: no move is a win.
 * Remoteness (Smith): 0 at the end; the winner goes to the least even option, the loser to
 * the greatest; odd ⇔ the mover wins. Misère remoteness: the same with odd and even
 * exchanged (0 is a win). Suspense: the winner goes to the greatest even option, the loser
 * to the least.
 */
function value(kind: Kind, measure: Measure, ps: State): number {
  const k = `${kind}|${measure}|${stateKey(ps)}`;
  const hit = values.get(k);
  if (hit !== undefined) return hit;
  const vs = compoundMoves(kind, ps).map((o) => value(kind, measure, o));
  let v: number;
  const lost = (x: number): boolean => (measure === "misereRemoteness" ? x % 2 === 1 : x % 2 === 0);
  switch (measure) {
    case "wins":
      v = vs.some((x) => x === 0) ? 1 : 0;
      break;
    case "misereWins":
      v = vs.length === 0 || vs.some((x) => x === 0) ? 1 : 0;
      break;
    default: {
      if (vs.length === 0) v = 0;
      else {
        const good = vs.filter(lost);
        if (measure === "suspense") v = 1 + (good.length ? Math.max(...good) : Math.min(...vs));
        else v = 1 + (good.length ? Math.min(...good) : Math.max(...vs));
      }
    }
  }
  values.set(k, v);
  return v;
}

interface Rules {
  kind: Kind;
  misere: boolean;
}
const optionsOf = (r: Rules, budget?: number): PlayOptions => ({ compound: r.kind, play: r.misere ? "misere" : "normal", ...(budget !== undefined ? { budget } : {}) });
/** Whether the player to move wins, by the brute force. */
const wins = (r: Rules, ps: State): boolean => value(r.kind, r.misere ? "misereWins" : "wins", ps) === 1;
const options = (r: Rules, ps: State): State[] => compoundMoves(r.kind, ps);
/** How long the game lasts between two perfect players, on the compound game itself. */
const length = (r: Rules, ps: State): number => value(r.kind, r.misere ? "misereRemoteness" : r.kind === "every" ? "suspense" : "remoteness", ps);

// ---------------------------------------------------------------------------------------
// Random small positions of every family
// ---------------------------------------------------------------------------------------

const heapsArb = (max: number, most = 2): fc.Arbitrary<number[]> => fc.array(fc.integer({ min: 0, max }), { minLength: 1, maxLength: most });

const FAMILY_ARBS: Record<string, fc.Arbitrary<Comp>> = {
  nim: heapsArb(4).map((h) => ({ f: "nim" as const, h })),
  wythoff: fc.record({ f: fc.constant("wythoff" as const), a: fc.nat(5), b: fc.nat(5) }),
  euclid: fc.record({ f: fc.constant("euclid" as const), a: fc.nat(10), b: fc.nat(10) }),
  strip: fc.integer({ min: 0, max: 3 }).chain((n) =>
    fc
      .subarray(
        Array.from({ length: 2 * n }, (_, i): Cell => [1 + (i % 2), 1 + (i >> 1)]),
        { maxLength: Math.min(3, 2 * n) },
      )
      .map((cells) => ({ f: "strip" as const, n, cells: sortCells(cells) })),
  ),
  ...Object.fromEntries(
    Object.entries(OCTAL).map(([name, code]) => [name, heapsArb(name === "officers" || name === "dawson" ? 6 : 5).map((h) => ({ f: "octal" as const, name, code, h }))]),
  ),
  heap: fc.record({ f: fc.constant("octal" as const), name: fc.constant("heap"), code: fc.constantFrom("0.6", "0.51", "0.34", "0.14", "0.37"), h: heapsArb(5) }),
  grundy: heapsArb(8).map((h) => ({ f: "grundy" as const, h })),
  subtraction: fc.record({
    f: fc.constant("subtraction" as const),
    set: fc.subarray([1, 2, 3, 4], { minLength: 1 }),
    h: heapsArb(7),
  }),
  moore: fc.record({ f: fc.constant("moore" as const), k: fc.integer({ min: 1, max: 3 }), h: heapsArb(3, 3) }),
  lasker: heapsArb(4).map((h) => ({ f: "lasker" as const, h })),
  chomp: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 })).chain(([rows, columns]) =>
    fc.array(fc.integer({ min: 1, max: columns }), { minLength: rows - 1, maxLength: rows - 1 }).map((rest) => ({
      f: "chomp" as const,
      rows: [columns, ...rest.sort((x, y) => y - x)],
    })),
  ),
};
const FAMILY_NAMES = Object.keys(FAMILY_ARBS);
const anyComp = fc.oneof(...Object.values(FAMILY_ARBS));

/** A tiny component, for compounds whose options multiply (selective, every, conjunctive). */
const tinyComp: fc.Arbitrary<Comp> = fc.oneof(
  fc.array(fc.nat(3), { minLength: 1, maxLength: 2 }).map((h) => ({ f: "nim" as const, h })),
  fc.record({ f: fc.constant("wythoff" as const), a: fc.nat(3), b: fc.nat(3) }),
  fc.record({ f: fc.constant("euclid" as const), a: fc.nat(9), b: fc.nat(9) }),
  fc.integer({ min: 0, max: 2 }).map((n) => ({ f: "strip" as const, n, cells: [] as Cell[] })),
  fc
    .record({ f: fc.constant("octal" as const), name: fc.constantFrom("kayles", "dawson", "officers"), code: fc.constant(""), h: heapsArb(4, 1) })
    .map((c) => ({ ...c, code: OCTAL[c.name]! })),
  fc.record({ f: fc.constant("grundy" as const), h: heapsArb(6, 1) }),
  fc.record({ f: fc.constant("subtraction" as const), set: fc.subarray([1, 2, 3], { minLength: 1 }), h: heapsArb(5, 1) }),
  fc.record({ f: fc.constant("moore" as const), k: fc.constant(2), h: heapsArb(2, 2) }),
  fc.record({ f: fc.constant("lasker" as const), h: heapsArb(3, 1) }),
  fc.record({ f: fc.constant("chomp" as const), rows: fc.constantFrom<number[]>([1], [2], [3], [2, 1], [2, 2], [3, 1], [3, 2], [3, 3]) }),
);

// ---------------------------------------------------------------------------------------
// Playing against the session
// ---------------------------------------------------------------------------------------

const now = (s: PlaySession): State => readState(s.position);
const keyNow = (s: PlaySession): string => stateKey(now(s));
const optionKeys = (r: Rules, ps: State): Set<string> => new Set(options(r, ps).map(stateKey));

/** The move from `ps` to `to` written `from -> to`, one part per component that changes. */
function arrowText(s: PlaySession, ps: State, to: State): string {
  return ps.flatMap((p, i) => (canon(p) === canon(to[i]!) ? [] : [`${s.components[i]} -> ${print(to[i]!)}`])).join("; ");
}

/** Whether two components print alike (then `from -> to` may move either: the same game). */
const ambiguous = (ps: State): boolean => new Set(ps.map(print)).size < ps.length;

/** Plays `to` (an option of the current position) by text, as a position or as `from -> to`, and checks where it went. */
function playText(s: PlaySession, r: Rules, to: State, asArrow: boolean): void {
  const ps = now(s);
  s.move(asArrow ? arrowText(s, ps, to) : stateText(to));
  const after = now(s);
  if (asArrow && ambiguous(ps)) {
    expect(optionKeys(r, ps).has(stateKey(after))).toBe(true);
    expect(wins(r, after)).toBe(wins(r, to));
  } else expect(stateKey(after)).toBe(stateKey(to));
}

/** One computer move, checked: legal, and winning from a won position. */
function computerMoves(s: PlaySession, r: Rules): void {
  const ps = now(s);
  const m = s.computerMove();
  expect(m, stateText(ps)).not.toBeNull();
  const after = now(s);
  expect(optionKeys(r, ps).has(stateKey(after)), `${stateText(ps)}: ${m!.text}`).toBe(true);
  if (wins(r, ps)) expect(wins(r, after), `${stateText(ps)}: the computer played ${m!.text}, not a winning move`).toBe(false);
}

type Opponent = "random" | "perfect";

/**
 * A game of the computer against a scripted player; returns who won by the rules (the
 * brute force's view: the player who cannot move loses under normal play, wins under misère),
 * after checking that the session agrees, and walks the history back and forth.
 */
function playGame(ps: State, r: Rules, computer: "first" | "second", opponent: Opponent, seed: number, budget?: number): "first" | "second" {
  const pick = seededInts(seed);
  const s = new PlaySession(stateText(ps), optionsOf(r, budget));
  const seen: string[] = [keyNow(s)];
  const states: State[] = [now(s)];
  let plies = 0;
  for (;;) {
    const here = now(s);
    const over = options(r, here).length === 0;
    expect(s.isOver(), stateText(here)).toBe(over);
    if (over) break;
    expect(s.outcome()).toBe(wins(r, here) ? "N" : "P");
    if (++plies > 500) throw new Error(`${stateText(ps)}: no end in sight`);
    if (s.toMove === computer) computerMoves(s, r);
    else if (opponent === "random") {
      const listed = s.legalMoves(10_000);
      if (listed.complete) {
        const m = listed.moves[pick(listed.moves.length)]!;
        expect(optionKeys(r, here).has(stateKey(readState(m.position))), m.text).toBe(true);
        s.playMove(m);
      } else {
        // a list cut short (selective, every, conjunctive): uniformly among the rules' options
        const all = options(r, here);
        playText(s, r, all[pick(all.length)]!, pick(2) === 0);
      }
    } else {
      const all = options(r, here);
      const good = all.filter((o) => !wins(r, o));
      const choice = good.length > 0 ? good : all;
      playText(s, r, choice[pick(choice.length)]!, pick(2) === 0);
    }
    seen.push(keyNow(s));
    states.push(now(s));
  }
  const toMove = s.toMove;
  const winner = r.misere ? toMove : toMove === "first" ? "second" : "first";
  expect(s.winner()).toBe(winner);
  // who moved, from a won position or not, whether the move won; the first mistake of each side
  s.history.forEach((h, i) => {
    expect(h.by).toBe(i % 2 === 0 ? "first" : "second");
    expect(h.fromWon).toBe(wins(r, states[i]!));
    expect(h.move.wins).toBe(!wins(r, states[i + 1]!));
  });
  for (const side of ["first", "second"] as const) {
    const i = s.history.findIndex((h, j) => h.by === side && wins(r, states[j]!) && wins(r, states[j + 1]!));
    expect(s.firstMistake(side)).toBe(i < 0 ? undefined : s.history[i]);
  }
  expect(s.firstMistake(computer)).toBeUndefined();
  // the history, back to the start and forward again
  expect(s.history.map((h) => stateKey(readState(h.position)))).toEqual(seen.slice(1));
  for (let i = seen.length - 2; i >= 0; i--) {
    expect(s.undo()).toBe(true);
    expect(keyNow(s)).toBe(seen[i]);
    expect(s.toMove).toBe(i % 2 === 0 ? "first" : "second");
  }
  expect(s.undo()).toBe(false);
  for (let i = 1; i < seen.length; i++) {
    expect(s.redo()).toBe(true);
    expect(keyNow(s)).toBe(seen[i]);
  }
  expect(s.redo()).toBe(false);
  expect(s.isOver()).toBe(true);
  return winner;
}

/** The number of moves of the computer against itself. */
function selfPlay(ps: State, r: Rules): number {
  const s = new PlaySession(stateText(ps), optionsOf(r));
  let n = 0;
  while (!s.isOver()) {
    computerMoves(s, r);
    if (++n > 500) throw new Error(`${stateText(ps)}: no end in sight`);
  }
  return n;
}

/** Nearby positions of the same game that are not options of c (nor c itself). */
function nonOptions(c: Comp): Comp[] {
  const near: Comp[] = [];
  const bump = (h: number[], i: number, d: number): number[] => h.map((x, j) => (j === i ? x + d : x));
  switch (c.f) {
    case "nim":
    case "grundy":
    case "lasker":
    case "subtraction":
    case "octal":
    case "moore":
      c.h.forEach((_, i) => {
        near.push({ ...c, h: bump(c.h, i, 1) });
        if (c.h[i]! >= 2) near.push({ ...c, h: bump(c.h, i, -2) });
      });
      if (c.h.length >= 2 && c.h[0]! > 0 && c.h[1]! > 0) near.push({ ...c, h: bump(bump(c.h, 0, -1), 1, -1) });
      if (c.f === "moore" && c.h.every((x) => x > 0)) near.push({ ...c, h: c.h.map((x) => x - 1) });
      near.push({ ...c, h: [...c.h, 1] });
      break;
    case "wythoff":
    case "euclid":
      near.push({ ...c, a: c.a + 1 }, { ...c, b: c.b + 1 });
      if (c.a >= 1 && c.b >= 2) near.push({ ...c, a: c.a - 1, b: c.b - 2 });
      if (c.a >= 1) near.push({ ...c, a: c.a - 1 });
      if (c.b >= 1) near.push({ ...c, b: c.b - 1 });
      break;
    case "strip":
      if (c.cells.length > 0) near.push({ ...c, cells: c.cells.slice(1) });
      for (let col = 1; col <= c.n; col++) {
        const blank = (r: number): boolean => !c.cells.some(([x, y]) => x === r && y === col);
        if (blank(1) && blank(2)) near.push({ ...c, cells: sortCells([...c.cells, [1, col], [2, col]]) });
      }
      break;
    case "chomp": {
      // the transposed diagram is the same game, but not an option
      const t = Array.from({ length: c.rows[0]! }, (_, j) => c.rows.filter((r) => r > j).length);
      near.push({ f: "chomp", rows: t });
      near.push({ f: "chomp", rows: [...c.rows, 1] });
      break;
    }
  }
  const opts = new Set(moves(c).map(canon));
  return near.filter((x) => canon(x) !== canon(c) && !opts.has(canon(x)) && (x.f !== "strip" || x.cells.every(([, col]) => col >= 1 && col <= x.n)));
}

/**
 * At one position: every listed move is legal and its `wins` (and remoteness, suspense)
 * agree with the brute force, a complete list is all the options; the hint wins from an
 * N-position; move() accepts every option, as a position and as `from -> to`, and undo
 * takes it back; move() rejects non-options with an InputError and changes nothing.
 */
function checkPosition(ps: State, r: Rules, seed: number): void {
  const pick = seededInts(seed);
  const s = new PlaySession(stateText(ps), optionsOf(r));
  const start = keyNow(s);
  expect(start).toBe(stateKey(ps));
  const all = options(r, ps);
  const keys = new Set(all.map(stateKey));
  const won = wins(r, ps);
  expect(s.isOver()).toBe(all.length === 0);
  expect(s.outcome()).toBe(won ? "N" : "P");

  const listed = s.legalMoves(10_000);
  for (const m of listed.moves) {
    const after = readState(m.position);
    expect(keys.has(stateKey(after)), `${stateText(ps)}: listed ${m.text}`).toBe(true);
    expect(m.wins, `${stateText(ps)}: ${m.text}`).toBe(!wins(r, after));
    if (r.kind === "conjunctive") expect(m.remoteness, m.text).toBe(value("conjunctive", "remoteness", after));
    if (r.kind === "every") expect(m.suspense, m.text).toBe(value("every", "suspense", after));
  }
  if (listed.complete) expect(new Set(listed.moves.map((m) => stateKey(readState(m.position))))).toEqual(keys);
  else expect(r.kind === "sum" && all.length <= 10_000).toBe(false);
  if (all.length > 1) expect(s.legalMoves(1).complete).toBe(false);

  const hint = s.hint();
  if (all.length === 0) expect(hint).toBeNull();
  else {
    const after = readState(hint!.position);
    expect(keys.has(stateKey(after)), `${stateText(ps)}: hint ${hint!.text}`).toBe(true);
    if (won) expect(wins(r, after), `${stateText(ps)}: hint ${hint!.text} does not win`).toBe(false);
    expect(hint!.wins).toBe(!wins(r, after));
  }

  // every option (at most 40 of them, at random) as a position and as from -> to
  const tried = all.length <= 40 ? all : Array.from({ length: 40 }, () => all[pick(all.length)]!);
  for (const o of tried) {
    for (const asArrow of [false, true]) {
      playText(s, r, o, asArrow);
      expect(s.history).toHaveLength(1);
      expect(s.toMove).toBe("second");
      expect(s.undo()).toBe(true);
      expect(keyNow(s)).toBe(start);
      expect(s.redo()).toBe(true);
      expect(stateKey(now(s))).not.toBe(start);
      expect(s.undo()).toBe(true);
    }
  }
  // a listed move played as it is; a new move after an undo drops what redo would have played
  for (const m of listed.moves.slice(0, 5)) {
    s.playMove(m);
    expect(keyNow(s)).toBe(stateKey(readState(m.position)));
    s.undo();
  }
  if (all.length >= 2) {
    playText(s, r, all[0]!, false);
    s.undo();
    playText(s, r, all[1]!, true);
    expect(s.redo()).toBe(false);
    expect(s.history).toHaveLength(1);
    s.undo();
  }

  // illegal moves: a non-option in one component, the position unchanged, a move breaking the compound's rule
  const illegal: string[] = [stateText(ps), "nim(", "chess(3)"];
  ps.forEach((p, i) => {
    for (const x of nonOptions(p)) {
      const q = ps.map((y, j) => (j === i ? x : y));
      if (keys.has(stateKey(q))) continue;
      illegal.push(stateText(q), `${s.components[i]} -> ${print(x)}`);
    }
  });
  const movable = ps.flatMap((p, i) => (moves(p).length > 0 ? [i] : []));
  if (r.kind === "sum" && movable.length >= 2) {
    const [i, j] = movable as [number, number];
    illegal.push(stateText(ps.map((p, k) => (k === i || k === j ? moves(p)[0]! : p))));
  }
  if ((r.kind === "every" || r.kind === "conjunctive") && movable.length >= 2) {
    const i = movable[0]!;
    illegal.push(stateText(ps.map((p, k) => (k === i ? moves(p)[0]! : p))));
  }
  for (const text of illegal) {
    expect(() => s.move(text), `${stateText(ps)}: ${text} accepted`).toThrow(InputError);
    expect(keyNow(s)).toBe(start);
    expect(s.history).toHaveLength(0);
  }
}

// ---------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------

/** Two components of any family, or three tiny ones: compounds whose options multiply stay small. */
const fewComps = fc.oneof(fc.array(anyComp, { minLength: 1, maxLength: 2 }), fc.array(tinyComp, { minLength: 1, maxLength: 3 }));

const SETTINGS: { name: string; rules: Rules; state: fc.Arbitrary<State>; runs: number }[] = [
  { name: "sum, normal play", rules: { kind: "sum", misere: false }, state: fc.array(anyComp, { minLength: 1, maxLength: 3 }), runs: 120 },
  { name: "sum, misère play", rules: { kind: "sum", misere: true }, state: fc.array(anyComp, { minLength: 1, maxLength: 3 }), runs: 120 },
  { name: "selective", rules: { kind: "selective", misere: false }, state: fc.array(tinyComp, { minLength: 1, maxLength: 3 }), runs: 80 },
  { name: "conjunctive", rules: { kind: "conjunctive", misere: false }, state: fewComps, runs: 150 },
  { name: "every", rules: { kind: "every", misere: false }, state: fewComps, runs: 150 },
];

/** How many N and P starts each property met (fast-check draws both; each kind must be met). */
function tally(): { N: number; P: number } {
  return { N: 0, P: 0 };
}

describe("PlaySession against a brute force, each family alone (sum, normal play)", () => {
  const r: Rules = { kind: "sum", misere: false };
  for (const name of FAMILY_NAMES) {
    it(`${name}: moves, values, hint, move(), undo/redo; the computer beats random and perfect players; perfect play lasts the remoteness`, () => {
      const seen = tally();
      fc.assert(
        fc.property(FAMILY_ARBS[name]!, fc.integer(), (c, seed) => {
          const ps = [c];
          checkPosition(ps, r, seed);
          const won = wins(r, ps);
          seen[won ? "N" : "P"]++;
          if (won) {
            expect(playGame(ps, r, "first", "random", seed)).toBe("first");
            expect(playGame(ps, r, "first", "perfect", seed)).toBe("first");
          } else expect(playGame(ps, r, "first", "perfect", seed)).toBe("second");
          expect(selfPlay(ps, r)).toBe(length(r, ps));
        }),
        { numRuns: 40, seed: 20_240_601 },
      );
      expect(seen.N).toBeGreaterThan(0);
    });
  }
});

describe("PlaySession against a brute force of the whole compound game", () => {
  for (const { name, rules: r, state, runs } of SETTINGS) {
    describe(name, () => {
      it("legal moves and their values, the hint, move() of every option and of non-options, undo/redo", () => {
        fc.assert(
          fc.property(state, fc.integer(), (ps, seed) => checkPosition(ps, r, seed)),
          { numRuns: runs, seed: 7 },
        );
      });

      it("from an N-position, the computer moving first beats a random player and a perfect one", () => {
        const seen = tally();
        fc.assert(
          fc.property(state, fc.integer(), (ps, seed) => {
            if (!wins(r, ps)) return;
            seen.N++;
            expect(playGame(ps, r, "first", "random", seed), stateText(ps)).toBe("first");
            expect(playGame(ps, r, "first", "perfect", seed), stateText(ps)).toBe("first");
          }),
          { numRuns: runs, seed: 11 },
        );
        expect(seen.N).toBeGreaterThan(runs / 5);
      });

      it("from a P-position, a perfect player moving second beats the computer", () => {
        const seen = tally();
        fc.assert(
          fc.property(state, fc.integer(), (ps, seed) => {
            if (wins(r, ps)) return;
            seen.P++;
            expect(playGame(ps, r, "first", "perfect", seed), stateText(ps)).toBe("second");
          }),
          { numRuns: runs, seed: 13 },
        );
        expect(seen.P).toBeGreaterThan(runs / 10);
      });

      it("the computer against itself plays as many moves as the brute force's measure of the compound", () => {
        fc.assert(
          fc.property(state, (ps) => {
            const n = selfPlay(ps, r);
            expect(n, stateText(ps)).toBe(length(r, ps));
            // Smith's theorems on the compound game: conjunctive = the least remoteness, every = the greatest suspense
            if (r.kind === "conjunctive") expect(n).toBe(Math.min(...ps.map((p) => value("sum", "remoteness", [p]))));
            if (r.kind === "every") expect(n).toBe(Math.max(...ps.map((p) => value("sum", "suspense", [p]))));
          }),
          { numRuns: runs, seed: 17 },
        );
      });
    });
  }
});

describe("PlaySession past the engine's reach: the closed forms alone (budget 1)", () => {
  const closed = fc.oneof(...FAMILY_NAMES.filter((f) => f !== "moore" && f !== "chomp").map((f) => FAMILY_ARBS[f]!));
  it("sums of families with closed forms: the computer wins from N against random and perfect players, loses from P to a perfect one", () => {
    const r: Rules = { kind: "sum", misere: false };
    fc.assert(
      fc.property(fc.array(closed, { minLength: 1, maxLength: 3 }), fc.integer(), (ps, seed) => {
        if (wins(r, ps)) {
          expect(playGame(ps, r, "first", "random", seed, 1), stateText(ps)).toBe("first");
          expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("first");
        } else expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("second");
      }),
      { numRuns: 100, seed: 19 },
    );
  });

  it("misère Nim (Bouton): the same", () => {
    const r: Rules = { kind: "sum", misere: true };
    const nims = fc.array(FAMILY_ARBS.nim!, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(nims, fc.integer(), (ps, seed) => {
        if (wins(r, ps)) {
          expect(playGame(ps, r, "first", "random", seed, 1), stateText(ps)).toBe("first");
          expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("first");
        } else expect(playGame(ps, r, "first", "perfect", seed, 1), stateText(ps)).toBe("second");
      }),
      { numRuns: 60, seed: 23 },
    );
  });
});

describe("PlaySession: levels and options", () => {
  it("random and weak levels play legal moves only, and the same seed plays the same game", () => {
    const r: Rules = { kind: "sum", misere: false };
    fc.assert(
      fc.property(fc.array(anyComp, { minLength: 1, maxLength: 2 }), fc.constantFrom<"random" | number>("random", 0, 3, 7), fc.integer(), (ps, level, seed) => {
        const game = (): string[] => {
          const s = new PlaySession(stateText(ps), { level, seed });
          const out: string[] = [];
          while (!s.isOver()) {
            const before = now(s);
            s.computerMove();
            expect(optionKeys(r, before).has(keyNow(s))).toBe(true);
            out.push(s.position);
          }
          return out;
        };
        expect(game()).toEqual(game());
      }),
      { numRuns: 60, seed: 29 },
    );
  });

  it("refuses misère play of compounds other than sums, and levels outside perfect, random, 0 … 10", () => {
    for (const compound of ["selective", "conjunctive", "every"] as const) expect(() => new PlaySession("nim(1)", { compound, play: "misere" })).toThrow(GrundyError);
    for (const level of [-1, 11, 2.5]) expect(() => new PlaySession("nim(1)", { level })).toThrow(InputError);
  });

  it("under every, perfect play lasts the suspense, not the remoteness: nim(2,2) is over in 2 moves", () => {
    // nim(2,2) is P. Remoteness: the loser delays, (2,2) → (1,2) → (1,1) → (0,1) → (0,0), 4 moves;
    // suspense: the loser hurries, (2,2) → (0,2) → (0,0), 2 moves
    const ps: State = [{ f: "nim", h: [2, 2] }];
    expect([value("every", "remoteness", ps), value("every", "suspense", ps)]).toEqual([4, 2]);
    expect(selfPlay(ps, { kind: "every", misere: false })).toBe(2);
    expect(selfPlay(ps, { kind: "sum", misere: false })).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------
// Huge positions: closed forms, checked with exact integer rules of this file
// ---------------------------------------------------------------------------------------

/** ⌊√n⌋ by Newton's method. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  for (;;) {
    const y = (x + n / x) / 2n;
    if (y >= x && x * x <= n && (x + 1n) * (x + 1n) > n) return x;
    x = y === x ? x - 1n : y;
    if (x * x <= n && (x + 1n) * (x + 1n) > n) return x;
  }
}

/** Wythoff's P-positions are (⌊kφ⌋, ⌊kφ⌋ + k): ⌊kφ⌋ = ⌊(k + ⌊k√5⌋)/2⌋ exactly (k√5 is irrational for k > 0). */
function wythoffP(a: bigint, b: bigint): boolean {
  const [x, y] = a <= b ? [a, b] : [b, a];
  const k = y - x;
  return x === (k + isqrt(5n * k * k)) / 2n;
}

const wythoffOption = ([a, b]: [bigint, bigint], [x, y]: [bigint, bigint]): boolean =>
  x >= 0n && y >= 0n && ((x === a && y < b) || (y === b && x < a) || (x < a && a - x === b - y));

const bigPair = (text: string): [bigint, bigint] => {
  const m = /^\w+\((\d+),(\d+)\)$/.exec(text)!;
  return [BigInt(m[1]!), BigInt(m[2]!)];
};

/**
 * Suspense of a Euclid game by the stages of Euclid's algorithm: with q = ⌊big/small⌋ and
 * t the suspense of (small, big mod small), the positions of a stage with j multiples left
 * are worth t + 1 (t even: jump to the next stage), or, t odd, t + 1 for j = 1 (forced
 * there) and t + 2 for j ≥ 2 (move to j = 1). Checked against the brute force below.
 */
function euclidSuspense(a: bigint, b: bigint): number {
  const q: bigint[] = [];
  let [big, small] = a >= b ? [a, b] : [b, a];
  while (small > 0n) {
    q.push(big / small);
    [big, small] = [small, big % small];
  }
  let t = 0;
  for (let i = q.length - 1; i >= 0; i--) t = t % 2 === 1 && q[i]! >= 2n ? t + 2 : t + 1;
  return t;
}

const euclidOption = ([a, b]: [bigint, bigint], [x, y]: [bigint, bigint]): boolean => {
  if (a === 0n || b === 0n) return false;
  if (a <= b) return x === a && y >= 0n && y < b && (b - y) % a === 0n;
  return y === b && x >= 0n && x < a && (a - x) % b === 0n;
};

describe("huge positions answer from closed forms", () => {
  it("wythoff(10^30, 10^30 + 7): a 10-move game, every computer move legal and winning from N", () => {
    const a = 10n ** 30n;
    const s = new PlaySession(`wythoff(${a},${a + 7n})`);
    expect(s.position).toBe("wythoff(1000000000000000000000000000000,1000000000000000000000000000007)");
    expect(wythoffP(a, a + 7n)).toBe(false);
    expect(s.outcome()).toBe("N");
    const pick = seededInts(5);
    for (let ply = 0; ply < 10; ply++) {
      const before = bigPair(s.position);
      if (ply % 2 === 0) {
        const m = s.computerMove()!;
        const after = bigPair(m.position);
        expect(wythoffOption(before, after), m.text).toBe(true);
        expect(bigPair(s.position)).toEqual(after);
        if (!wythoffP(...before)) expect(wythoffP(...after), `${m.text} leaves an N-position`).toBe(true);
      } else {
        // a scripted move: some tokens from one pile or from both
        const [x, y] = before;
        const take = 1n + BigInt(pick(1000));
        const which = pick(3);
        const after: [bigint, bigint] =
          which === 0 && x >= take ? [x - take, y] : which === 1 && y >= take ? [x, y - take] : x >= take && y >= take ? [x - take, y - take] : [x, y - 1n];
        s.move(`wythoff(${after[0]},${after[1]})`);
        expect(wythoffP(...after)).toBe(false); // from a P-position every move leaves N
      }
    }
    // the closed-form test agrees with a brute force on small piles
    const P = new Set<string>();
    for (let x = 0; x < 60; x++)
      for (let y = 0; y < 60; y++) {
        const opts: [number, number][] = [];
        for (let k = 1; k <= x; k++) opts.push([x - k, y]);
        for (let k = 1; k <= y; k++) opts.push([x, y - k]);
        for (let k = 1; k <= Math.min(x, y); k++) opts.push([x - k, y - k]);
        if (!opts.some(([u, v]) => P.has(`${u},${v}`))) P.add(`${x},${y}`);
        expect(wythoffP(BigInt(x), BigInt(y)), `${x},${y}`).toBe(P.has(`${x},${y}`));
      }
  });

  it("the Euclid suspense fold of this file equals the brute force on every pair of piles below 40", () => {
    for (let a = 0; a < 40; a++) for (let b = 0; b < 40; b++) expect(euclidSuspense(BigInt(a), BigInt(b)), `${a},${b}`).toBe(value("sum", "suspense", [{ f: "euclid", a, b }]));
  });

  it("200 Euclid games of 60-digit piles under every: each computer move is legal in every unfinished game and lowers each suspense by one", () => {
    const pick = seededInts(3595);
    const digits = (): bigint => BigInt(Array.from({ length: 60 }, (_, i) => (i === 0 ? 1 + pick(9) : pick(10))).join(""));
    const games = Array.from({ length: 200 }, () => [digits(), digits()] as [bigint, bigint]);
    const s = new PlaySession(games.map(([a, b]) => `euclid(${a},${b})`).join(" + "), { compound: "every" });
    let pairs = games;
    let suspense = pairs.map(([a, b]) => euclidSuspense(a, b));
    const start = Math.max(...suspense);
    expect(s.outcome()).toBe(start % 2 === 1 ? "N" : "P");
    let plies = 0;
    while (!s.isOver()) {
      const m = s.computerMove()!;
      const after = m.position.split(" + ").map(bigPair);
      after.forEach((p, i) => {
        const before = pairs[i]!;
        if (suspense[i] === 0) expect(p).toEqual(before);
        else {
          expect(euclidOption(before, p), `euclid(${before}) -> euclid(${p})`).toBe(true);
          // Smith's strategy: the winner of a component delays, the loser hurries; either way one less
          expect(euclidSuspense(...p), `euclid(${before}) -> euclid(${p})`).toBe(suspense[i]! - 1);
        }
      });
      pairs = after;
      suspense = pairs.map(([a, b]) => euclidSuspense(a, b));
      plies++;
    }
    expect(plies).toBe(start);
    expect(s.winner()).toBe(start % 2 === 1 ? "first" : "second");
  });
});

// Found by the properties above and fixed: a complete list of exactly `limit` moves, the
// mirror image of a Chomp option (chomp keys a diagram and its transpose alike), and an
// unmoved component written in another order.
describe("fixed bugs", () => {
  it("legalMoves(limit) is complete when the limit is exactly the number of moves", () => {
    fc.assert(
      fc.property(fc.array(anyComp, { minLength: 1, maxLength: 2 }), (ps) => {
        const n = options({ kind: "sum", misere: false }, ps).length;
        if (n === 0) return;
        const listed = new PlaySession(stateText(ps)).legalMoves(n);
        expect(listed.moves).toHaveLength(n);
        expect(listed.complete, stateText(ps)).toBe(true);
      }),
      { numRuns: 50, seed: 31 },
    );
  });

  it("chomp: the mirror image of an option is not a move (chomp(2,3) -> chomp(1,2))", () => {
    // the options of the 2×3 board are chomp(2,1), chomp(2,2), chomp(1,3), chomp(2,3; 3,1), chomp(2,3; 3,2): not a single row of 2
    expect(moves({ f: "chomp", rows: [3, 3] }).map(print)).not.toContain("chomp(1,2; 2)");
    expect(() => new PlaySession("chomp(2,3)").move("chomp(1,2)")).toThrow(InputError);
    expect(() => new PlaySession("chomp(2,3)").move("chomp(2,3) -> chomp(3,2; 2,1,1)")).toThrow(InputError);
  });

  it("a move written as the whole position may write an unmoved component as the game's same position (kayles(5,3) for kayles(3,5))", () => {
    const s = new PlaySession("kayles(3,5) + nim(2)");
    s.move("kayles(5,3) + nim(1)");
    expect(s.position).toMatch(/nim\(1\)$/);
  });
});
