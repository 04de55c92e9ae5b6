import { GrundyError } from "../errors.js";
import { readSync, writeSync } from "node:fs";
import type { ByteSink } from "./output.js";
import type { ByteSource } from "./byteSource.js";

/** Thrown by {@link fdSink} when the reader has gone away (EPIPE): stop quietly. */
export class OutputClosed extends Error {
  override name = "OutputClosed";
}

let sleeper: Int32Array | undefined;

/** Blocks for about a millisecond (a descriptor said EAGAIN: not ready yet). */
function pause(): void {
  sleeper ??= new Int32Array(new SharedArrayBuffer(4));
  Atomics.wait(sleeper, 0, 0, 1);
}

/**
 * Reads a file descriptor synchronously (e.g. 0 for stdin). A descriptor opened
 * non-blocking (a pipe from some parents) may report EAGAIN when no data is ready yet:
 * the read then waits a millisecond and tries again. Node only.
 *
 * @param fd - the file descriptor
 * @returns a byte source over it
 */
export function fdSource(fd: number): ByteSource {
  return {
    read(into, offset) {
      for (;;) {
        try {
          return readSync(fd, into, offset, into.length - offset, null);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === "EAGAIN") pause();
          else if (code === "EOF") return 0;
          else throw new GrundyError(`cannot read the input: ${code ?? String(e)}`);
        }
      }
    },
  };
}

/**
 * Writes to a file descriptor synchronously (e.g. 1 for stdout), waiting a millisecond
 * and retrying when a non-blocking descriptor is full (EAGAIN). Node only.
 *
 * @param fd - the file descriptor
 * @returns a sink writing everything it is handed
 * @throws OutputClosed when the reading end is closed
 * @throws GrundyError on any other write error (e.g. a full disk: ENOSPC)
 */
export function fdSink(fd: number): ByteSink {
  return (bytes) => {
    let at = 0;
    while (at < bytes.length) {
      try {
        at += writeSync(fd, bytes, at, bytes.length - at);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "EAGAIN") pause();
        else if (code === "EPIPE") throw new OutputClosed("output closed");
        else throw new GrundyError(`cannot write the output: ${code ?? String(e)}`);
      }
    }
  };
}
