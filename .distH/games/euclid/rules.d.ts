import type { Game } from "../../core/game.js";
import { type Piles } from "../_internals/pairs.js";
/** The Euclid game on two exact piles: the rules (the family's engine game). */
export declare const euclidRules: Game<Piles>;
