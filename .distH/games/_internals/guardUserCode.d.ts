import type { Game } from "../../core/game.js";
import { GrundyError } from "../../errors.js";
import type { ClosedForms } from "../family.js";
import type { View } from "../view.js";
/** The one error for something a user's member threw: GrundyErrors pass as they are. */
export declare function thrownBy(family: string, member: string, args: string, e: unknown): GrundyError;
/** Calls `f`, turning what it throws into the family's error. */
export declare function guarded<T>(family: string, member: string, args: () => string, f: () => T): T;
/** The game with its members guarded (the user's moves, key, show, components). */
export declare function guardGame<P>(family: string, game: Game<P>): Game<P>;
/** A record's closed forms, print and view with their calls guarded (members absent stay absent). */
export declare function guardMembers<P, R extends ClosedForms<P> & {
    print(p: P): string;
    view?: View<P>;
}>(family: string, record: R, show: (p: P) => string): R;
