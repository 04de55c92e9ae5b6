import type { Component } from "../compound.js";
import type { SolveOptions } from "../solver.js";
import type { CompoundPart } from "./decideCompound.js";
/** A (game, position) pair as a compound part, answered by the engine. */
export declare function enginePart<P>(c: Component<P>, options?: SolveOptions): CompoundPart<P>;
