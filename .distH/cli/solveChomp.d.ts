import { Command } from "@commander-js/extra-typings";
/** `grundy solve chomp`: registered by `grundy solve` (src/cli/solve.ts). */
export declare function solveChompCommand(): Command;
