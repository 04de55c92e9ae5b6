// Internal: user text quoted inside an error message, kept on one line and short.

/** `"text"` with control characters escaped (\xNN) and long text cut to 40 characters. */
export function quote(text: string): string {
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
  return `"${printable.length > 40 ? `${printable.slice(0, 37)}...` : printable}"`;
}
