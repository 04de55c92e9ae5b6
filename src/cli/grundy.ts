#!/usr/bin/env node
/**
 * The `grundy` executable. It is bundled with its judge modules into one CommonJS file,
 * dist/cli/grundy.cjs (scripts/bundle.mjs), because a judge run is timed as a whole
 * process: one CommonJS file starts ≈ 30 ms sooner than the graph of ES modules behind
 * it. A plain `grundy judge <problem> [--explain]` runs from this file alone; everything
 * else loads the command-line program (main.js), bundled into a few ES-module chunks
 * (dist/bundle/main.js, scripts/bundle.mjs).
 */
import { GrundyError } from "../errors.js";
import { INTERNAL_ERROR_EXIT, debugWanted, errorLine, internalErrorText } from "./errorLine.js";
import { judgeShortcut } from "./judgeShortcut.js";
import { STDOUT_CLOSED, stdoutClosed } from "./stdoutClosed.js";

/**
 * Writes to stderr, where failures are reported: when it cannot be written (2>/dev/full)
 * there is nowhere left to say so, and the exit code alone tells (0 when the work was
 * done). process.stderr is touched only here: making the stream costs a judge run's
 * start-up several milliseconds.
 */
function writeError(text: string): void {
  if (process.stderr.listenerCount("error") === 0) process.stderr.on("error", () => undefined);
  process.stderr.write(text);
}

/** Anything unexpected that reaches the top: one line (the stack with --debug), exit code 70. */
function internalError(e: unknown): void {
  writeError(internalErrorText(e, process.argv));
  process.exitCode = INTERNAL_ERROR_EXIT;
}

process.on("uncaughtException", (e) => {
  internalError(e);
  process.exit(INTERNAL_ERROR_EXIT);
});

const judge = judgeShortcut(process.argv);
if (stdoutClosed()) {
  writeError(`${errorLine(STDOUT_CLOSED, process.argv)}\n`);
  process.exitCode = 2;
} else if (judge) {
  judge().then(
    () => undefined,
    (e: unknown) => {
      if (!(e instanceof GrundyError)) return internalError(e);
      writeError(`${errorLine(e.message, process.argv)}\n`);
      process.exitCode = 2;
    },
  );
} else {
  // the full program may write to stderr any time: ignore its write errors from the start
  process.stderr.on("error", () => undefined);
  // a stack printed by --debug names the lines of src/ (the bundle's maps), as tsc's files did
  if (debugWanted(process.argv)) process.setSourceMapsEnabled(true);
  // the bundled program (scripts/bundle.mjs points this import at dist/bundle/main.js)
  void import("./main.js");
}
