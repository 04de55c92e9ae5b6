// `grundy play [expression]`: a game against the computer in the terminal. The game itself
// is a PlaySession (src/play/session.ts); this file is the command (its options and help)
// and wires the controller (play/controller.ts) to an output (play/textOutput.ts on a
// terminal or a pipe, play/jsonOutput.ts for --json). No game is named here: the menu, the
// help's examples and the boards come from the families' views.
import { randomInt } from "node:crypto";
import { Command, Option } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { type CompoundKind, compoundChoicesHelp, KINDS } from "../core/compoundKinds.js";
import type { Play } from "../core/outcome.js";
import { GrundyError, InputError } from "../errors.js";
import type { Family } from "../games/family.js";
import { BUILTINS, Registry } from "../games/registry.js";
import { type Level, type PlayOptions, PlaySession } from "../play/session.js";
import { familiesHelp } from "./analyze.js";
import { expressionsOf, readInput } from "./expressionInput.js";
import { loadGames } from "./loadGames.js";
import { Controller, pick } from "./play/controller.js";
import { JsonOutput } from "./play/jsonOutput.js";
import { type Lines, readLines, tooLongMessage } from "./play/lines.js";
import { Match } from "./play/match.js";
import { helpExamples, type MenuEntry, menuEntries, viewExamples } from "./play/menu.js";
import type { Output } from "./play/output.js";
import { COLOURS, PLAIN } from "./play/paint.js";
import { TextOutput } from "./play/textOutput.js";

function parseLevel(text: string): Level {
  const t = text.trim().toLowerCase();
  if (t === "perfect" || t === "random") return t;
  try {
    return parseNaturalInRange(t, 0, 10, "a level: perfect, random or");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy play: --level: expected perfect, random or a number from 0 to 10, got "${text}"`);
    throw e;
  }
}

function parseSeed(text: string): number {
  try {
    return parseNaturalInRange(text, 0, 2 ** 32 - 1, "a seed");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy play: --seed: ${e.message}`);
    throw e;
  }
}

/** The help after the options: the commands of a game, the families, examples from their views. */
function helpText(): string {
  const example = viewExamples(BUILTINS.list)[0]?.expression;
  return `
On a terminal, type a move number, a move in the words the game says it in (e.g. "bite at
row 2, column 3", or shorter: "bite 2,3", "2 3"), a move (the position after it, written as a start is${
    example
      ? `,
e.g. ${example}`
      : ""
  }; or from -> to), or: hint, moves, undo, redo, new, values, help, quit.
The computer replies by itself; after the end, undo or new go on (quit leaves).
From a pipe the same commands are read one a line, and the end of the game ends it.
A line is at most 1 MiB (1,048,576 characters): a longer one is skipped with one message.
Boards: on a terminal, a position whose family has a view with a board is drawn above the
moves, with the last move in words (--no-board: the moves only; --board: from a pipe too).
A family from --games with a view gets its board, and its examples in the menu.
The start from a file (one expression, its lines joined; the moves from stdin as always):
  grundy play --file big-digraph.txt
or as the first line of stdin, the moves on the lines after it:
  printf 'nim(3,5,7)\n1\nquit\n' | grundy play -
Games:
${familiesHelp()}
Examples:
${helpExamples(BUILTINS.list)
  .map((l) => `  ${l}`)
  .join("\n")}`;
}

/** --budget: a number of moves, or "infinity". */
function parseBudget(text: string): number {
  if (text.trim().toLowerCase() === "infinity") return Infinity;
  try {
    return parseNaturalInRange(text, 1, Number.MAX_SAFE_INTEGER, "a number of moves");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy play: --budget: ${e.message} (or "infinity")`);
    throw e;
  }
}

/** The menu of example starts from the families' views (built-in and --games), and the one picked (null: none). */
async function pickFromMenu(games: Family[], seed: number, out: Output, lines: Lines): Promise<MenuEntry | null> {
  let registry: Registry;
  try {
    registry = new Registry(games);
  } catch (e) {
    if (e instanceof GrundyError) throw new GrundyError(`grundy play: ${e.message}`);
    throw e;
  }
  const entries = menuEntries(seed, registry.list);
  if (entries.length === 0) throw new GrundyError("grundy play: no family's view offers an example start: give a position to play");
  return pick(entries, seed, out, lines);
}

/** The session of a start, its errors told as the command's. */
function openSession(expression: string, options: PlayOptions): PlaySession {
  try {
    return new PlaySession(expression, options);
  } catch (e) {
    if (e instanceof GrundyError) throw new GrundyError(`grundy play: ${e.message}`);
    throw e;
  }
}

/** `grundy play`. */
export function playCommand(): Command {
  return new Command("play")
    .description("play a position against the computer, in the terminal (or line by line from stdin, --json for JSON events)")
    .argument(
      "[expression...]",
      'the start, a position in the language (a sum joined by +); "-": the first line of standard input (the moves follow it); none: pick one of a few games',
    )
    .addOption(new Option("--first <who>", "who moves first").choices(["you", "computer"]).default("you"))
    .addOption(new Option("--play <convention>", "normal or misere (sums only)").choices(["normal", "misere"]).default("normal"))
    .addOption(new Option("--compound <rule>", compoundChoicesHelp()).choices(KINDS).default("sum"))
    .option("--level <level>", "how the computer plays: perfect, random, or 0..10 (perfect k times in 10)", "perfect")
    .option("--seed <n>", "seed of the computer's random moves and of the menu's random start (default: a random seed, shown)")
    .option("--games <file>", "an ES module whose exports are game families (defineFamily); may be repeated", (f: string, all: string[]) => [...all, f], [] as string[])
    .option("--file <file>", "the start from a file (the whole file is one expression, its lines joined; # lines skipped); the moves still come from standard input")
    .option(
      "--budget <moves>",
      'the most moves the engine may examine, and positions a game\'s own search may expand, in valuing each move it weighs (default 2,000,000; "infinity" lifts it)',
    )
    .option("--json", "one JSON object per line per event (see README)")
    .option("--values", "show Grundy values and which moves win from the start (the 'values' command toggles them)")
    .option("--board", "draw each position on its family's board, also from a pipe (default: on a terminal)")
    .option("--no-board", "list the moves only, no boards")
    .addHelpText("after", helpText)
    .action(async (words, opts) => {
      const level = parseLevel(opts.level);
      const budget = opts.budget !== undefined ? parseBudget(opts.budget) : undefined;
      const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomInt(2 ** 32 - 1);
      const games: Family[] = [];
      for (const file of opts.games) for (const family of await loadGames(file)) games.push(family);
      const terminal = Boolean(process.stdin.isTTY && process.stdout.isTTY);
      const noColor = (process.env.NO_COLOR ?? "") !== "";
      const colour = terminal && !opts.json && !noColor && process.stdout.hasColors?.() === true;
      const write = (s: string): void => void process.stdout.write(s);
      const out: Output = opts.json ? new JsonOutput(write) : new TextOutput(write, colour ? COLOURS : PLAIN, terminal);
      const board = !opts.json && (opts.board ?? terminal);
      let compound = opts.compound as CompoundKind;
      if (opts.file !== undefined && words.length > 0) throw new GrundyError("grundy play: give a start or --file, not both");
      let expression = opts.file !== undefined ? (expressionsOf(readInput(opts.file, "play"), true)[0]?.text ?? "") : words.join(" ").trim();
      if (opts.file !== undefined && expression === "") throw new GrundyError(`grundy play: ${opts.file} holds no expression`);
      let readingStart = false;
      const lines = readLines(terminal && !opts.json, (length) => {
        if (readingStart)
          throw new GrundyError(
            `grundy play: "-": the start on the first line of standard input is longer than 1 MiB (${length.toLocaleString("en-US")} characters): give it in a file (--file)`,
          );
        out.error(tooLongMessage(length));
      });
      try {
        if (expression === "-") {
          readingStart = true;
          const first = await lines.next();
          readingStart = false;
          expression = first?.trim() ?? "";
          if (expression === "") throw new GrundyError('grundy play: "-": the first line of standard input is the start, and it is empty');
        }
        if (expression === "") {
          const entry = await pickFromMenu(games, seed, out, lines);
          if (!entry) return out.stopped(false);
          expression = entry.expression;
          if (entry.compound) compound = entry.compound;
        }
        const session = openSession(expression, { play: opts.play as Play, compound, games, level, seed, ...(budget !== undefined ? { budget } : {}) });
        const you = opts.first === "you" ? "first" : "second";
        const match = new Match(session, you, { play: opts.play as Play, compound, games, level, seed, board }, opts.values === true);
        await new Controller(match, out, terminal && !opts.json).run(lines);
      } finally {
        lines.close();
      }
    }) as unknown as Command;
}
