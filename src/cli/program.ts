import { readFileSync } from "node:fs";
import { Command } from "@commander-js/extra-typings";
import { registerSeqCommand } from "./seq.js";

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

/**
 * The command tree. Each command lives in its own file and only maps arguments onto
 * library calls.
 */
export function buildProgram(): Command {
  const program = new Command("grundy")
    .description("Impartial combinatorial games, exactly: Grundy values, outcomes, winning moves, online-judge solvers.")
    .version(version(), "-V, --version")
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      outputError: (str, write) => write(`grundy: ${str.replace(/^error: /, "").trim()}\n`),
    });
  registerSeqCommand(program);
  program.addHelpText("after", "\nExamples:\n  grundy judge hdu1527 < examples/hdu1527.in\n");
  return program as unknown as Command;
}
