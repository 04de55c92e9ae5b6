import { readFileSync } from "node:fs";
import { Command } from "@commander-js/extra-typings";
import { GrundyError } from "../errors.js";

/**
 * The commands, in the order the help lists them: each a lazy import of its own file (as
 * citty's subCommands), so that a run loads only the command it runs — `grundy solve` does
 * not load the position language and every game. A new command is one file and one line here.
 */
const COMMANDS: readonly { name: string; add(program: Command): Promise<void> }[] = [
  { name: "judge", add: async (p) => void p.addCommand((await import("./judge.js")).judgeCommand()) },
  { name: "analyze", add: async (p) => void p.addCommand((await import("./analyze.js")).analyzeCommand()) },
  { name: "play", add: async (p) => void p.addCommand((await import("./play.js")).playCommand()) },
  { name: "plot", add: async (p) => void p.addCommand((await import("./plot.js")).plotCommand()) },
  { name: "lab", add: async (p) => void p.addCommand((await import("./lab.js")).labCommand()) },
  { name: "seq", add: async (p) => (await import("./seq.js")).registerSeqCommand(p) },
  { name: "solve", add: async (p) => void p.addCommand((await import("./solve.js")).solveCommand()) },
  { name: "misere", add: async (p) => void p.addCommand((await import("./misere.js")).misereCommand()) },
  { name: "pattern", add: async (p) => void p.addCommand((await import("./pattern.js")).patternCommand()) },
  { name: "census", add: async (p) => void p.addCommand((await import("./census.js")).censusCommand()) },
];

/** The command word of a command line (after a leading `help`), if it names a command. */
function commandWord(argv: readonly string[]): string | undefined {
  const words = argv.slice(2).filter((a) => !a.startsWith("-"));
  const word = words[0] === "help" ? words[1] : words[0];
  return COMMANDS.some((c) => c.name === word) ? word : undefined;
}

/**
 * `grundy --version` (-V) with no command word: commander prints the version as it reads the
 * option, before any help or command, so the commands need not be loaded.
 */
function asksVersion(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === "-V" || a === "--version");
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

/**
 * The command tree. Each command lives in its own file and only maps arguments onto
 * library calls. With `argv`, a command line that names a command gets that command alone
 * (the others' files are not loaded), and so does `grundy --version` (none); without one
 * (`grundy --help`, an unknown word) every command is loaded.
 */
export async function buildProgram(argv?: readonly string[]): Promise<Command> {
  const program = new Command("grundy")
    .description("Impartial combinatorial games, exactly: Grundy values, outcomes, winning moves, online-judge solvers.")
    .version(version(), "-V, --version")
    .option("--debug", "on an internal error (a bug), print its stack too (or set GRUNDY_DEBUG=1)")
    .usage("[options] [command]");
  const word = argv ? commandWord(argv) : undefined;
  const every = word === undefined && !(argv && asksVersion(argv));
  for (const c of COMMANDS) {
    if (every || c.name === word) await c.add(program as unknown as Command);
    // the others are named only (checkCommands lists them; they run only when named)
    else program.command(c.name).allowUnknownOption().allowExcessArguments();
  }
  // reached with no command (checkCommands refused unknown ones): a usage error, as for
  // `grundy plot` alone — the help on stderr, exit code 2
  program.argument("[command]").action(() => program.help({ error: true }));
  applyToAll(program as unknown as Command);
  program.addHelpText("after", "\nExamples:\n  grundy judge hdu1527 < examples/hdu1527.in\n  grundy help analyze\n");
  return program as unknown as Command;
}

/**
 * Checks the command words before commander sees them, so that every command line
 * behaves the same wherever `--help` sits: an unknown command is a one-line error (exit
 * code 2) — `grundy frobnicate --help` too — and `grundy help <command…>` is read as
 * `grundy <command…> --help`.
 *
 * @param program - the tree from {@link buildProgram}
 * @param argv - process.argv
 * @returns argv, with a `help` word turned into `--help`
 * @throws GrundyError naming an unknown command and the known ones
 */
export function checkCommands(program: Command, argv: readonly string[]): string[] {
  const args = argv.slice(2);
  const out: string[] = [];
  let cmd = program;
  let path = "grundy";
  let help = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      for (let k = i; k < args.length; k++) out.push(args[k]!);
      break;
    }
    if (a.startsWith("-") || cmd.commands.length === 0) {
      out.push(a);
      continue;
    }
    const sub = cmd.commands.find((c) => c.name() === a || c.aliases().includes(a));
    if (!sub && cmd !== program && cmd.registeredArguments.length > 0) {
      // a command with arguments and subcommands (grundy census <patterns…> | merge <dir>): the word is an argument
      for (let k = i; k < args.length; k++) out.push(args[k]!);
      break;
    } else if (sub) {
      cmd = sub as unknown as Command;
      path = `${path} ${sub.name()}`;
      out.push(a);
    } else if (a === "help" && !help) {
      help = true;
    } else {
      const names = cmd.commands.map((c) => c.name()).filter((n) => n !== "help");
      throw new GrundyError(`${path}: unknown command '${a}' (commands: ${names.join(", ")}, help; see ${path} --help)`);
    }
  }
  if (help) out.push("--help");
  return [...argv.slice(0, 2), ...out];
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
