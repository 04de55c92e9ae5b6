/** The rows of a character's glyph (an unknown character draws as '?'). */
export declare function glyph(ch: string): readonly number[];
export declare const GLYPH_WIDTH = 5;
export declare const GLYPH_HEIGHT = 7;
