/**
 * A Grundy sequence G(0), G(1), …: 16-bit entries while every value fits, 32-bit after.
 * Half the memory of 32-bit storage for the octal games of interest, whose values stay small.
 */
export type GrundyValues = Uint16Array | Uint32Array;
/**
 * Options shared by the sequence methods.
 */
export interface SequenceOptions {
    /** Called now and then with the number of values computed so far and the total. */
    onProgress?: (done: number, total: number) => void;
}
/** The largest count a sequence method accepts (values for heaps 0 … count − 1). */
export declare const MAX_SEQUENCE_LENGTH: number;
