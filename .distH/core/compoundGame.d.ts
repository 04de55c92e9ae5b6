import { type CompoundKind } from "./compoundKinds.js";
import { type Game } from "./game.js";
/** Options of {@link compoundGame}. */
interface CompoundGameConstraints {
    /** Whether the compound may loop (a component is a loopy game). @defaultValue false */
    loopy?: boolean;
    /**
     * How a position is keyed: `ordered`, the tuple of its components' keys; `multiset`, the
     * components' keys counted and sorted (a compound does not depend on the order of its
     * components), and a move that changes one component is made in the first of several
     * equal ones only. Keep `ordered` where the positions a solver returns must line up with
     * the components (a multiset key stands for every order). @defaultValue 'ordered'
     */
    keys?: "ordered" | "multiset";
    /** The most positions the engine may store for this game before its moves give up. @defaultValue Infinity */
    maxPositions?: number;
    /** The most work (components copied, two a component of each option made) before its moves give up. @defaultValue Infinity */
    maxWork?: number;
    /**
     * The message of the GrundyError thrown past a cap, from what was passed: "stored more
     * than 1,000,000 positions" or "did more than 20,000,000 steps".
     * @defaultValue `the search of this compound ${what} and gave up`
     */
    tooLarge?: (what: string) => string;
    /** The game's name, for messages. @defaultValue the kind */
    name?: string;
}
/**
 * A compound as one game (as CGSuite's compounds are games): its positions are tuples of
 * the components' positions, its moves those the kind allows (see the table's `moves`):
 * one component, any non-empty set, all of them (none once one has ended), or every
 * unfinished one. Its normal-play outcome is the compound's, under every kind (whoever
 * cannot move loses). Game-agnostic: the components are any engine games.
 *
 * @param kind - how the components are played together
 * @param games - each component's game (the tuple's i-th position is a position of `games[i]`)
 * @param constraints - loopiness, keys, caps
 */
export declare function compoundGame(kind: CompoundKind, games: readonly Game<any>[], constraints?: CompoundGameConstraints): Game<unknown[]>;
export {};
