// The peak resident memory of this process, for the reports of grundy solve.
import { readFileSync } from "node:fs";

/**
 * The most resident memory this process has held, in bytes: Linux's VmHWM (/proc/self/status),
 * the high-water mark of this program's own memory. getrusage's maxRSS is the fallback only: on
 * Linux it survives exec, so a grundy started by a large process (a test runner, an editor)
 * would report its parent's size at the fork.
 */
export function peakMemoryBytes(): number {
  try {
    const m = /^VmHWM:\s*(\d+)\s*kB/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // not Linux: no /proc
  }
  return process.resourceUsage().maxRSS * 1024;
}
