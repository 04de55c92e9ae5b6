/** Where output bytes go. */
export type ByteSink = (bytes: Uint8Array) => void;
/** A sink that collects everything as text (for tests and the library). */
export declare function memorySink(): ByteSink & {
    text(): string;
};
/**
 * Buffered output in big chunks: answers go into one buffer that is handed to the sink
 * when full and on {@link LineWriter.flush}. ASCII goes in byte by byte; other text is
 * UTF-8 encoded.
 */
export declare class LineWriter {
    private readonly sink;
    private buf;
    private at;
    constructor(sink: ByteSink, size?: number);
    /** Appends one byte (e.g. 48 for "0", 10 for a newline). */
    byte(b: number): void;
    /** Appends a non-negative safe integer in decimal. */
    int(n: number): void;
    /** Appends text. */
    write(s: string): void;
    /** Appends text and a newline. */
    line(s: string): void;
    /** Hands everything buffered to the sink. */
    flush(): void;
}
