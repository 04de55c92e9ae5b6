import type { SearchableGame } from "../games/searchable.js";
import type { Status } from "./statusLine.js";
/** What the threaded run needs from the command. */
export interface ThreadedRun {
    name: string;
    game: SearchableGame;
    args: readonly string[];
    start: ReturnType<SearchableGame["read"]>;
    threads: number;
    memory: number;
    json: boolean;
    status: Status;
    t0: number;
    cpu0: NodeJS.CpuUsage;
}
/** Solves on `threads` workers; resolves when the answer is printed (or the run was interrupted), with every worker stopped. */
export declare function solveThreads(r: ThreadedRun): Promise<void>;
