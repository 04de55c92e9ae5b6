import { nimSumBig } from "../../core/nim.js";
import { InputError } from "../../errors.js";
import { family } from "../_internals/familyRecord.js";
import { mooreIsP, mooreWinningMoves, toEngine } from "./closedForms.js";
import { mooreRules, print } from "./rules.js";
import { mooreView } from "./view.js";
const USAGE = "moore(k; h1,h2,…)";
/** `moore(k; h1,h2,…)`: Moore's Nim_k; P-positions and winning moves exact at any size (Moore's theorem). */
export const mooreFamily = family({
    name: "moore",
    view: mooreView,
    usage: USAGE,
    summary: "Moore's Nim: take any positive numbers of tokens from at least one and at most k heaps",
    game: mooreRules,
    read(args) {
        args.sections(2);
        const [kAtom] = args.atoms(0);
        const [k] = args.ints(0, 1, "k, the most heaps a move may take from");
        if (k === 0n)
            throw new InputError(`k ≥ 1, the most heaps a move may take from, in ${USAGE}`, "0", { column: kAtom.column });
        if (args.call.sections.length < 2) {
            const column = kAtom.column + (kAtom.kind === "int" ? kAtom.text.length : 1);
            throw new InputError(`";" then the heaps after k in ${USAGE}`, ")", { column });
        }
        return { k: k, heaps: args.ints(1, undefined, "heap sizes") };
    },
    print,
    // k = 1 is Nim, and a P-position is worth 0 at any size. Other Grundy values have no
    // known closed form: undefined leaves them to the engine, within the analysis's budget.
    grundy(p) {
        if (p.k === 1n)
            return nimSumBig(p.heaps);
        if (mooreIsP(p))
            return 0n;
        return toEngine(p, "its Grundy value");
    },
    isP: mooreIsP,
    movesTo(p, target, limit) {
        if (target === 0n)
            return mooreIsP(p) ? { moves: [], complete: true } : mooreWinningMoves(p, limit);
        if (p.k === 1n) {
            // Nim: one heap h becomes h ⊕ diff
            const diff = nimSumBig(p.heaps) ^ target;
            const moves = [];
            let complete = true;
            p.heaps.forEach((h, i) => {
                if ((h ^ diff) >= h)
                    return;
                if (moves.length < limit)
                    moves.push({ k: p.k, heaps: p.heaps.map((v, j) => (j === i ? h ^ diff : v)) });
                else
                    complete = false;
            });
            return { moves, complete };
        }
        return toEngine(p, `its options of Grundy value ${target}`);
    },
});
//# sourceMappingURL=family.js.map