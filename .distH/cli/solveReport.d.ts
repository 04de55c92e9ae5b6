/** CPU seconds (user and system, every thread) since `from`. */
export declare function cpuSeconds(from: NodeJS.CpuUsage): number;
/** A finished search, as `grundy solve` reports it. */
export interface Solved {
    game: string;
    label: string;
    value: number;
    seconds: number;
    cpuSeconds: number;
    positions: number;
    earlier: number;
    tableFile: string | undefined;
    /** The table (the workers' tables together with several threads). */
    table: {
        filled: number;
        slots: number;
        maxSlots: number;
        replaced: number;
    };
    threads: number;
}
/** Prints a finished search to stdout: a few lines, or one JSON object. */
export declare function printSolved(s: Solved, json: boolean): void;
