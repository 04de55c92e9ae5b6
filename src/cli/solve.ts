// `grundy solve`: one subcommand for each game whose record has a table face (a whole game,
// every position: src/cli/solveTable.ts) or a search face (one large position's nimber:
// src/cli/solveSearch.ts), in the registry's order. This file names no game.
import { Command } from "@commander-js/extra-typings";
import { FAMILIES } from "../games/registry.js";
import { addSearchCommands } from "./solveSearch.js";
import { addTableCommands } from "./solveTable.js";

/** `grundy solve …`: whole games solved position by position, and large positions valued by the search. */
export function solveCommand(): Command {
  const tables = FAMILIES.filter((f) => f.table !== undefined);
  const searches = FAMILIES.filter((f) => f.search !== undefined);
  const examples = [...tables, ...searches].map((f) => (f.table ?? f.search)!.examples[0]).filter((e) => e !== undefined);
  const solve = new Command("solve")
    .description("solve a whole game (every position's outcome, remoteness and γ, counted and written to a table) or value one large position by the search (its nimber)")
    .addHelpText("after", ["", "Examples:", ...examples.map((e) => `  ${e}`), `  grundy solve ${(tables[0] ?? searches[0])?.name ?? "<game>"} --help`, ""].join("\n"));
  addTableCommands(solve as unknown as Command, tables);
  addSearchCommands(solve as unknown as Command, searches);
  return solve as unknown as Command;
}
