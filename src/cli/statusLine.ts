// The one-line status of long work on a terminal (stderr), shared by the solve commands.

/** A one-line status on stderr, on a terminal only, redrawn at most every 100 ms. */
export class Status {
  private last = 0;
  private shown = false;
  /** Shows `text`; unless `force`, only when the last line is 100 ms old. */
  update(text: string, force = false): void {
    if (!process.stderr.isTTY) return;
    const now = Date.now();
    if (!force && now - this.last < 100) return;
    this.last = now;
    this.shown = true;
    process.stderr.write(`\r\x1b[K${text}`);
  }
  clear(): void {
    if (this.shown) process.stderr.write("\r\x1b[K");
    this.shown = false;
  }
}
