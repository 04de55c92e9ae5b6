// Expressions from a file or standard input (`grundy analyze -`, `--file F`; `grundy play
// --file F`): one argument is limited by the system to 128 KiB, a position written to a file
// is not. One expression a line (blank lines and lines starting with # are skipped), or the
// whole input as one expression (its lines joined by spaces).
import { closeSync, openSync, readSync } from "node:fs";
import { GrundyError } from "../errors.js";
/** The most input read (64 MiB): a longer file is refused in one line. */
export const MAX_INPUT_BYTES = 64 * 2 ** 20;
/** The whole of a file ("-": standard input), at most {@link MAX_INPUT_BYTES}. */
export function readInput(file, command) {
    const name = file === "-" ? "standard input" : file;
    let fd;
    try {
        fd = file === "-" ? 0 : openSync(file, "r");
    }
    catch (e) {
        throw new GrundyError(`grundy ${command}: cannot read ${name}: ${e.code ?? String(e)}`);
    }
    const chunks = [];
    let total = 0;
    try {
        const buffer = Buffer.alloc(2 ** 20);
        for (;;) {
            let n;
            try {
                n = readSync(fd, buffer, 0, buffer.length, null);
            }
            catch (e) {
                const code = e.code;
                if (code === "EAGAIN")
                    continue;
                if (code === "EOF")
                    break;
                throw new GrundyError(`grundy ${command}: cannot read ${name}: ${code ?? String(e)}`);
            }
            if (n === 0)
                break;
            total += n;
            if (total > MAX_INPUT_BYTES)
                throw new GrundyError(`grundy ${command}: ${name} is longer than ${MAX_INPUT_BYTES / 2 ** 20} MiB, the most an input may be`);
            chunks.push(Buffer.from(buffer.subarray(0, n)));
        }
    }
    finally {
        if (fd !== 0)
            closeSync(fd);
    }
    return Buffer.concat(chunks).toString("utf8");
}
/**
 * The expressions of an input: one a line (blank lines and `#` comments skipped), or, when
 * `whole`, the whole input as one (its lines joined by spaces; `#` comment lines left out).
 */
export function expressionsOf(text, whole) {
    const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
    const kept = lines.map((l, i) => ({ text: l.trim(), line: i + 1 })).filter((l) => l.text !== "" && !l.text.startsWith("#"));
    if (!whole)
        return kept;
    return kept.length === 0 ? [] : [{ text: kept.map((l) => l.text).join(" "), line: kept[0].line }];
}
//# sourceMappingURL=expressionInput.js.map