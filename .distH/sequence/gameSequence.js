import { GameError, GrundyError } from "../errors.js";
import { chooseMask } from "./mask.js";
import { findPeriodByTheorem } from "./periodicity.js";
import { rareValues } from "./analyze.js";
/** The last heap computed by default for a game known by its moves only (its moves' cost is unknown). */
export const GAME_SEQUENCE_DEFAULT_TO = 1000;
/** The most options a sequence of a game known by its moves examines (a user's moves function: tens of seconds). */
export const GAME_SEQUENCE_MAX_OPTIONS = 1e8;
/** The most heaps of such a sequence (4 bytes a value: 64 MiB). */
export const GAME_SEQUENCE_MAX_HEAPS = 2 ** 24;
const fmt = (n) => n.toLocaleString("en-US");
/**
 * G(0) … G(count − 1) of a heap game given by its moves, naively.
 *
 * @throws GameError when an option holds a heap that is not smaller than the heap moved from
 */
export function gameSequence(game, as, count, onProgress, maxOptions = GAME_SEQUENCE_MAX_OPTIONS) {
    if (count > GAME_SEQUENCE_MAX_HEAPS) {
        throw new GrundyError(`${game.name}: heaps 0 … ${fmt(count - 1)} are more than a game known by its moves is computed for (at most ${fmt(GAME_SEQUENCE_MAX_HEAPS)} heaps, 4 bytes a value)`);
    }
    const values = new Uint32Array(count);
    const seen = [];
    let options = 0;
    for (let n = 0; n < count; n++) {
        seen.length = 0;
        for (const option of game.moves(as.heap(n))) {
            if (++options > maxOptions) {
                throw new GrundyError(`${game.name}: stopped at heap ${fmt(n)} of 0 … ${fmt(count - 1)}: ${fmt(maxOptions)} options examined, the most for a game known by its moves; ask for fewer heaps (a last heap, --to, of at most ${Math.max(0, n - 1)}), or give the family heap rules (rules: parseHeapGame(code)) for the fast methods`);
            }
            let x = 0;
            for (const h of as.heaps(option)) {
                if (!(Number.isInteger(h) && h >= 0 && h < n)) {
                    throw new GameError(`${game.name}: a move from a heap of ${n} left a heap of ${h}: the options of a heap game are smaller heaps`);
                }
                x ^= values[h];
            }
            seen[x] = 1;
        }
        let g = 0;
        while (seen[g] === 1)
            g++;
        values[n] = g;
        if (onProgress && (n & 0xff) === 0)
            onProgress(n, count);
    }
    return values;
}
/**
 * The report of {@link analyzeHeapGame} for a heap game known by its moves: the values, an
 * apparent period (no theorem proves one), the largest value and the rare values.
 *
 * @param name - the game's name (its report's code and name)
 */
export function gameSequenceReport(name, game, as, options = {}) {
    const to = options.to ?? GAME_SEQUENCE_DEFAULT_TO;
    const values = gameSequence(game, as, to + 1, options.onProgress, options.maxOptions);
    const rules = { code: name, name, digits: [], tail: 0, unequal: false };
    let largest = { value: 0, at: 0 };
    values.forEach((v, n) => {
        if (v > largest.value)
            largest = { value: v, at: n };
    });
    return { rules, values, largest, rare: rareValues(values, chooseMask(values).mask), period: findPeriodByTheorem(values, null) };
}
//# sourceMappingURL=gameSequence.js.map