import type { SmithKind } from "../../core/compoundKinds.js";
import { type Strip } from "./rules.js";
/** The most blank cells the table is made for (2^20 bytes); past it the engine searches, within its budget. */
export declare const STRIP_SMITH_CELLS = 20;
/**
 * Remoteness or suspense of a strip position, and the move Smith's strategy makes (the
 * winner hurries or delays, the loser the opposite; null at the end); undefined past
 * {@link STRIP_SMITH_CELLS} blank cells.
 */
export declare function stripSmith(s: Strip, kind: SmithKind): {
    value: number;
    move: Strip | null;
} | undefined;
