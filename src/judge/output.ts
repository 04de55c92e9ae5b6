import { writeSync } from "node:fs";

/** Where output bytes go. */
export type ByteSink = (bytes: Uint8Array) => void;

/** Thrown by {@link fdSink} when the reader has gone away (EPIPE): stop quietly. */
export class OutputClosed extends Error {
  override name = "OutputClosed";
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes to a file descriptor synchronously (e.g. 1 for stdout), waiting a millisecond
 * and retrying when a non-blocking descriptor is full (EAGAIN).
 *
 * @throws OutputClosed when the reading end is closed
 */
export function fdSink(fd: number): ByteSink {
  return (bytes) => {
    let at = 0;
    while (at < bytes.length) {
      try {
        at += writeSync(fd, bytes, at, bytes.length - at);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "EAGAIN") Atomics.wait(sleeper, 0, 0, 1);
        else if (code === "EPIPE") throw new OutputClosed("output closed");
        else throw e;
      }
    }
  };
}

/** A sink that collects everything as text (for tests and the library). */
export function memorySink(): ByteSink & { text(): string } {
  const parts: Uint8Array[] = [];
  const sink = (bytes: Uint8Array): void => {
    parts.push(bytes.slice());
  };
  return Object.assign(sink, { text: () => Buffer.concat(parts).toString("utf8") });
}

/**
 * Buffered output in big chunks: answers go into one buffer that is handed to the sink
 * when full and on {@link LineWriter.flush}. ASCII goes in byte by byte; other text is
 * UTF-8 encoded.
 */
export class LineWriter {
  private readonly sink: ByteSink;
  private buf: Uint8Array;
  private at = 0;

  constructor(sink: ByteSink, size = 1 << 16) {
    this.sink = sink;
    this.buf = new Uint8Array(size);
  }

  /** Appends one byte (e.g. 48 for "0", 10 for a newline). */
  byte(b: number): void {
    if (this.at === this.buf.length) this.flush();
    this.buf[this.at++] = b;
  }

  /** Appends a non-negative safe integer in decimal. */
  int(n: number): void {
    if (this.at + 16 > this.buf.length) this.flush();
    const buf = this.buf;
    let start = this.at;
    let end = start;
    do {
      buf[end++] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
    this.at = end;
    for (end--; start < end; start++, end--) {
      const t = buf[start]!;
      buf[start] = buf[end]!;
      buf[end] = t;
    }
  }

  /** Appends text. */
  write(s: string): void {
    const n = s.length;
    if (this.at + 3 * n > this.buf.length) {
      this.flush();
      if (3 * n > this.buf.length) this.buf = new Uint8Array(3 * n);
    }
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 128) {
        this.at += Buffer.from(buf.buffer, buf.byteOffset, buf.length).write(s, this.at, "utf8");
        return;
      }
      buf[at++] = c;
    }
    this.at = at;
  }

  /** Appends text and a newline. */
  line(s: string): void {
    this.write(s);
    this.byte(10);
  }

  /** Hands everything buffered to the sink. */
  flush(): void {
    if (this.at === 0) return;
    this.sink(this.buf.subarray(0, this.at));
    this.at = 0;
  }
}
