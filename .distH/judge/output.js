const encoder = new TextEncoder();
/** A sink that collects everything as text (for tests and the library). */
export function memorySink() {
    const parts = [];
    const sink = (bytes) => {
        parts.push(bytes.slice());
    };
    const text = () => {
        const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const p of parts) {
            all.set(p, at);
            at += p.length;
        }
        return new TextDecoder().decode(all);
    };
    return Object.assign(sink, { text });
}
/**
 * Buffered output in big chunks: answers go into one buffer that is handed to the sink
 * when full and on {@link LineWriter.flush}. ASCII goes in byte by byte; other text is
 * UTF-8 encoded.
 */
export class LineWriter {
    sink;
    buf;
    at = 0;
    constructor(sink, size = 1 << 16) {
        this.sink = sink;
        this.buf = new Uint8Array(size);
    }
    /** Appends one byte (e.g. 48 for "0", 10 for a newline). */
    byte(b) {
        if (this.at === this.buf.length)
            this.flush();
        this.buf[this.at++] = b;
    }
    /** Appends a non-negative safe integer in decimal. */
    int(n) {
        if (this.at + 16 > this.buf.length)
            this.flush();
        const buf = this.buf;
        let start = this.at;
        let end = start;
        do {
            buf[end++] = 48 + (n % 10);
            n = Math.floor(n / 10);
        } while (n > 0);
        this.at = end;
        for (end--; start < end; start++, end--) {
            const t = buf[start];
            buf[start] = buf[end];
            buf[end] = t;
        }
    }
    /** Appends text. */
    write(s) {
        const n = s.length;
        if (this.at + 3 * n > this.buf.length) {
            this.flush();
            if (3 * n > this.buf.length)
                this.buf = new Uint8Array(3 * n);
        }
        const buf = this.buf;
        let at = this.at;
        for (let i = 0; i < n; i++) {
            const c = s.charCodeAt(i);
            if (c >= 128) {
                this.at += encoder.encodeInto(s, buf.subarray(this.at)).written;
                return;
            }
            buf[at++] = c;
        }
        this.at = at;
    }
    /** Appends text and a newline. */
    line(s) {
        this.write(s);
        this.byte(10);
    }
    /** Hands everything buffered to the sink. */
    flush() {
        if (this.at === 0)
            return;
        this.sink(this.buf.subarray(0, this.at));
        this.at = 0;
    }
}
//# sourceMappingURL=output.js.map