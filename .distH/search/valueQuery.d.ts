import { type NimberSearch } from "./nimberSearch.js";
/** A query about one position, answered in slices of work ({@link step}). */
export declare class ValueQuery<P> {
    private readonly search;
    private readonly set;
    /** The value when it is in the set asked, else NOT_IN_SET; undefined until done. */
    result: number | undefined;
    private readonly rec;
    private part;
    private x;
    private pending;
    /** The nimbers of the largest part's set still to ask, one at a time. */
    private left;
    constructor(search: NimberSearch<P>, position: P, set?: number);
    /** Works until done (true) or until `limit` more components were expanded (false). */
    step(limit: number): boolean;
}
