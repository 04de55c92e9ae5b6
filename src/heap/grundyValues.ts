/**
 * A Grundy sequence G(0), G(1), …: 16-bit entries while every value fits, 32-bit after.
 * Half the memory of 32-bit storage for the octal games of interest, whose values stay small.
 */
export type GrundyValues = Uint16Array | Uint32Array;
