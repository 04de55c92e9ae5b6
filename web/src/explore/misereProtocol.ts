// The messages between the misère explorer and its worker (misereWorker.ts), in a module of
// their own so that the page does not bundle the worker.

/** A request: the game as typed. */
export interface MisereRequest {
  id: number;
  code: string;
}

/** What the page shows of a quotient. */
export interface MisereSummary {
  name: string;
  code: string;
  order: number;
  pSize: number;
  solved: boolean;
  heap: number;
  period?: number;
  preperiod?: number;
  tame: boolean;
  presentation: string;
  changes: { heap: number; order: number }[];
  /** Element names, 0 … order − 1. */
  names: string[];
  /** Whether each element is in P. */
  inP: boolean[];
  /** Φ(0 … min(heap, PHI_SHOWN)) as element numbers. */
  phi: number[];
  /** The multiplication table, row-major, when the order is at most TABLE_MAX. */
  table?: number[];
  stoppedBecause?: string;
}

/**
 * The most heaps of Φ the chart shows, and so the most the worker sends (Φ past it would
 * be posted and never drawn): the page is at most 1100 pixels wide, and past 400 heaps the
 * chart's dots, under 2.5 pixels a heap, run into each other.
 */
export const PHI_SHOWN = 400;

/** The largest order whose multiplication table is sent (64² cells). */
export const TABLE_MAX = 64;
export type MisereAnswer = { id: number; type: "done"; summary: MisereSummary; ms: number } | { id: number; type: "error"; message: string };
