import { PROBLEM_NAMES, loadProblem } from "../judge/problems.js";
/**
 * Recognises a plain `grundy judge <problem> [--explain]` (a known problem, nothing
 * else) so that the executable (grundy.ts, bundled into one CommonJS file) can run it
 * without loading the ES-module program and commander. Anything else — help, unknown
 * problems or options — goes through the commander program in main.ts, which defines
 * the command ({@link judgeCommand}).
 *
 * @param argv - process.argv
 * @returns the run, or null when commander should parse the arguments
 */
export function judgeShortcut(argv) {
    const args = argv.slice(2);
    if (args[0] !== "judge" || args.length < 2 || args.length > 3)
        return null;
    const rest = args.slice(1);
    const explain = rest.length === 2;
    if (explain && !rest.includes("--explain"))
        return null;
    const problem = rest.find((a) => a !== "--explain");
    if (problem === undefined || !PROBLEM_NAMES.includes(problem))
        return null;
    return async () => {
        // load the runner and the solver's modules side by side
        const [{ runJudge }] = await Promise.all([import("../judge/run.js"), loadProblem(problem)]);
        await runJudge(problem, { explain });
    };
}
//# sourceMappingURL=judgeShortcut.js.map