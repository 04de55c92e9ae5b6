export { TokenReader, memorySource, type ByteSource, type TokenReaderOptions } from "./tokens.js";
export { LineWriter, memorySink, type ByteSink } from "./output.js";
export { hdu1527 } from "./hdu1527.js";
export { hdu3595 } from "./hdu3595.js";
export { hdu4559 } from "./hdu4559.js";
export { PROBLEM_NAMES, loadProblem, type ProblemName } from "./problems.js";
export type { JudgeOptions, JudgeSolver } from "./options.js";
export { runJudge, type JudgeStreams } from "./run.js";
