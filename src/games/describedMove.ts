// A move typed the way a view describes it. A view says a move in words ("bite at row 2,
// column 3", "cut edge 3–4 (2 more fell)"); the same words, or a shorter form of them, read
// back as that move: the typed text is matched against the description of every option, so
// a view that describes its moves gets typed moves for free.
//
// The rule, on tokens (numbers, and words of letters; "2×1" is one word): the typed tokens
// must appear in the description in the same order, a typed word as the start of a
// description word ("col" for "column"), and every number of the description outside
// parentheses must be typed; "3–4" may be typed "4-3". So "bite at row 2, column 3",
// "bite 2,3", "row 2 col 3" and "2 3" all read as "bite at row 2, column 3"; "3-4" and
// "cut 3–4" as "cut edge 3–4 (2 more fell)". Words and numbers in parentheses, and these filler words, may be left out or typed.

/** Typed words that are skipped: they help a sentence read and name nothing. */
const FILLER: ReadonlySet<string> = new Set(["a", "an", "the", "at", "on", "in", "of", "to", "and", "from", "with", "by", "you", "i"]);

/** One token of a description: its text, whether it is a number, whether it may be left out. */
interface Token {
  readonly text: string;
  readonly number: boolean;
  readonly optional: boolean;
}

/** The tokens of a text: numbers and words (lower case; "2x1" and "2×1" are the word "2×1"), those inside parentheses optional. */
export function moveTokens(text: string): Token[] {
  const out: Token[] = [];
  let depth = 0;
  const re = /(\d+\s*[×x]\s*\d+)|(\d+)|(\p{L}+)|([()[\]])/gu;
  for (const m of text.toLowerCase().matchAll(re)) {
    if (m[4] !== undefined) {
      depth = Math.max(0, depth + (m[4] === "(" || m[4] === "[" ? 1 : -1));
      continue;
    }
    const optional = depth > 0;
    if (m[1] !== undefined) out.push({ text: m[1].replace(/\s|x/g, (c) => (c === "x" ? "×" : "")), number: false, optional: true });
    else if (m[2] !== undefined) out.push({ text: String(BigInt(m[2])), number: true, optional });
    else out.push({ text: m[3]!, number: false, optional: true });
  }
  return out;
}

/**
 * Whether typed text reads as a move's description: its tokens (filler words dropped) appear
 * in the description in order, each word the start of a description word, each number equal,
 * and every number of the description outside parentheses is among them.
 *
 * @param typed - what the user typed, e.g. "bite 2,3"
 * @param description - the view's words for the move, e.g. "bite at row 2, column 3"
 */
export function readsAs(typed: string, description: string): boolean {
  // an edge or a range "3–4" reads either way round ("4-3")
  const swapped = description.replace(/(\d+)\s*[–-]\s*(\d+)/g, "$2–$1");
  return readsInOrder(typed, description) || (swapped !== description && readsInOrder(typed, swapped));
}

/** {@link readsAs} with the description's numbers in its own order. */
function readsInOrder(typed: string, description: string): boolean {
  const t = moveTokens(typed).filter((x) => x.number || !FILLER.has(x.text));
  if (t.length === 0) return false;
  const d = moveTokens(description);
  // reach[j]: the first j description tokens can be consumed by the typed tokens read so far
  // (a required one only by a typed token); one row per typed token, no recursion
  let reach = new Array<boolean>(d.length + 1).fill(false);
  reach[0] = true;
  for (let j = 0; j < d.length && (d[j]!.optional || !d[j]!.number); j++) reach[j + 1] = true;
  for (const x of t) {
    const next = new Array<boolean>(d.length + 1).fill(false);
    for (let j = 0; j < d.length; j++) {
      if (!reach[j]) continue;
      // x matches d[j], after skipping the tokens before j that may be skipped (done by reach)
      const y = d[j]!;
      if (x.number === y.number && (x.number ? x.text === y.text : y.text.startsWith(x.text))) next[j + 1] = true;
    }
    // after a match, skip optional tokens and words
    for (let j = 0; j < d.length; j++) if (next[j] && (d[j]!.optional || !d[j]!.number)) next[j + 1] = true;
    reach = next;
  }
  return reach[d.length]!;
}

/** The numbers of a description outside parentheses, e.g. "2 3" for "bite at row 2, column 3": its shortest typed form. */
export function shortForm(description: string): string {
  return moveTokens(description)
    .filter((x) => x.number && !x.optional)
    .map((x) => x.text)
    .join(" ");
}

/** An option whose description the typed text reads as. */
export interface DescribedOption<P> {
  /** The position the move leaves. */
  readonly to: P;
  /** The view's words for it. */
  readonly words: string;
}

/**
 * The options of a position whose description (by `describe`) the typed text reads as
 * ({@link readsAs}); one per distinct key (the same position reached two ways is one move).
 *
 * @param describe - the view's `describe`
 * @param from - the position moved from
 * @param options - its options (stopped after `most`)
 * @param key - a position's key, to merge options that are the same position
 * @param typed - what the user typed
 */
export function describedOptions<P>(
  describe: (from: P, to: P) => string | undefined,
  from: P,
  options: Iterable<P>,
  key: (p: P) => unknown,
  typed: string,
  most = 100_000,
): DescribedOption<P>[] {
  const out: DescribedOption<P>[] = [];
  const seen = new Set<string>();
  let n = 0;
  for (const to of options) {
    if (++n > most) break;
    const words = describe(from, to);
    if (words === undefined || !readsAs(typed, words)) continue;
    const k = String(key(to));
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ to, words });
  }
  return out;
}
