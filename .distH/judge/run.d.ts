import type { JudgeOptions } from "./options.js";
import { type ProblemName } from "./problems.js";
/** Where {@link runJudge} reads and writes: file descriptors (default stdin and stdout). */
export interface JudgeStreams {
    input?: number;
    output?: number;
}
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
export declare function runJudge(problem: ProblemName, options?: JudgeOptions, streams?: JudgeStreams): Promise<void>;
