/** A buffer the family writes options into: see {@link SearchFamily.options}. */
export interface OptionSink {
    /** Starts an option (a move of the component). */
    begin(): void;
    /** Adds one component of the option being written, by its canonical key, with its value from theory (−1: none; see {@link SearchFamily.knownValue}). */
    component(lo: number, hi: number, known: number): void;
    /**
     * True when the search needs no more options of the component being listed (the options
     * written so far settle its query): a family may look after each `begin()` and stop (the
     * option just begun is then dropped). A family that never looks is still right.
     */
    readonly done?: boolean;
}
/**
 * A family whose positions decompose into independent components (boards into regions no
 * move joins, graphs into connected parts). A component is named by its canonical key, two
 * unsigned 32-bit words (`lo`, `hi`), equal for components of equal value that the family
 * can tell apart cheaply (a region and its mirror images; a graph part and nothing else).
 * The key is the component: {@link options} reads the component back from it.
 */
export interface SearchFamily<P> {
    /** The family's name, written in a saved table so that a table of another family is refused. */
    readonly tableId: string;
    /**
     * The components of a position, by canonical key, written to `sink` as one option
     * (components with no move may be left out: their value is 0).
     */
    components(position: P, sink: OptionSink): void;
    /**
     * The options of one component: for each move, `sink.begin()` and then `sink.component(lo, hi, known)`
     * for each component the move leaves (none: the move ends the game there). Each option may be
     * written more than once; likely winners first is better (the search sorts too).
     */
    options(lo: number, hi: number, sink: OptionSink): void;
    /** The value of a component when theory gives it without a search, else −1. */
    knownValue(lo: number, hi: number): number;
    /** A number that grows with the work a component takes (its cells, its vertices): larger components are searched last. */
    size(lo: number, hi: number): number;
    /**
     * Components of at most this {@link size} are valued exactly, by the mex of all their
     * options, the first time the search meets one (an endgame database built lazily,
     * ./endgameValues.ts); undefined or 0: none.
     */
    readonly endgameSize?: number;
}
