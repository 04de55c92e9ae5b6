import { Argument, Command } from "@commander-js/extra-typings";
import { PROBLEM_NAMES } from "../judge/problems.js";
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
        .addHelpText("after", [
        "",
        "Problems:",
        "  hdu1527  Wythoff's game: lines `a b` -> 0 (the player to move loses) or 1",
        "  hdu3595  GG and MM, Every-SG of Euclid games: cases `N` + N lines `p q` -> MM or GG",
        "  hdu4559  2xN strip colouring: `T`, cases `n m` + m cells `x y` -> Case i: Alice|Bob",
        "",
        "Example:",
        "  grundy judge hdu1527 < examples/hdu1527.in",
    ].join("\n"))
        .action(async (problem, options) => {
        // the solvers load only when judging, to keep the start-up of other commands lean
        const { runJudge } = await import("../judge/run.js");
        await runJudge(problem, { explain: options.explain === true });
    });
}
//# sourceMappingURL=judge.js.map