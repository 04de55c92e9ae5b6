import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import { numberGame } from "../_internals/numberGame.js";
import { nimRules } from "./rules.js";
/** Refuses anything but a list of non-negative safe integers, naming the bad heap. */
function checked(heaps) {
    if (!Array.isArray(heaps))
        throw new InputError("a nim position: a list of heap sizes such as [3, 5, 7]", describeValue(heaps));
    for (let i = 0; i < heaps.length; i++) {
        const h = heaps[i];
        if (typeof h === "number" && Number.isSafeInteger(h) && h >= 0)
            continue;
        const which = `heap ${i + 1} of the nim position`;
        if (typeof h === "bigint" || (typeof h === "number" && Number.isInteger(h) && h > 0)) {
            throw new InputError(`${which} to be a number up to 2^53 − 1 (for larger heaps, analyze("nim(…)") takes any size)`, describeValue(h));
        }
        throw new InputError(`${which} to be a non-negative integer (a number)`, typeof h === "string" ? JSON.stringify(h) : describeValue(h));
    }
    return heaps;
}
/**
 * Nim on small heaps (numbers), for the generic solver: a position is a list of heap
 * sizes; a move lowers one heap (the moves of {@link nimRules}, through the one number
 * adapter). Each heap is an independent component whose Grundy value is its size.
 *
 * @example grundy(nimNumberGame, [3, 5, 7]) // 1
 */
export const nimNumberGame = numberGame(nimRules, {
    name: "nim",
    toExact: (heaps) => checked(heaps).map(BigInt),
    fromExact: (heaps) => heaps.map(Number),
    key: (heaps) => checked(heaps).join(","),
    components: (heaps) => (checked(heaps).length <= 1 ? [heaps] : heaps.filter((h) => h > 0).map((h) => [h])),
    show: (heaps) => `nim(${heaps.join(",")})`,
});
//# sourceMappingURL=numberGame.js.map