import { readFileSync } from "node:fs";
import { Command } from "@commander-js/extra-typings";
import { GrundyError } from "../errors.js";
import { analyzeCommand } from "./analyze.js";
import { judgeCommand } from "./judge.js";
import { playCommand } from "./play.js";
import { plotCommand } from "./plot.js";
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
    .usage("[options] [command]");
  program.addCommand(judgeCommand());
  program.addCommand(analyzeCommand());
  program.addCommand(playCommand());
  program.addCommand(plotCommand());
  registerSeqCommand(program);
  program.argument("[command]").action((command) => {
    if (command !== undefined) {
      const names = program.commands.map((c) => c.name());
      throw new GrundyError(`grundy: unknown command '${command}' (commands: ${names.join(", ") || "none"}; see grundy --help)`);
    }
    program.help();
  });
  applyToAll(program as unknown as Command);
  program.addHelpText("after", "\nExamples:\n  grundy judge hdu1527 < examples/hdu1527.in\n");
  return program as unknown as Command;
}

/** Every command throws instead of exiting, and prints its errors as one line naming it. */
function applyToAll(cmd: Command, path = "grundy"): void {
  cmd
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      outputError: (str, write) =>
        write(
          `${path}: ${str
            .replace(/^error: /, "")
            .trim()
            .replace(/\s*\n\s*/g, " ")}\n`,
        ),
    });
  for (const sub of cmd.commands) applyToAll(sub as unknown as Command, `${path} ${sub.name()}`);
}
