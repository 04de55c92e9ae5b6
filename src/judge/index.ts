// sprague-grundy/judge: the online-judge solvers. The solvers run anywhere on a TokenReader and a
// LineWriter (memorySource/memorySink); runJudge reads and writes file descriptors (Node).
export { TokenReader, type TokenReaderOptions } from "./tokens.js";
export { memorySource, type ByteSource } from "./byteSource.js";
export { LineWriter, memorySink, type ByteSink } from "./output.js";
export { hdu1527 } from "./hdu1527.js";
export { hdu3595 } from "./hdu3595.js";
export { hdu4559 } from "./hdu4559.js";
export { PROBLEM_NAMES, loadProblem, type ProblemName } from "./problems.js";
export type { JudgeOptions, JudgeSolver } from "./options.js";
export { runJudge, type JudgeStreams } from "./run.js";
