import { Command } from "@commander-js/extra-typings";
/** `grundy play`. */
export declare function playCommand(): Command;
