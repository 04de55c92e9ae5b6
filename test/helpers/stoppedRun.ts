// A `grundy solve … --table FILE` run stopped on purpose: killed with SIGKILL once its table
// file was saved twice, or sent SIGINT once it was saved once (the resume tests of both searches).
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { CLI } from "./cli.js";

export interface StoppedRun {
  /** The exit code (null when killed by a signal) and the signal that ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * Runs the CLI with `args` (which name `file` as --table and a short --save-every), waits until
 * the file is saved (`saves` times: 2 needs it to grow once after the first), then sends
 * `signal` and waits for the exit. Throws when the run ends first: the position was too small.
 */
export async function stopAfterSaves(args: string[], file: string, saves: 1 | 2, signal: "SIGKILL" | "SIGINT"): Promise<StoppedRun> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  let first = -1;
  const t0 = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    if (existsSync(file)) {
      const size = statSync(file).size;
      if (saves === 1 || (first >= 0 && size > first)) break;
      if (first < 0) first = size;
    }
    if (child.exitCode !== null) throw new Error(`the run ended before it was stopped: make the position larger (${stderr})`);
    if (Date.now() - t0 > 60_000) throw new Error(`no table file saved ${saves} times within a minute (${stderr})`);
  }
  child.kill(signal);
  await exited;
  return { code: child.exitCode, signal: child.signalCode, stderr };
}
