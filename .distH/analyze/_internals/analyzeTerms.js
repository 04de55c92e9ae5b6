import { compoundKind, KINDS } from "../../core/compoundKinds.js";
import { PLAYS } from "../../core/_internals/plays.js";
import { GrundyError, InputError } from "../../errors.js";
import { checkOption } from "../../_internals/checks.js";
import { describeValue } from "../../_internals/describeValue.js";
import { loopySum } from "./loopySum.js";
import { misereSum } from "./misereSum.js";
import { MAX_WRITTEN_COPIES } from "./read.js";
import { normalSum } from "./normalSum.js";
import { otherCompound } from "./otherCompound.js";
/**
 * Analyses terms already read (see analyze): checks the options, then decides by the
 * compound's measure (sums: normal, misère or with a loopy game). Each move carries its
 * term (see movedTerm): the play session, which shares this engine, plays it.
 */
export function analyzeTerms(terms, options, solve) {
    const play = checkOption("play", options.play, PLAYS) ?? "normal";
    const kind = checkOption("compound", options.compound, KINDS) ?? "sum";
    const limit = options.maxMoves ?? 50;
    if (typeof limit !== "number" || !(limit >= 0) || !(Number.isInteger(limit) || limit === Infinity)) {
        throw new InputError("the option maxMoves to be a non-negative integer", describeValue(limit));
    }
    const expression = writtenBack(terms);
    const sum = compoundKind(kind).measure === "grundy";
    if (play === "misere" && !sum)
        throw new GrundyError(`--play misere is for sums (--compound sum); ${kind} compounds are analysed under normal play`);
    const base = { expression, play, compound: kind };
    const copied = terms.find((t) => t.copies > 1n);
    if (copied && !(play === "misere" && sum)) {
        throw new GrundyError(`${copied.text}: more than ${MAX_WRITTEN_COPIES.toLocaleString("en-US")} copies of a term are answered only in a misère sum (--play misere) of heaps of one game whose misère quotient is solved; under normal play equal pairs cancel, so ${copied.copies} copies play as ${copied.copies % 2n} (write the term ${copied.copies % 2n === 1n ? "once" : "not at all"})`);
    }
    if (terms.some((t) => t.loopy)) {
        const loopy = terms.find((t) => t.loopy);
        if (play === "misere")
            throw new GrundyError(`${loopy.text} is a loopy game: misère play of loopy games is not supported (normal play only)`);
        if (!sum)
            throw new GrundyError(`${loopy.text} is a loopy game: loopy games are analysed in sums only (--compound sum), not ${kind} compounds`);
        return loopySum(terms, base, limit);
    }
    if (sum)
        return play === "misere" ? misereSum(terms, base, limit, solve) : normalSum(terms, base, limit);
    return otherCompound(terms, base, kind);
}
/** The terms joined by " + ", copies written out by readTerms written back as `term*k`. */
function writtenBack(terms) {
    const parts = [];
    for (let i = 0; i < terms.length; i++) {
        const t = terms[i];
        let k = 1;
        while (k < t.written && terms[i + k]?.text === t.text)
            k++;
        parts.push(k > 1 ? `${t.text}*${k}` : t.text);
        i += k - 1;
    }
    return parts.join(" + ");
}
//# sourceMappingURL=analyzeTerms.js.map