/**
 * `"text"` with invisible and unusual characters escaped (`\x00`, `\ufeff`, `\u00a0`) and
 * long text cut to about 40 characters, never inside a code point or an escape.
 */
export declare function quote(text: string): string;
