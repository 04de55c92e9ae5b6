import { InputError } from "../errors.js";
import { parseHeapGame } from "../heap/parseHeapGame.js";
/**
 * Reads the game of a misère quotient: what {@link parseHeapGame} reads, and Nim written
 * "nim" or "0.333…" (every removal, no split), so that misereQuotient can say that Nim's
 * quotient is infinite.
 *
 * @throws InputError for a text that is no heap game
 */
export function parseMisereGame(text) {
    const t = typeof text === "string" ? text.trim() : text;
    if (typeof t === "string" && /^(nim|0\.3+(…|\.\.\.))$/i.test(t))
        return { code: "0.333…", name: "Nim", digits: [0, 3], tail: 3, unequal: false };
    if (typeof t === "string" && /^[0-9A-Fa-f]\.[0-9A-Fa-f]*[^0-9A-Fa-f]/.test(t)) {
        throw new InputError("an octal or hexadecimal take-and-break code such as 0.77 (digits 0-7, or 0-F)", t);
    }
    return parseHeapGame(t);
}
//# sourceMappingURL=parseMisereGame.js.map