#!/usr/bin/env node
import { GrundyError } from "../errors.js";
import { errorLine } from "./errorLine.js";

/** Parses the arguments with commander (loaded only here) and runs the command. */
async function runProgram(argv: string[]): Promise<number> {
  const [{ CommanderError }, { buildProgram }] = await Promise.all([import("commander"), import("./program.js")]);
  try {
    await buildProgram().parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help") {
        return e.exitCode === 0 ? 0 : 2; // help shown because a subcommand was missing is a usage error
      }
      return 2; // commander has already printed its one-line message
    }
    throw e;
  }
}

/** Runs the CLI; user errors become one line on stderr and exit code 2. */
async function main(argv: string[]): Promise<number> {
  try {
    return await runProgram(argv);
  } catch (e) {
    if (e instanceof GrundyError) {
      process.stderr.write(`${errorLine(e.message, argv)}\n`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = await main(process.argv);
