import { Command } from "@commander-js/extra-typings";
/** `grundy solve …`: whole games solved position by position. */
export declare function solveCommand(): Command;
