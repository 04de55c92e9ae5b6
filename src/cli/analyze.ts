import { Command, Option } from "@commander-js/extra-typings";
import { ANALYZE_BUDGET, analyze, type AnalyzeCompound } from "../analyze/analyze.js";
import { analysisJsonChunks, analysisLines } from "../analyze/format.js";
import { parseNaturalInRange } from "../arith/bigint.js";
import { compoundChoicesHelp, KINDS } from "../core/compoundKinds.js";
import { PLAYS } from "../core/_internals/plays.js";
import type { Play } from "../core/outcome.js";
import { GrundyError, InputError } from "../errors.js";
import type { Family } from "../games/family.js";
import { FAMILIES } from "../games/registry.js";
import { SINGLE_GAME_EXAMPLES, SUM_EXAMPLES, shellQuoted } from "../games/examples.js";
import { group } from "../_internals/counts.js";
import { expressionsOf, MAX_INPUT_BYTES, readInput } from "./expressionInput.js";
import { loadGames } from "./loadGames.js";

/** The families for `--help`, from the registry: usage and summary, one a line. */
export function familiesHelp(families: readonly Family[] = FAMILIES): string {
  const width = families.reduce((w, f) => Math.max(w, f.usage.length), 0);
  return families.map((f) => `  ${f.usage.padEnd(width)}  ${f.summary}${f.aliases.length ? ` (also ${f.aliases.join(", ")})` : ""}`).join("\n");
}

/**
 * The text the listed moves may take, in characters (64 MiB): each move prints its
 * component before and after, so a long position lists fewer moves than --max-moves asks
 * (20000 heaps of Nim: 300 moves, not 10^4 moves of 200 KB each).
 */
const MOVES_TEXT_BUDGET = 64 * 2 ** 20;

/** The longest term of a sum as typed (a move prints one component twice). */
function longestTerm(source: string): number {
  let longest = 0;
  for (const term of source.split("+")) longest = Math.max(longest, term.trim().length);
  return longest;
}

/** Writes text to stdout in pieces of about 1 MiB: no one string holds a long answer. */
function writeChunked(pieces: Iterable<string>): void {
  let buffer = "";
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= 2 ** 20) {
      process.stdout.write(buffer);
      buffer = "";
    }
  }
  if (buffer) process.stdout.write(buffer);
}

function* withNewlines(lines: Iterable<string>): Generator<string> {
  for (const line of lines) yield `${line}\n`;
}

/** A counter on stderr while the generic solver searches, only on a terminal. */
function progress(): { onProgress?: (n: number) => void; done(): void } {
  if (!process.stderr.isTTY) return { done() {} };
  let shown = false;
  return {
    onProgress(n) {
      shown = true;
      process.stderr.write(`\rsearching: ${n.toLocaleString("en-US")} positions solved`);
    },
    done() {
      if (shown) process.stderr.write("\r\x1b[K");
    },
  };
}

/** The help's first examples, from the records: single games, a sum of them as JSON, and the records' sums under the Every-SG rule. */
function recordExamples(): string {
  const lines = SINGLE_GAME_EXAMPLES.slice(0, 2).map((x) => `  grundy analyze ${shellQuoted(x)}`);
  if (SINGLE_GAME_EXAMPLES.length > 2) lines.push(`  grundy analyze ${shellQuoted(SINGLE_GAME_EXAMPLES.slice(0, 3).join(" + "))} --json`);
  for (const sum of SUM_EXAMPLES.slice(0, 1)) lines.push(`  grundy analyze ${shellQuoted(sum)} --compound every`);
  return lines.join("\n");
}

/** `grundy analyze <expression>`. */
export function analyzeCommand(): Command {
  return new Command("analyze")
    .description("who wins a position, its Grundy values and every winning move")
    .argument("[expression...]", `a position or a sum, e.g. ${shellQuoted(SINGLE_GAME_EXAMPLES.slice(0, 2).join(" + "))}; "-": the expressions on standard input (as --file)`)
    .addOption(new Option("--play <convention>", "normal or misere (sums only)").choices(PLAYS).default("normal"))
    .addOption(new Option("--compound <rule>", compoundChoicesHelp()).choices(KINDS).default("sum"))
    .option("--json", "print JSON (a stable shape, see README)")
    .option("--max-moves <n>", `list at most n winning moves (0..1000000; fewer when the moves' text would pass ${MOVES_TEXT_BUDGET / 2 ** 20} MiB)`, "50")
    .option(
      "--budget <moves>",
      `the most moves the engine may examine, and positions a game's own search may expand, for the whole analysis (default ${group(ANALYZE_BUDGET)}; "infinity" lifts it)`,
    )
    .option("--games <file>", "an ES module whose exports are game families (defineFamily); may be repeated", (f: string, all: string[]) => [...all, f], [] as string[])
    .option(
      "--file <file>",
      `the expressions in a file, one a line (blank lines and # comments skipped), each analysed in turn ("-": standard input; at most ${MAX_INPUT_BYTES / 2 ** 20} MiB)`,
    )
    .option("--whole", "with --file or -: the whole input is one expression (its lines joined), e.g. a long digraph written over many lines")
    .addHelpText(
      "after",
      `
Games:
${familiesHelp()}
Join components with +; k*term (or term*k) is k copies of a term. Integers may be written out or as powers (10^40), below 2^262144 (about 78,900 digits). Names ignore case, "_" and "'".
Examples:
${recordExamples()}
  grundy analyze --games ./my-games.mjs "moore2(1,2,4) + nim(3)"
  grundy analyze 'heap("0.07", 12)'     (single quotes outside, double quotes inside)
  echo "nim(3)" | grundy analyze -
  grundy analyze --file positions.txt       (one expression a line; with --json, one JSON object a line)
  grundy analyze --file big-digraph.txt --whole
With several expressions, the answers are printed in turn, separated by a blank line (--json:
one JSON object a line); an expression that fails is one line on stderr naming its line, the
others are still analysed, and the exit code is 2.`,
    )
    .action(async (words, opts) => {
      const maxMoves = parseMaxMoves(opts.maxMoves);
      const budget = opts.budget === undefined ? undefined : parseBudget(opts.budget);
      const fromInput = opts.file ?? (words.length === 1 && words[0] === "-" ? "-" : undefined);
      if (opts.file !== undefined && words.length > 0) throw new GrundyError("grundy analyze: give an expression or --file, not both");
      if (fromInput === undefined && words.length === 0)
        throw new GrundyError('grundy analyze: give an expression, "-" (expressions on standard input) or --file <file> (see grundy analyze --help)');
      if (fromInput === undefined && opts.whole) throw new GrundyError("grundy analyze: --whole goes with --file or -");
      const games: Family[] = [];
      for (const file of opts.games) for (const family of await loadGames(file)) games.push(family);
      const settings: Settings = { play: opts.play as Play, compound: opts.compound as AnalyzeCompound, maxMoves, games, budget, json: opts.json === true };
      if (fromInput === undefined) {
        analyseOne(words.join(" "), settings, false);
        return;
      }
      analyseInput(fromInput, opts.whole === true, settings);
    }) as unknown as Command;
}

/** `--max-moves`, checked: 0..10^6. */
function parseMaxMoves(text: string): number {
  try {
    return parseNaturalInRange(text, 0, 1_000_000, "a number of moves");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy analyze: --max-moves: ${e.message}`);
    throw e;
  }
}

/** `--budget`, checked: a positive safe integer or "infinity". */
function parseBudget(given: string): number {
  const text = given.trim().toLowerCase();
  try {
    return text === "infinity" ? Infinity : parseNaturalInRange(given, 1, Number.MAX_SAFE_INTEGER, "a number of moves");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy analyze: --budget: ${e.message} (or "infinity")`);
    throw e;
  }
}

/**
 * Analyses each expression of a file or standard input ("-") in turn. The first line in error is
 * shown, the others counted (binary junk is one line, not hundreds); any error sets exit code 2.
 */
function analyseInput(fromInput: string, whole: boolean, settings: Settings): void {
  const name = fromInput === "-" ? "standard input" : fromInput;
  const expressions = expressionsOf(readInput(fromInput, "analyze"), whole);
  if (expressions.length === 0) throw new GrundyError(`grundy analyze: ${name} holds no expression`);
  const several = expressions.length > 1;
  let failed = 0;
  let printed = false;
  for (const x of expressions) {
    try {
      // a blank line between answers (not before the first, nor for a line in error)
      analyseOne(x.text, settings, several, several && printed && !settings.json ? "\n" : "");
      printed = true;
    } catch (e) {
      if (!(e instanceof GrundyError)) throw e;
      const message = e.message.replace(/^grundy analyze: /, "");
      if (!several) throw new GrundyError(`grundy analyze: ${name}, line ${x.line}: ${message}`);
      if (failed === 0) process.stderr.write(`grundy analyze: ${name}, line ${x.line}: ${message}\n`);
      failed++;
    }
  }
  if (failed > 1) process.stderr.write(`grundy analyze: ${name}: … and ${failed - 1} more line${failed === 2 ? "" : "s"} with errors\n`);
  if (failed > 0) process.exitCode = 2;
}

interface Settings {
  play: Play;
  compound: AnalyzeCompound;
  maxMoves: number;
  games: Family[];
  budget: number | undefined;
  json: boolean;
}

/** Analyses one expression and prints the answer (`compact`: JSON on one line). */
function analyseOne(source: string, settings: Settings, compact: boolean, before = ""): void {
  if (source.trim() === "")
    throw new GrundyError(
      `grundy analyze: expected an expression such as ${SINGLE_GAME_EXAMPLES.slice(0, 2).join(" + ")}, got an empty one; \`grundy analyze --help\` lists the games`,
    );
  const { play, compound, games, budget } = settings;
  const requested = settings.maxMoves;
  const perMove = 2 * longestTerm(source) + 8;
  const maxMoves = Math.min(requested, Math.max(1, Math.floor(MOVES_TEXT_BUDGET / perMove)));
  const p = progress();
  try {
    const a = analyze(source, {
      play,
      compound,
      maxMoves,
      games,
      ...(budget !== undefined ? { budget } : {}),
      ...(p.onProgress ? { onProgress: p.onProgress } : {}),
    });
    p.done();
    if (maxMoves < requested && a.winningMoves !== undefined && a.winningMoves.length >= maxMoves && a.movesComplete !== true) {
      process.stderr.write(
        `grundy analyze: --max-moves lowered to ${maxMoves.toLocaleString("en-US")}: the moves of a position this long (${(perMove / 2).toLocaleString("en-US")} characters) would take more than the ${MOVES_TEXT_BUDGET / 2 ** 20} MiB the list may take\n`,
      );
    }
    if (before) process.stdout.write(before);
    if (settings.json && compact) process.stdout.write(`${JSON.stringify(a)}\n`);
    else writeChunked(settings.json ? analysisJsonChunks(a) : withNewlines(analysisLines(a)));
  } catch (e) {
    p.done();
    if (e instanceof GrundyError) throw new GrundyError(`grundy analyze: ${e.message}`);
    throw e;
  }
}
