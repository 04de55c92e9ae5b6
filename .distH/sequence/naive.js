import { compileRules } from "./_internals/compile.js";
import { checkLength } from "./_internals/checkLength.js";
import { naiveFill } from "./_internals/naiveFill.js";
import { checkSequenceWork } from "./work.js";
import { Workspace } from "./_internals/workspace.js";
/**
 * Grundy values of heaps 0 … count − 1 by the definition: the mex over every option,
 * O(n) options per heap for octal games, so O(count²) in all. The reference the sparse
 * method is checked against; fine to a few hundred thousand heaps.
 *
 * @param rules - the heap game, e.g. `parseHeapGame("0.77")`
 * @param count - how many values (heaps 0 … count − 1)
 * @param options - progress reporting
 * @throws GrundyError when the work or memory is out of reach (see {@link checkSequenceWork})
 * @returns the values G(0), …, G(count − 1)
 * @example Array.from(naiveSequence(parseHeapGame("0.77"), 8)) // [0, 1, 2, 3, 1, 4, 3, 2]
 */
export function naiveSequence(rules, count, options = {}) {
    checkLength(count);
    checkSequenceWork(rules, count);
    const c = compileRules(rules);
    const ws = new Workspace(count);
    const step = 1 << 12;
    for (let n = 0; n < count; n += step) {
        const end = Math.min(count, n + step);
        naiveFill(c, ws, n, end);
        options.onProgress?.(end, count);
    }
    return ws.values;
}
//# sourceMappingURL=naive.js.map