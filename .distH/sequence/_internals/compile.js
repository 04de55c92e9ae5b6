// Internal: rules flattened into the lists the sequence methods loop over.
import { checkRules, maxParts, maxRemoval } from "../../heap/heapRules.js";
/** Compiles heap rules into the removal lists the sequence kernels loop over (checked first). */
export function compileRules(rules) {
    checkRules(rules);
    const lists = [[], [], [], []];
    rules.digits.forEach((d, i) => {
        for (let b = 0; b < 4; b++)
            if (d & (1 << b))
                lists[b].push(i);
    });
    return {
        zero: Int32Array.from(lists[0]),
        one: Int32Array.from(lists[1]),
        two: Int32Array.from(lists[2]),
        three: Int32Array.from(lists[3]),
        tail: rules.tail,
        tailFrom: rules.digits.length,
        unequal: rules.unequal,
        t: maxRemoval(rules),
        parts: maxParts(rules),
    };
}
//# sourceMappingURL=compile.js.map