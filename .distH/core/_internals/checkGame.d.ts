/** Refuses what is not a game made by defineGame (an InputError rather than a TypeError inside). */
export declare function checkGame(game: unknown): void;
