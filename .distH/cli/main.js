import { GrundyError } from "../errors.js";
import { INTERNAL_ERROR_EXIT, errorLine, internalErrorText } from "./errorLine.js";
/** Parses the arguments with commander (loaded only here) and runs the command. */
async function runProgram(argv) {
    const [{ CommanderError }, { buildProgram, checkCommands }] = await Promise.all([import("commander"), import("./program.js")]);
    try {
        const program = await buildProgram(argv);
        await program.parseAsync(checkCommands(program, argv));
        return typeof process.exitCode === "number" ? process.exitCode : 0;
    }
    catch (e) {
        if (e instanceof CommanderError) {
            if (e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help") {
                return e.exitCode === 0 ? 0 : 2; // help shown because a subcommand was missing is a usage error
            }
            return 2; // commander has already printed its one-line message
        }
        throw e;
    }
}
/**
 * Runs the CLI; user errors become one line on stderr and exit code 2, anything unexpected
 * one line `grundy <command>: internal error: …` and exit code 70 (the stack with --debug).
 */
async function main(argv) {
    try {
        return await runProgram(argv);
    }
    catch (e) {
        if (e instanceof GrundyError) {
            process.stderr.write(`${errorLine(e.message, argv)}\n`);
            return 2;
        }
        const failed = outputFailure(e, argv);
        if (failed !== null)
            return failed;
        process.stderr.write(internalErrorText(e, argv));
        return INTERNAL_ERROR_EXIT;
    }
}
/**
 * A write to stdout that failed: a reader that went away (EPIPE, `grundy --help | head
 * -1`) ends the output quietly, as it ends a judge run; anything else (a full disk) is
 * one line and exit code 2. Null for other errors.
 */
function outputFailure(e, argv) {
    const err = e;
    if (!(e instanceof Error) || err.syscall !== "write" || typeof err.code !== "string")
        return null;
    if (err.code === "EPIPE")
        return typeof process.exitCode === "number" ? process.exitCode : 0;
    process.stderr.write(`${errorLine(`cannot write the output: ${err.code}`, argv)}\n`);
    return 2;
}
// stdout to a pipe fails later, as an event
process.stdout.on("error", (e) => {
    const failed = outputFailure(e, process.argv);
    if (failed === null)
        throw e;
    process.exit(failed);
});
process.exitCode = await main(process.argv);
//# sourceMappingURL=main.js.map