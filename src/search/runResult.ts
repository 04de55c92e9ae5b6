// What a search run reports as it goes and ends with (src/search/run.ts and runThreads.ts).

/** A progress event of runSearch (./run.ts). */
export type SearchProgress =
  | { readonly kind: "reading"; readonly file: string }
  | {
      readonly kind: "searching";
      /** Positions expanded so far by this run. */
      readonly positions: number;
      /** Threads searching now (1 before the workers start). */
      readonly threads: number;
      /** With several threads asked for: true while this thread searches alone, before the workers start. */
      readonly alone: boolean;
      /** Table entries and slots (every worker's together; slots 0 while the workers start). */
      readonly filled: number;
      readonly slots: number;
    };

/** The table at the end of a run (every worker's together with several threads). */
export interface SearchTableStats {
  readonly filled: number;
  readonly slots: number;
  readonly maxSlots: number;
  readonly replaced: number;
}

/** What runSearch (./run.ts) ends with. */
export type SearchRunResult =
  /** Theory values every component of the start: no search, no table. */
  | { readonly kind: "theory"; readonly value: number }
  | {
      readonly kind: "solved";
      readonly value: number;
      /** Positions expanded by this run, and by the earlier runs whose table file it read. */
      readonly positions: number;
      readonly earlier: number;
      readonly table: SearchTableStats;
      /** The threads that searched (1 when the start was done before the workers would start). */
      readonly threads: number;
    }
  | { readonly kind: "interrupted"; readonly positions: number; readonly tableSaved: boolean };
