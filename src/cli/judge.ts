import { Argument, Command } from "@commander-js/extra-typings";
import { GrundyError, InputError } from "../errors.js";

/** The judge problems, by name (kept here so that --help needs no solver loaded). */
const PROBLEMS = ["hdu1527", "hdu3595", "hdu4559"] as const;

/**
 * `grundy judge <problem> [--explain]`: reads the judge input on stdin and writes exactly
 * the judge output on stdout. A malformed input is one line on stderr naming the line and
 * the token, exit code 2, after the answers to the cases before it.
 */
export function judgeCommand() {
  return new Command("judge")
    .description("solve an online-judge problem: judge input on stdin, judge output on stdout")
    .addArgument(new Argument("<problem>", "the problem").choices(PROBLEMS))
    .option("--explain", "print why (winning moves, suspense numbers, Grundy values) instead of the bare answers")
    .addHelpText(
      "after",
      [
        "",
        "Problems:",
        "  hdu1527  Wythoff's game: lines `a b` -> 0 (the player to move loses) or 1",
        "  hdu3595  GG and MM, Every-SG of Euclid games: cases `N` + N lines `p q` -> MM or GG",
        "  hdu4559  2xN strip colouring: `T`, cases `n m` + m cells `x y` -> Case i: Alice|Bob",
        "",
        "Example:",
        "  grundy judge hdu1527 < examples/hdu1527.in",
      ].join("\n"),
    )
    .action(async (problem, options) => {
      // loaded only when judging, to keep the start-up of other commands lean
      const [{ problems }, { TokenReader, fdSource }, { LineWriter, OutputClosed, fdSink }] = await Promise.all([
        import("../judge/problems.js"),
        import("../judge/tokens.js"),
        import("../judge/output.js"),
      ]);
      const out = new LineWriter(fdSink(1), 1 << 16);
      try {
        try {
          problems[problem](new TokenReader(fdSource(0)), out, { explain: options.explain === true });
        } finally {
          out.flush();
        }
      } catch (e) {
        if (e instanceof OutputClosed) return;
        if (e instanceof InputError) throw new GrundyError(`grundy judge ${problem}: ${e.message}`);
        throw e;
      }
    });
}
