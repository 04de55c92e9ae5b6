// The play brute force (see ../playBrute.ts): each family's positions, texts and moves, from the rules.

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
