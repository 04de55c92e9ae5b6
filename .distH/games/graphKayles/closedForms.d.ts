import type { MovesTo } from "../family.js";
import type { GraphPosition } from "./_internals/graph.js";
import { type Shape } from "./_internals/shape.js";
/** Node Kayles on a path of k vertices: Dawson's chess (0.137) at heap k. */
export declare function nodeKaylesPath(k: number): number;
/** Arc Kayles on a path of k vertices: Dawson's Kayles (0.07) at heap k. */
export declare function arcKaylesPath(k: number): number;
/** Node Kayles on a part of a known shape, else undefined. */
export declare function nodeKaylesShape(s: Shape): number | undefined;
/** Arc Kayles on a part of a known shape, else undefined. */
export declare function arcKaylesShape(s: Shape): number | undefined;
/** The closed forms of one of the two games. */
export interface GraphClosedForms {
    /** The Grundy value when every part has a known shape, else undefined (the engine answers). */
    grundy(p: GraphPosition): bigint | undefined;
    /** Options of value `target` when every part has a known shape (each option then has too), else undefined. */
    movesTo(p: GraphPosition, target: bigint, limit: number): MovesTo<GraphPosition> | undefined;
}
/** Node Kayles' closed forms (paths: Dawson's chess; cycles; complete graphs). */
export declare const nodeKaylesForms: GraphClosedForms;
/** Arc Kayles' closed forms (paths: Dawson's Kayles; cycles; complete graphs). */
export declare const arcKaylesForms: GraphClosedForms;
