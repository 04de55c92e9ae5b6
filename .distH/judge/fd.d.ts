import type { ByteSink } from "./output.js";
import type { ByteSource } from "./tokens.js";
/** Thrown by {@link fdSink} when the reader has gone away (EPIPE): stop quietly. */
export declare class OutputClosed extends Error {
    name: string;
}
/**
 * Reads a file descriptor synchronously (e.g. 0 for stdin). A descriptor opened
 * non-blocking (a pipe from some parents) may report EAGAIN when no data is ready yet:
 * the read then waits a millisecond and tries again. Node only.
 *
 * @param fd - the file descriptor
 * @returns a byte source over it
 */
export declare function fdSource(fd: number): ByteSource;
/**
 * Writes to a file descriptor synchronously (e.g. 1 for stdout), waiting a millisecond
 * and retrying when a non-blocking descriptor is full (EAGAIN). Node only.
 *
 * @param fd - the file descriptor
 * @returns a sink writing everything it is handed
 * @throws OutputClosed when the reading end is closed
 * @throws GrundyError on any other write error (e.g. a full disk: ENOSPC)
 */
export declare function fdSink(fd: number): ByteSink;
