import type { Analysis } from "../analysis.js";
import type { Term } from "./term.js";
import { type Base } from "./verdict.js";
/** A sum under normal play: the nim-sum of Grundy values (one term decided in closed form needs none). */
export declare function normalSum(terms: Term[], base: Base, limit: number): Analysis;
