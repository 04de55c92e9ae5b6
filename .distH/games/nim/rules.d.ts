import { type Game } from "../../core/game.js";
/** A Nim position: the heap sizes. */
export type NimHeaps = readonly bigint[];
/** Nim on heaps of any size: a move lowers one heap. Each heap is a component worth its size. */
export declare const nimRules: Game<NimHeaps>;
