import { decideCompound } from "../../core/_internals/decideCompound.js";
import { compoundKind, smithMeasure } from "../../core/compoundKinds.js";
import { componentMove } from "./componentMove.js";
import { verdict } from "./verdict.js";
/**
 * Compounds other than sums: one move in each component that moves. Each component shows
 * the value that decides it (a Smith measure, odd for N; or its outcome), the compound the
 * table's deciding value.
 */
export function otherCompound(terms, base, kind) {
    const d = decideCompound(kind, terms);
    const measure = smithMeasure(kind);
    return {
        ...base,
        ...verdict(d.wins),
        components: terms.map((t, i) => {
            const v = d.values[i];
            const outcome = (measure ? v % 2n === 1n : v === 1n) ? "N" : "P";
            return measure ? { text: t.text, [measure]: Number(v), outcome } : { text: t.text, outcome };
        }),
        value: { name: compoundKind(kind).valueName, value: String(d.value) },
        move: d.moves.map((m) => componentMove(terms, m.component, m.move)),
    };
}
//# sourceMappingURL=otherCompound.js.map