// Remoteness and suspense straight from their definitions (Smith 1966), by plain recursion.
export function bruteSmith<S>(moves: (s: S) => S[], key: (s: S) => string, kind: "remoteness" | "suspense"): (s: S) => number {
  const memo = new Map<string, number>();
  const solve = (s: S): number => {
    const k = key(s);
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    const vs = moves(s).map(solve);
    let r: number;
    if (vs.length === 0) r = 0;
    else {
      const losingForOpponent = vs.filter((v) => v % 2 === 0); // options where the opponent loses
      if (losingForOpponent.length > 0) r = 1 + (kind === "remoteness" ? Math.min(...losingForOpponent) : Math.max(...losingForOpponent));
      else r = 1 + (kind === "remoteness" ? Math.max(...vs) : Math.min(...vs));
    }
    memo.set(k, r);
    return r;
  };
  return solve;
}
