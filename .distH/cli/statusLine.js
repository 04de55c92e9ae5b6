// One status line on stderr for long work: shown on a terminal only, redrawn at most every 100 ms.
/** A one-line status on stderr, on a terminal only, redrawn at most every 100 ms. */
export class Status {
    last = 0;
    shown = false;
    /** Shows `text`; unless `force`, only when the last line is 100 ms old. */
    update(text, force = false) {
        if (!process.stderr.isTTY)
            return;
        const now = Date.now();
        if (!force && now - this.last < 100)
            return;
        this.last = now;
        this.shown = true;
        process.stderr.write(`\r\x1b[K${text}`);
    }
    clear() {
        if (this.shown)
            process.stderr.write("\r\x1b[K");
        this.shown = false;
    }
}
//# sourceMappingURL=statusLine.js.map