import { Argument, Command } from "@commander-js/extra-typings";
import { PROBLEM_NAMES, PROBLEMS } from "../judge/problems.js";

/**
 * `grundy judge <problem> [--explain]`: reads the judge input on stdin and writes exactly
 * the judge output on stdout. A malformed input is one line on stderr naming the line and
 * the token, exit code 2, after the answers to the cases before it.
 */
export function judgeCommand() {
  return new Command("judge")
    .description("solve an online-judge problem: judge input on stdin, judge output on stdout")
    .addArgument(new Argument("<problem>", "the problem").choices(PROBLEM_NAMES))
    .option("--explain", "print why (winning moves, suspense numbers, Grundy values) instead of the bare answers")
    .addHelpText("after", ["", "Problems:", ...PROBLEMS.map((p) => `  ${p.name}  ${p.summary}`), "", "Example:", "  grundy judge hdu1527 < examples/hdu1527.in"].join("\n"))
    .action(async (problem, options) => {
      // the solvers load only when judging, to keep the start-up of other commands lean
      const { runJudge } = await import("../judge/run.js");
      await runJudge(problem, { explain: options.explain === true });
    });
}
