import type { SearchFamily } from "../../search/family.js";
import { type CramBoard } from "./board.js";
/** The most cells a board of the search may have (a region packs into 59 bits and 5 for its height). */
export declare const SEARCH_MAX_CELLS = 59;
/** Cram for the search: regions keyed by their least orientation, strips and symmetric regions valued by theory. */
export declare const cramSearchFamily: SearchFamily<CramBoard>;
