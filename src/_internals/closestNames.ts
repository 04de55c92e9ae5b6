/** Names longer than this get no suggestion: no known name is that long, and the distance would cost their length. */
const LONGEST = 64;

/** The edit distance (insertions, deletions, substitutions, each 1) between two strings, one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The candidates nearest to `name` by edit distance between keys (both through `key`, e.g.
 * squashName), at most `most`, nearest first (ties in the candidates' order): only those
 * within a third of the longer key's length (at least 1), so a name like nothing known gets none.
 *
 * @param name - what was typed
 * @param candidates - each with the keys it answers to (a name and its aliases)
 * @param key - the rule that makes two spellings one name
 * @param most - how many to return
 */
export function closestNames<T>(name: string, candidates: readonly { item: T; keys: readonly string[] }[], key: (s: string) => string, most = 3): T[] {
  const typed = key(name);
  if (typed.length === 0 || typed.length > LONGEST) return [];
  const scored: { item: T; distance: number; order: number }[] = [];
  candidates.forEach(({ item, keys }, order) => {
    let best = Infinity;
    for (const k of keys) {
      const other = key(k);
      const d = editDistance(typed, other);
      if (d <= Math.max(1, Math.floor(Math.max(typed.length, other.length) / 3))) best = Math.min(best, d);
    }
    if (best < Infinity) scored.push({ item, distance: best, order });
  });
  scored.sort((x, y) => x.distance - y.distance || x.order - y.order);
  return scored.slice(0, most).map((s) => s.item);
}
