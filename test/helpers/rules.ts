// The games of the expression language written straight from their rules, as text-in,
// text-out move generators, for brute-force checks of the analyser.
export type Pos = { kind: "nim"; heaps: number[] } | { kind: "wythoff" | "euclid"; a: number; b: number } | { kind: "strip"; n: number; cells: [number, number][] };

export function text(p: Pos): string {
  switch (p.kind) {
    case "nim":
      return `nim(${p.heaps.join(",")})`;
    case "wythoff":
    case "euclid":
      return `${p.kind}(${p.a},${p.b})`;
    case "strip": {
      const cells = [...p.cells].sort((x, y) => x[1] - y[1] || x[0] - y[0]);
      return `strip(${p.n}${cells.length ? `; ${cells.map(([r, c]) => `${r},${c}`).join(" ")}` : ""})`;
    }
  }
}

export function moves(p: Pos): Pos[] {
  const out: Pos[] = [];
  switch (p.kind) {
    case "nim":
      p.heaps.forEach((h, i) => {
        for (let v = 0; v < h; v++) out.push({ kind: "nim", heaps: p.heaps.map((x, j) => (j === i ? v : x)) });
      });
      break;
    case "wythoff":
      for (let k = 1; k <= p.a; k++) out.push({ ...p, a: p.a - k });
      for (let k = 1; k <= p.b; k++) out.push({ ...p, b: p.b - k });
      for (let k = 1; k <= Math.min(p.a, p.b); k++) out.push({ ...p, a: p.a - k, b: p.b - k });
      break;
    case "euclid":
      if (p.a > 0 && p.b > 0) {
        if (p.a > p.b) for (let k = 1; k * p.b <= p.a; k++) out.push({ ...p, a: p.a - k * p.b });
        else for (let k = 1; k * p.a <= p.b; k++) out.push({ ...p, b: p.b - k * p.a });
      }
      break;
    case "strip": {
      const has = (r: number, c: number) => p.cells.some(([x, y]) => x === r && y === c);
      for (let c = 1; c <= p.n; c++) {
        for (const r of [1, 2]) if (!has(r, c)) out.push({ ...p, cells: [...p.cells, [r, c]] });
        if (c < p.n && !has(1, c) && !has(2, c) && !has(1, c + 1) && !has(2, c + 1)) {
          out.push({ ...p, cells: [...p.cells, [1, c], [2, c], [1, c + 1], [2, c + 1]] });
        }
      }
      break;
    }
  }
  return out;
}

export const key = (ps: Pos[]): string => ps.map(text).join(" + ");
