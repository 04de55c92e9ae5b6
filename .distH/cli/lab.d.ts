import { Command } from "@commander-js/extra-typings";
/** `grundy lab`. */
export declare function labCommand(): Command;
