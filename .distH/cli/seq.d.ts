import { type Command } from "@commander-js/extra-typings";
/**
 * Registers `grundy seq` on the program.
 *
 * @param program - the root command
 */
export declare function registerSeqCommand(program: Command): void;
