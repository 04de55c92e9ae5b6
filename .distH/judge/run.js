import { GrundyError, InputError } from "../errors.js";
import { OutputClosed, fdSink, fdSource } from "./fd.js";
import { LineWriter } from "./output.js";
import { loadProblem } from "./problems.js";
import { TokenReader } from "./tokens.js";
/**
 * Solves a judge problem from a file descriptor to another, as `grundy judge` does:
 * output in big buffered chunks, flushed before an input error is reported; a closed
 * output (EPIPE) ends the run quietly.
 *
 * @param problem - the problem name
 * @param options - `explain: true` for reasons instead of bare answers
 * @param streams - the descriptors (default 0 and 1)
 * @throws GrundyError `grundy judge <problem>: line L: expected …, got "…"` on malformed input
 */
export async function runJudge(problem, options = {}, streams = {}) {
    const solve = await loadProblem(problem);
    const out = new LineWriter(fdSink(streams.output ?? 1), 1 << 16);
    try {
        try {
            solve(new TokenReader(fdSource(streams.input ?? 0)), out, options);
        }
        finally {
            out.flush();
        }
    }
    catch (e) {
        if (e instanceof OutputClosed)
            return;
        if (e instanceof InputError)
            throw new GrundyError(`grundy judge ${problem}: ${e.message}`);
        throw e;
    }
}
//# sourceMappingURL=run.js.map