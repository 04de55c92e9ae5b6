// An independent, deliberately plain take-and-break solver for tests: reads the digits
// of a code itself and enumerates every option of a heap (ordered splits included).

/** The digits of a code "d0.d1d2…", read with parseInt. */
export function codeDigits(code: string): number[] {
  const [d0, rest] = code.split(".");
  return [parseInt(d0!, 16), ...[...rest!].map((c) => parseInt(c, 16))];
}

/** Grundy values of heaps 0 … count − 1 of the code, straight from the definition. */
export function bruteTakeBreak(code: string, count: number, unequal = false): number[] {
  const digits = codeDigits(code);
  const G: number[] = [];
  for (let n = 0; n < count; n++) {
    const options = new Set<number>();
    digits.forEach((d, i) => {
      if (i > n) return;
      const r = n - i;
      if (d & 1 && r === 0 && i > 0) options.add(0);
      if (d & 2 && r >= 1 && i > 0) options.add(G[r]!);
      if (d & 4) for (let a = 1; a < r; a++) if (!unequal || a !== r - a) options.add(G[a]! ^ G[r - a]!);
      if (d & 8) for (let a = 1; a < r; a++) for (let b = 1; a + b < r; b++) options.add(G[a]! ^ G[b]! ^ G[r - a - b]!);
    });
    let g = 0;
    while (options.has(g)) g++;
    G.push(g);
  }
  return G;
}

/** The options of one heap under an octal code "0.d1d2…", written plainly: each a list of the heaps it leaves (digit bit 1 leave nothing, 2 one heap, 4 two heaps; splits a ≤ b once). */
export function octalOptions(code: string, n: number): number[][] {
  const out: number[][] = [];
  codeDigits(code)
    .slice(1)
    .forEach((d, i) => {
      const left = n - (i + 1);
      if (left < 0) return;
      if (d & 1 && left === 0) out.push([]);
      if (d & 2 && left > 0) out.push([left]);
      if (d & 4) for (let a = 1; 2 * a <= left; a++) out.push([a, left - a]);
    });
  return out;
}

/** Grundy values of a subtraction game (all-but: every positive s not in the set). */
export function bruteSubtraction(set: number[], count: number, allBut = false): number[] {
  const G: number[] = [];
  for (let n = 0; n < count; n++) {
    const options = new Set<number>();
    for (let s = 1; s <= n; s++) if (set.includes(s) !== allBut) options.add(G[n - s]!);
    let g = 0;
    while (options.has(g)) g++;
    G.push(g);
  }
  return G;
}

/** Reads a TSV fixture into objects keyed by its header. */
export function readTsv(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trimEnd().split("\n");
  const keys = head!.split("\t");
  return lines.map((l) => Object.fromEntries(l.split("\t").map((v, i) => [keys[i]!, v])));
}
