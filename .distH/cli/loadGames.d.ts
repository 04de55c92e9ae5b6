import { type Family } from "../games/family.js";
/**
 * Loads the game families a module exports, for `--games file.mjs`: every export made by
 * `defineFamily` (or an object with name, usage, game, parse, print, which is passed to
 * it), arrays of them included.
 *
 * @param file - the module's path
 * @returns its families, in export order
 * @throws GrundyError (one line) when the file is missing, cannot be loaded, throws, or exports no family
 */
export declare function loadGames(file: string): Promise<Family[]>;
