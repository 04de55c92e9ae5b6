#!/usr/bin/env node
import { CommanderError } from "commander";
import { GrundyError } from "../errors.js";
import { buildProgram } from "./program.js";

/** Runs the CLI; user errors become one line on stderr and exit code 2. */
async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help") {
        return e.exitCode === 0 ? 0 : 2; // help shown because a subcommand was missing is a usage error
      }
      return 2; // commander has already printed its one-line message
    }
    if (e instanceof GrundyError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = await main(process.argv);
