import type { Command } from "@commander-js/extra-typings";
/** Adds one subcommand of `grundy solve` per searchable game. */
export declare function addSearchCommands(solve: Command): void;
