// `grundy pattern <expression>`: the law of a game with one or two free variables, proven where a
// theorem allows, and written out as code a judge accepts (--code python|cpp|ts).
import { Command, Option } from "@commander-js/extra-typings";
import { findPattern, type Pattern } from "../analyze/findPattern.js";
import { parsePatternRanges, parsePatternTo } from "../analyze/patternRange.js";
import { PATTERN_BUDGET, type PatternOptions, type PatternValues } from "../analyze/patternTable.js";
import type { AnalyzeCompound } from "../analyze/analysis.js";
import { parseNaturalInRange } from "../arith/bigint.js";
import { compoundChoicesHelp, KINDS } from "../core/compoundKinds.js";
import { PLAYS } from "../core/_internals/plays.js";
import type { Play } from "../core/outcome.js";
import { GrundyError, InputError } from "../errors.js";
import type { Family } from "../games/family.js";
import { isSumExpression, ONE_VARIABLE_EXAMPLES, shellQuoted, TWO_VARIABLE_EXAMPLES } from "../games/examples.js";
import { CODE_LANGUAGES, codeLanguage, writeCode } from "../pattern/code/writeCode.js";
import { group } from "../_internals/counts.js";
import { loadGames } from "./loadGames.js";
import { Status } from "./statusLine.js";

const MEASURES: Record<string, string> = {
  grundy: "Grundy values",
  outcome: "outcomes (0 = P, 1 = N)",
  remoteness: "remoteness (the conjunctive compound's measure)",
  suspense: "suspense (the Every-SG compound's measure)",
};

/** "n = 0 … 65535" or "a = 0 … 63, b = 0 … 63". */
export function rangeText(values: PatternValues): string {
  if ("variable" in values) return `${values.variable} = ${values.from} … ${values.from + values.values.length - 1}`;
  const [a, b] = values.variables;
  return `${a} = ${values.from[0]} … ${values.from[0] + values.rows - 1}, ${b} = ${values.from[1]} … ${values.from[1] + values.cols - 1}`;
}

/** The values' summary for --json: how many, the largest and where it first is, how many distinct. */
function summary(values: PatternValues): { count: number; largest: number; largestAt: number[]; distinct: number } {
  const v = values.values;
  let largest = -1;
  let at = 0;
  const seen = new Set<number>();
  for (let i = 0; i < v.length; i++) {
    if (v[i]! > largest) {
      largest = v[i]!;
      at = i;
    }
    seen.add(v[i]!);
  }
  const largestAt = "variable" in values ? [values.from + at] : [values.from[0] + Math.floor(at / values.cols), values.from[1] + (at % values.cols)];
  return { count: v.length, largest, largestAt, distinct: seen.size };
}

/** JSON of a law: bigints as numbers when exact, else as strings of digits. */
function lawJson(pattern: Pattern, values: PatternValues): string {
  const data = {
    expression: values.expression,
    variables: "variable" in values ? [values.variable] : values.variables,
    range: rangeText(values),
    measure: values.measure,
    law: pattern.law,
    description: pattern.describe(),
    theorem: pattern.theorem ?? null,
    summary: summary(values),
  };
  return JSON.stringify(
    data,
    (_key, x) => (typeof x === "bigint" ? (x >= BigInt(Number.MIN_SAFE_INTEGER) && x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : x.toString()) : x),
    2,
  );
}

/** Reads --budget: a positive number of moves or "infinity". */
function readBudget(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim().toLowerCase();
  if (t === "infinity") return Infinity;
  try {
    return parseNaturalInRange(text, 1, Number.MAX_SAFE_INTEGER, "a number of moves");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy pattern: --budget: ${e.message} (or "infinity")`);
    throw e;
  }
}

/** The argument's examples, from the records: a one-variable law, a heap game by its code, a two-variable one and a sum of two games. */
function argumentExamples(): string {
  const firstSum = TWO_VARIABLE_EXAMPLES.find(isSumExpression);
  return [ONE_VARIABLE_EXAMPLES[0], 'heap("0.8", n)', TWO_VARIABLE_EXAMPLES[0], firstSum].flatMap((x) => (x === undefined ? [] : [shellQuoted(x)])).join(", ");
}

/** The help's examples, the records' first: a law, a heap game by its code, laws as code, the Every-SG rule and a longer range. */
function recordExamples(): string {
  const [one0, one1] = ONE_VARIABLE_EXAMPLES;
  const [two0, two1] = TWO_VARIABLE_EXAMPLES;
  const lines: [string | undefined, string][] = [
    [one0, ""],
    ['heap("0.8", n)', ""],
    [two0, " --code cpp"],
    [one1, " --code python"],
    [two1, " --compound every"],
    ["grundy(n)", " --to 20000"],
  ];
  return lines.flatMap(([x, flags]) => (x === undefined ? [] : [`  grundy pattern ${shellQuoted(x)}${flags}`])).join("\n");
}

/** `grundy pattern <expression>`. */
export function patternCommand(): Command {
  return new Command("pattern")
    .description("find the law of a game: periods, arithmetic periods, two-variable laws, P-positions; proven where a theorem allows; written as code")
    .argument("<expression>", `a position with one or two free variables, e.g. ${argumentExamples()}`)
    .option("--to <N>", "the end of every variable's range (default: 65,535 for a heap game, 4,095 when a move may leave three heaps, 1,000 for others, 255 for two variables)")
    .option("--range <ranges>", "each variable's range, e.g. n=0..5000 or a=1..300,b=1..300 (an end left out takes its default)")
    .addOption(new Option("--play <convention>", "normal or misere (misère: a law of the outcomes)").choices(PLAYS).default("normal"))
    .addOption(
      new Option("--compound <rule>", `${compoundChoicesHelp()} (with every, the law is of the suspense; with conjunctive, of the remoteness)`).choices(KINDS).default("sum"),
    )
    .addOption(new Option("--code <language>", `print the law as a standalone function in ${CODE_LANGUAGES.join(", ")} (to stdout; the law is its comment)`))
    .option("--json", "print the law as JSON (kind, preperiod, period, saltus, verifiedTo, status, proof, …) and the values' summary")
    .option("--budget <moves>", `the most moves the engine may examine for the whole table (default ${group(PATTERN_BUDGET)}; "infinity" lifts it)`)
    .option("--games <file>", "an ES module whose exports are game families (defineFamily); may be repeated", (f: string, all: string[]) => [...all, f], [] as string[])
    .addHelpText(
      "after",
      `
What is looked for, in order: a period (with its preperiod), an arithmetic period (a saltus),
the ruler regularity, a closed form of a small catalogue; for outcomes, P-positions by
residues, a finite set or a Beatty sequence; for two variables, a sum f(a) xor g(b), a fold
over the quotients of the continued fraction of max/min, rows additively periodic, P-positions
on lines, as Beatty pairs or by a ratio. "proven" means a
theorem's conditions were checked on the values (a heap game's periodicity theorem, a finite
subtraction set's window, for codes with three-heap splits the arithmetic-periodicity test of
docs/arithmetic-periodicity.md); "verified" means it holds on every value computed.

Examples:
${recordExamples()}
`,
    )
    .action(async (expression, opts) => {
      const language = opts.code === undefined ? undefined : codeLanguage(opts.code);
      const options: PatternOptions = { play: opts.play as Play, compound: opts.compound as AnalyzeCompound };
      if (opts.to !== undefined) options.to = parsePatternTo(opts.to);
      if (opts.range !== undefined) options.ranges = parsePatternRanges(opts.range);
      const budget = readBudget(opts.budget);
      if (budget !== undefined) options.budget = budget;
      const games: Family[] = [];
      for (const file of opts.games) for (const family of await loadGames(file)) games.push(family);
      if (games.length) options.games = games;
      const status = new Status();
      const started = Date.now();
      options.onProgress = (done, total) => {
        if (Date.now() - started > 500) status.update(`computing values: ${group(done)} of ${group(total)}`);
      };
      let pattern: Pattern;
      try {
        pattern = findPattern(expression, options);
      } finally {
        status.clear();
      }
      const values = pattern.values!;
      if (language !== undefined) {
        const program = pattern.program();
        if (program === null) throw new GrundyError(`grundy pattern: no law found covers every position of ${expression} (${rangeText(values)}): no code to write`);
        process.stdout.write(writeCode(program, language));
        return;
      }
      if (opts.json) {
        process.stdout.write(`${lawJson(pattern, values)}\n`);
        return;
      }
      process.stdout.write(`${values.expression}, ${rangeText(values)}: ${MEASURES[values.measure] ?? values.measure}\n${pattern.describe()}\n`);
    }) as unknown as Command;
}
