import { type CompoundKind } from "../../core/compoundKinds.js";
import type { Analysis } from "../analysis.js";
import type { Term } from "./term.js";
import { type Base } from "./verdict.js";
/**
 * Compounds other than sums: one move in each component that moves. Each component shows
 * the value that decides it (a Smith measure, odd for N; or its outcome), the compound the
 * table's deciding value.
 */
export declare function otherCompound(terms: Term[], base: Base, kind: CompoundKind): Analysis;
