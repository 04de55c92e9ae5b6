// A brute force of every built-in family for the play session's tests, written here from
// the rules: plain memoised recursions over whole compound positions (tuples of
// components), with moves, texts and keys of their own. None of the library's engine,
// analyze, closed forms or PlaySession computes an expected value here; the session's texts
// are read back by a small parser of this file. Also: drivers that play a session against
// a random or a perfect opponent and check each position against the brute force.
import fc from "fast-check";
import { expect } from "vitest";
import { InputError, PlaySession, type PlayOptions } from "../../src/index.js";
import { seededInts } from "../../src/_internals/random.js";

// ---------------------------------------------------------------------------------------
// Components: positions of each family, their texts and their moves, from the rules
// ---------------------------------------------------------------------------------------

export type Cell = [row: number, column: number];
export type Comp =
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
export const OCTAL: Record<string, string> = {
  kayles: "0.77",
  dawson: "0.07",
  dawsonschess: "0.137",
  officers: "0.6",
  treblecross: "0.007",
  doublekayles: "0.7777",
};

export const sortNum = (h: readonly number[]): number[] => h.filter((x) => x > 0).sort((x, y) => x - y);
export const sortCells = (cells: readonly Cell[]): Cell[] => [...cells].sort((x, y) => x[1] - y[1] || x[0] - y[0]);

/** The component written in the expression language. */
export function print(c: Comp): string {
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
export function canon(c: Comp): string {
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

export const ints = (s: string): number[] =>
  s
    .split(/[\s,]+/)
    .filter((x) => x !== "")
    .map(Number);

/** Reads a component as the session writes it. */
export function parseComp(text: string): Comp {
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
export function octalHeap(code: string, n: number): number[][] {
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
export const replaceHeap = (h: readonly number[], i: number, parts: number[]): number[] => [...h.slice(0, i), ...parts, ...h.slice(i + 1)];

/** Every option of a heap game, one heap at a time. */
export const heapMoves = (h: readonly number[], one: (n: number) => number[][]): number[][] => h.flatMap((n, i) => one(n).map((parts) => replaceHeap(h, i, parts)));

/** The options of a component, from its rules. */
export function moves(c: Comp): Comp[] {
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

export type Kind = "sum" | "selective" | "conjunctive" | "every";
export type State = Comp[];

export const stateKey = (ps: State): string => ps.map(canon).join(" + ");
export const stateText = (ps: State): string => ps.map(print).join(" + ");
export const readState = (text: string): State => text.split(" + ").map(parseComp);

export const product = <T>(lists: T[][]): T[][] => lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);

export const movesMemo = new Map<string, State[]>();
/** The options of a compound position under its rule (each position once), memoised by its text as written (the options keep its writing). */
export function compoundMoves(kind: Kind, ps: State): State[] {
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

export type Measure = "wins" | "misereWins" | "remoteness" | "misereRemoteness" | "suspense";
export const values = new Map<string, number>();

/**
 * Straight from the definitions. wins: some option is lost. Misère: no move is a win.
 * Remoteness (Smith): 0 at the end; the winner goes to the least even option, the loser to
 * the greatest; odd ⇔ the mover wins. Misère remoteness: the same with odd and even
 * exchanged (0 is a win). Suspense: the winner goes to the greatest even option, the loser
 * to the least.
 */
export function value(kind: Kind, measure: Measure, ps: State): number {
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

export interface Rules {
  kind: Kind;
  misere: boolean;
}
export const optionsOf = (r: Rules, budget?: number): PlayOptions => ({ compound: r.kind, play: r.misere ? "misere" : "normal", ...(budget !== undefined ? { budget } : {}) });
/** Whether the player to move wins, by the brute force. */
export const wins = (r: Rules, ps: State): boolean => value(r.kind, r.misere ? "misereWins" : "wins", ps) === 1;
export const options = (r: Rules, ps: State): State[] => compoundMoves(r.kind, ps);
/** How long the game lasts between two perfect players, on the compound game itself. */
export const length = (r: Rules, ps: State): number => value(r.kind, r.misere ? "misereRemoteness" : r.kind === "every" ? "suspense" : "remoteness", ps);

// ---------------------------------------------------------------------------------------
// Random small positions of every family
// ---------------------------------------------------------------------------------------

export const heapsArb = (max: number, most = 2): fc.Arbitrary<number[]> => fc.array(fc.integer({ min: 0, max }), { minLength: 1, maxLength: most });

export const FAMILY_ARBS: Record<string, fc.Arbitrary<Comp>> = {
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
export const FAMILY_NAMES = Object.keys(FAMILY_ARBS);
export const anyComp = fc.oneof(...Object.values(FAMILY_ARBS));

/** A tiny component, for compounds whose options multiply (selective, every, conjunctive). */
export const tinyComp: fc.Arbitrary<Comp> = fc.oneof(
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

export const now = (s: PlaySession): State => readState(s.position);
export const keyNow = (s: PlaySession): string => stateKey(now(s));
export const optionKeys = (r: Rules, ps: State): Set<string> => new Set(options(r, ps).map(stateKey));

/** The move from `ps` to `to` written `from -> to`, one part per component that changes. */
export function arrowText(s: PlaySession, ps: State, to: State): string {
  return ps.flatMap((p, i) => (canon(p) === canon(to[i]!) ? [] : [`${s.components[i]} -> ${print(to[i]!)}`])).join("; ");
}

/** Whether two components print alike (then `from -> to` may move either: the same game). */
export const ambiguous = (ps: State): boolean => new Set(ps.map(print)).size < ps.length;

/** Plays `to` (an option of the current position) by text, as a position or as `from -> to`, and checks where it went. */
export function playText(s: PlaySession, r: Rules, to: State, asArrow: boolean): void {
  const ps = now(s);
  s.move(asArrow ? arrowText(s, ps, to) : stateText(to));
  const after = now(s);
  if (asArrow && ambiguous(ps)) {
    expect(optionKeys(r, ps).has(stateKey(after))).toBe(true);
    expect(wins(r, after)).toBe(wins(r, to));
  } else expect(stateKey(after)).toBe(stateKey(to));
}

/** One computer move, checked: legal, and winning from a won position. */
export function computerMoves(s: PlaySession, r: Rules): void {
  const ps = now(s);
  const m = s.computerMove();
  expect(m, stateText(ps)).not.toBeNull();
  const after = now(s);
  expect(optionKeys(r, ps).has(stateKey(after)), `${stateText(ps)}: ${m!.text}`).toBe(true);
  if (wins(r, ps)) expect(wins(r, after), `${stateText(ps)}: the computer played ${m!.text}, not a winning move`).toBe(false);
}

export type Opponent = "random" | "perfect";

/**
 * A game of the computer against a scripted player; returns who won by the rules (the
 * brute force's view: the player who cannot move loses under normal play, wins under misère),
 * after checking that the session agrees, and walks the history back and forth.
 */
export function playGame(ps: State, r: Rules, computer: "first" | "second", opponent: Opponent, seed: number, budget?: number): "first" | "second" {
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
export function selfPlay(ps: State, r: Rules): number {
  const s = new PlaySession(stateText(ps), optionsOf(r));
  let n = 0;
  while (!s.isOver()) {
    computerMoves(s, r);
    if (++n > 500) throw new Error(`${stateText(ps)}: no end in sight`);
  }
  return n;
}

/** Nearby positions of the same game that are not options of c (nor c itself). */
export function nonOptions(c: Comp): Comp[] {
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
export function checkPosition(ps: State, r: Rules, seed: number): void {
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
