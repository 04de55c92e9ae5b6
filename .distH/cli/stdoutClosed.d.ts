/**
 * Whether standard output was closed when grundy started (`grundy … >&-`). Node cannot
 * run with a closed descriptor 1: it reopens it on /dev/null, read-write, before any of
 * our code runs, so every answer would vanish with exit code 0. That reopened descriptor
 * is the null device open for reading and writing; a shell's `> /dev/null` opens it
 * write-only, so it is told apart. (A parent that spawns grundy with stdout "ignore"
 * gets the same read-write /dev/null and is treated as closed too: to discard the output
 * on purpose, redirect it to /dev/null.) Linux only (it reads /proc); elsewhere false.
 */
export declare function stdoutClosed(): boolean;
/** The one line printed when standard output is closed. */
export declare const STDOUT_CLOSED = "grundy: standard output is closed: the answers would be lost (to discard them, redirect to /dev/null)";
