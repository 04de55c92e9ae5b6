/** Where bytes come from: fills `into` from `offset` on and returns how many; 0 at the end. */
export interface ByteSource {
    read(into: Uint8Array, offset: number): number;
}
/** Options of {@link TokenReader}. */
export interface TokenReaderOptions {
    /** Initial buffer size in bytes (it grows for longer tokens). @defaultValue 1 MiB */
    bufferSize?: number;
    /** The longest token read, in bytes; a longer one is an InputError. @defaultValue {@link MAX_TOKEN_LENGTH} */
    maxTokenLength?: number;
}
/**
 * The longest token the reader takes: 10^8 characters (a number of 10^8 digits, about
 * 332 million bits; V8's bigints end near 10^9 bits, its strings at 2^29 characters).
 * A longer token is an InputError naming its line, read no further.
 */
export declare const MAX_TOKEN_LENGTH = 100000000;
/**
 * A byte source over text or bytes, handed out in chunks of the given sizes (cycling),
 * e.g. to test tokens split across reads.
 *
 * @param input - the whole input
 * @param chunkSizes - sizes of successive reads (default: as much as fits)
 */
export declare function memorySource(input: string | Uint8Array, chunkSizes?: readonly number[]): ByteSource;
/** How many numbers the judge solvers read per {@link TokenReader.naturals} call. */
export declare const NUMBER_BLOCK = 4096;
/**
 * An array for {@link TokenReader.naturals}: a plain array, so that V8 stores and reads
 * small integers in it without allocating, even before it optimises the caller.
 */
export declare function numberBlock(): number[];
/**
 * A streaming, line-aware reader of whitespace-separated tokens, as online judges read
 * input: numbers may be split across lines, lines may end in CRLF, the last line may
 * lack its newline. Memory stays at one buffer however long the input. Works anywhere
 * (no Node API); `fdSource` in fd.ts reads a file descriptor under Node.
 *
 * Errors are {@link InputError}s naming the line of the offending token (or of the last
 * token when the input ends too soon).
 *
 * @example
 * const r = new TokenReader(memorySource("2 1\r\n8 4"));
 * r.natural("a pile size") // 2
 */
export declare class TokenReader {
    private readonly source;
    private buf;
    private pos;
    private end;
    private eof;
    /** Line at `pos`. */
    private lineAt;
    private tokenLine;
    /** Where the last token read lies in the buffer (valid until the next read). */
    private lastFrom;
    private lastTo;
    /** {@link natural}'s one-number block */
    private readonly one;
    private readonly maxTokenLength;
    /** The line of the last token read (1 before any): where an error about it is. */
    get line(): number;
    constructor(source: ByteSource, options?: TokenReaderOptions);
    /** Moves the unread bytes to the front and reads more; false at the end of input. */
    private refill;
    /** Skips whitespace; true when a token follows. */
    private skip;
    /** Whether another token follows (skipping whitespace). */
    hasMore(): boolean;
    /**
     * The end of the token starting at `pos`, reading more input until it is whole
     * (reading may move the token to the front of the buffer: `pos` stays its start).
     */
    private tokenEnd;
    /**
     * Takes the whole token starting at `pos` (after `skip()` found one): notes its
     * line and moves `pos` past it. Returns its start; it ends at the new `pos`.
     */
    private takeToken;
    /** The next token as text (for messages and for tokens that are not numbers). */
    private text;
    /**
     * Reads many numbers at once: up to `max` short plain numbers (at most 15 digits, each
     * followed by whitespace inside the buffer) into `into`, in one loop — a judge run is
     * short, so its hot loop must be one that V8 optimises early. Stops before the first
     * token that needs {@link natural}'s care (a long or malformed token, one at the end
     * of the buffer, one after a \v or \f) and at the end of input; the caller reads that
     * one with {@link natural}, which reports an error with its line. {@link natural} is
     * this with a block of one.
     *
     * @param into - where the numbers go, from index 0 (see `numberBlock`)
     * @param max - at most this many (≤ into.length)
     * @returns how many numbers were read
     */
    naturals(into: number[], max: number): number;
    /**
     * Reads a non-negative decimal integer of any size.
     *
     * @param what - what is expected, for the error message (e.g. "a pile size")
     * @returns a number when below 2^53, else a bigint
     * @throws InputError when the input ends or the token is not a non-negative integer
     */
    natural(what: string): number | bigint;
    /**
     * Like {@link natural}, but null when the input ends before the token (where a new test
     * case may start or the input may end).
     */
    naturalOrEnd(what: string): number | bigint | null;
    /** {@link natural} for tokens that cross a read, are long, or are malformed. */
    private naturalSlow;
    /**
     * Reads a non-negative decimal integer below 2^64 as two numbers, without a bigint:
     * parts[0] = the high 32 bits, parts[1] = the low 32 bits (for keys of huge boards kept
     * in typed arrays).
     *
     * @param what - what is expected, for the error message
     * @param parts - where the two halves go
     * @returns false when the number is 2^64 or more (parts then hold nothing useful)
     * @throws InputError when the input ends or the token is not a non-negative integer
     */
    naturalParts(what: string, parts: number[]): boolean;
    /** The text of the last token read, as it was written (e.g. for a range error). */
    lastToken(): string;
    /**
     * Reads a count (of games, cases, cells): a non-negative integer. Counts past 2^53 are
     * returned as Infinity (the input ends long before).
     */
    count(what: string): number;
    /**
     * Reads the next token as text, without checking it (e.g. for trailing garbage).
     * @returns the token, or null at the end of input
     */
    token(): string | null;
}
