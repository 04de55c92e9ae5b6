// sprague-grundy/judge: the online-judge solvers. The solvers run anywhere on a TokenReader and a
// LineWriter (memorySource/memorySink); runJudge reads and writes file descriptors (Node).
export { TokenReader, memorySource } from "./tokens.js";
export { LineWriter, memorySink } from "./output.js";
export { hdu1527 } from "./hdu1527.js";
export { hdu3595 } from "./hdu3595.js";
export { hdu4559 } from "./hdu4559.js";
export { PROBLEM_NAMES, loadProblem } from "./problems.js";
export { runJudge } from "./run.js";
//# sourceMappingURL=index.js.map