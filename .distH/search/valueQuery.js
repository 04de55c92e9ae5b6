// One question about a whole position — "is its value in this set, and which?" — asked
// of its components: all but the largest valued exactly, then the largest asked for the
// set shifted by their nim-sum (value(A+B) ∈ S iff value(A) ∈ S ⊕ value(B)), one nimber
// of the set at a time, the least first (Lemoine & Viennot's "is the value k?", each answer
// "no" left in the table for the next). Resumable.
import { GrundyError } from "../errors.js";
import { ALL, xorSet } from "./nimberSet.js";
import { NOT_IN_SET, PAUSED } from "./nimberSearch.js";
/** A query about one position, answered in slices of work ({@link step}). */
export class ValueQuery {
    search;
    set;
    /** The value when it is in the set asked, else NOT_IN_SET; undefined until done. */
    result;
    rec;
    part;
    x;
    pending = false;
    /** The nimbers of the largest part's set still to ask, one at a time. */
    left = 0;
    constructor(search, position, set = ALL) {
        this.search = search;
        this.set = set;
        this.rec = search.startRecord(position);
        const [k, x] = search.recordHead(this.rec);
        this.part = k - 1;
        this.x = x;
        if (k === 0)
            this.result = (set >>> x) & 1 ? x : NOT_IN_SET;
    }
    /** Works until done (true) or until `limit` more components were expanded (false). */
    step(limit) {
        while (this.result === undefined) {
            let r;
            if (this.pending) {
                r = this.search.resume(limit);
            }
            else {
                const [lo, hi] = this.search.recordPart(this.rec, this.part);
                let ask = ALL;
                if (this.part === 0) {
                    if (this.left === 0)
                        this.left = xorSet(this.set, this.x);
                    ask = (this.left & -this.left) >>> 0;
                }
                r = this.search.ask(lo, hi, ask);
                if (r === PAUSED)
                    r = this.search.resume(limit);
            }
            this.pending = r === PAUSED;
            if (this.pending)
                return false;
            if (this.part > 0) {
                if (r < 0)
                    throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
                this.x ^= r;
                this.part--;
            }
            else if (r >= 0) {
                this.result = (this.set >>> (r ^ this.x)) & 1 ? r ^ this.x : NOT_IN_SET;
            }
            else {
                this.left = (this.left & (this.left - 1)) >>> 0;
                if (this.left === 0)
                    this.result = NOT_IN_SET;
            }
        }
        return true;
    }
}
//# sourceMappingURL=valueQuery.js.map