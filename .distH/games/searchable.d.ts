import type { SearchFamily } from "../search/family.js";
/** A start for the search: its family, position and how it prints. */
interface SearchStart {
    readonly family: SearchFamily<unknown>;
    readonly position: unknown;
    readonly label: string;
}
/** A game `grundy solve <name>` searches. */
export interface SearchableGame {
    readonly name: string;
    readonly description: string;
    /** The command's arguments, as commander writes them ("<rows>"). */
    readonly arguments: readonly {
        name: string;
        description: string;
    }[];
    readonly examples: readonly string[];
    /** The family and start from the arguments (InputError on bad input). */
    read(args: readonly string[]): SearchStart;
}
/** The games `grundy solve` searches, in the order its help lists them. */
export declare const SEARCHABLE_GAMES: readonly SearchableGame[];
export {};
