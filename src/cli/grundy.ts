#!/usr/bin/env node
/**
 * The `grundy` executable. It is bundled with its judge modules into one CommonJS file,
 * dist/cli/grundy.cjs (scripts/bundle.mjs), because a judge run is timed as a whole
 * process: one CommonJS file starts ≈ 30 ms sooner than the graph of ES modules behind
 * it. A plain `grundy judge <problem> [--explain]` runs from this file alone; everything
 * else loads the full command-line program (main.js) as before.
 */
import { GrundyError } from "../errors.js";
import { errorLine } from "./errorLine.js";
import { judgeShortcut } from "./judgeShortcut.js";

const judge = judgeShortcut(process.argv);
if (judge) {
  judge().then(
    () => undefined,
    (e: unknown) => {
      if (!(e instanceof GrundyError)) throw e;
      process.stderr.write(`${errorLine(e.message, process.argv)}\n`);
      process.exitCode = 2;
    },
  );
} else {
  // left alone by the bundler (external): the program stays a graph of ES modules
  void import("./main.js");
}
