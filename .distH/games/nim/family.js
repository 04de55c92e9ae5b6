import { nimSumBig } from "../../core/nim.js";
import { family } from "../_internals/familyRecord.js";
import { nimMisereWins } from "./misere.js";
import { nimRules } from "./rules.js";
import { nimView } from "./view.js";
/** `nim(h1,h2,…)`: Nim heaps, exact at any size (Bouton, normal and misère). */
export const nimFamily = family({
    name: "nim",
    view: nimView,
    usage: "nim(h1,h2,…)",
    summary: "Nim: take any number of tokens from one heap",
    game: nimRules,
    read: (args) => {
        args.sections(1);
        return args.ints(0, undefined, "heap sizes");
    },
    print: (heaps) => `nim(${heaps.join(",")})`,
    grundy: nimSumBig,
    movesTo(heaps, target, limit) {
        const diff = nimSumBig(heaps) ^ target;
        const moves = [];
        let complete = true;
        if (diff !== 0n) {
            heaps.forEach((h, i) => {
                const to = h ^ diff;
                if (to >= h)
                    return;
                if (moves.length < limit)
                    moves.push(heaps.map((v, j) => (j === i ? to : v)));
                else
                    complete = false;
            });
        }
        return { moves, complete };
    },
    misereWins: nimMisereWins,
    isOption: (from, to) => from.length === to.length && from.filter((h, i) => h !== to[i]).length === 1 && from.every((h, i) => to[i] <= h),
    nimHeaps: (heaps) => heaps,
});
//# sourceMappingURL=family.js.map