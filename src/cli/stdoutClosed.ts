import { fstatSync, readFileSync } from "node:fs";

/** /dev/null's device number on Linux (major 1, minor 3). */
const DEV_NULL = (1 << 8) | 3;

/**
 * Whether standard output was closed when grundy started (`grundy … >&-`). Node cannot
 * run with a closed descriptor 1: it reopens it on /dev/null, read-write, before any of
 * our code runs, so every answer would vanish with exit code 0. That reopened descriptor
 * is the null device open for reading and writing; a shell's `> /dev/null` opens it
 * write-only, so it is told apart. (A parent that spawns grundy with stdout "ignore"
 * gets the same read-write /dev/null and is treated as closed too: to discard the output
 * on purpose, redirect it to /dev/null.) Linux only (it reads /proc); elsewhere false.
 */
export function stdoutClosed(): boolean {
  try {
    const st = fstatSync(1);
    if (!st.isCharacterDevice() || st.rdev !== DEV_NULL) return false;
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync("/proc/self/fdinfo/1", "latin1"));
    return flags !== null && (Number.parseInt(flags[1]!, 8) & 3) === 2; // O_ACCMODE = O_RDWR
  } catch {
    return false;
  }
}

/** The message printed (as one line naming the command, errorLine) when standard output is closed. */
export const STDOUT_CLOSED = "standard output is closed: the answers would be lost (to discard them, redirect to /dev/null)";
