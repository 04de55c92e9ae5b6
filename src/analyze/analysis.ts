import type { CompoundKind, CompoundValueName } from "../core/compoundKinds.js";
import type { Play } from "../core/outcome.js";
import type { SolveOptions } from "../core/solver.js";
import type { Family } from "../games/family.js";

// What an analysis takes and gives: its options and its stable, JSON-friendly answer.

/** How the components of an expression are played together (the compounds of the engine). */
export type AnalyzeCompound = CompoundKind;

/** Options of {@link analyze}. */
export interface AnalyzeOptions extends SolveOptions {
  /** 'normal' or 'misere' (sums only). @defaultValue 'normal' */
  play?: Play;
  /** How the components are played together: one of the compound kinds (core's COMPOUND_KINDS). @defaultValue 'sum' */
  compound?: AnalyzeCompound;
  /** The most winning moves to list. @defaultValue 50 */
  maxMoves?: number;
  /** User game families (from {@link defineFamily}) the expression may use beside the built-in ones. @defaultValue none */
  games?: readonly Family[];
}

/** How many moves the generic solver may examine for one analysis, all its searches together (a few seconds' work). */
export const ANALYZE_BUDGET = 2_000_000;

/** A move in one component, written in the expression language. */
export interface ComponentMove {
  /** Index of the component in the expression (0-based). */
  component: number;
  from: string;
  to: string;
  /**
   * The same move wins in each of this many equal components (copies of one term,
   * `nim(3)*3`), listed once; `component` is the first of them.
   */
  copies?: number;
}

/** What {@link analyze} finds: a stable, JSON-friendly shape (integers as decimal strings). */
export interface Analysis {
  expression: string;
  play: Play;
  compound: AnalyzeCompound;
  /** 'N' when the player to move wins, 'P' when they lose; 'D' (only for sums with a loopy game) when neither can force a win. */
  outcome: "N" | "P" | "D";
  /** Who wins with best play: 'draw' goes with outcome 'D'. */
  winner: "first" | "second" | "draw";
  components: {
    text: string;
    /** Normal-play Grundy value (sums under normal play; with a loopy game, the finite γ values). */
    grundy?: string;
    /** Sums with a loopy game: each component's generalized Sprague–Grundy value, e.g. "2", "∞(0,1)" or "∞". */
    gamma?: string;
    /** Normal- or misère-play outcome of the component alone ('D' for a drawn loopy component). */
    outcome?: "N" | "P" | "D";
    remoteness?: number;
    suspense?: number;
    /** Misère sums: the component's genus g^{γ₀γ₁…} (Winning Ways), where it is cheap to find. */
    genus?: string;
    /** Misère sums decided by a quotient: the component's element of Q, a word in the generators ("a²b"; "1" for the identity). */
    element?: string;
    /** Misère sums: whether the component is tame (plays as a Nim heap; Winning Ways ch. 13), with its genus. */
    tame?: boolean;
  }[];
  /**
   * Misère sums: how the outcome was decided — "bouton" (Nim positions), "quotient" (heaps of
   * octal games whose misère quotients are solved), "genus" (every component tame), "search"
   * (the whole sum searched).
   */
  method?: "bouton" | "quotient" | "genus" | "search";
  /** The deciding value: nim-sum (sum), number of N components (selective), least remoteness (conjunctive), greatest suspense (every). */
  value?: { name: CompoundValueName | "gamma"; value: string };
  /** Sums: every winning move (each changes one component). With a loopy game, the move to make first (see README, "Loopy games"). */
  winningMoves?: ComponentMove[];
  /** Sums with a loopy game, from a draw: the moves that keep the draw (to a drawn position). */
  drawingMoves?: ComponentMove[];
  /** False when the list of winning moves was cut short (see maxMoves) or could not be exhaustive. */
  movesComplete?: boolean;
  /** Why no winning move is listed although the player to move wins (the moves are out of reach). */
  movesNote?: string;
  /** Other compounds: the move to make, one entry per component that moves. Best defence when losing. */
  move?: ComponentMove[];
}
