// Internal: user text quoted inside an error message, kept on one line, short and visible.

/**
 * Characters a reader could not see or tell apart in a message: controls, format
 * characters (a byte-order mark U+FEFF, zero-width spaces, direction marks), separators
 * other than the plain space (a no-break space U+00A0), lone surrogates, private-use and
 * unassigned code points, and U+FFFD, which stands for bytes that were not UTF-8 (binary input).
 */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Z}\p{Cs}\p{Co}\p{Cn}\uFFFD]$/u;

/** One code point as it is shown: itself, or an escape (`\x00`, `\u00a0`, `\u{e0001}`). */
function visible(c: string): string {
  if (c === " " || !INVISIBLE.test(c)) return c;
  const code = c.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, "0")}`;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * `"text"` with invisible and unusual characters escaped (`\x00`, `\ufeff`, `\u00a0`) and
 * long text cut to about 40 characters, never inside a code point or an escape.
 */
export function quote(text: string): string {
  // only the first 41 code points are looked at (more is always cut): a 50 MB token costs no more than a short one
  const shown: string[] = [];
  for (const c of text) {
    if (shown.length === 41) break;
    shown.push(visible(c));
  }
  if (shown.length <= 40 && shown.join("").length <= 40) return `"${shown.join("")}"`;
  let out = "";
  for (const s of shown) {
    if (out.length + s.length > 37) break;
    out += s;
  }
  return `"${out}..."`;
}
