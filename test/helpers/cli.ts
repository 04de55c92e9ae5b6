// Runs the built CLI (npm test builds dist/ first) and captures its output.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../../dist/cli/grundy.cjs", import.meta.url));

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], input = ""): CliRun {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * {@link runCli} without blocking: runs started together overlap, so a test of many
 * independent command lines waits for the slowest, not for their sum.
 */
export function runCliAsync(args: string[], input = ""): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    // a program that exits before reading its input closes the pipe: not the test's error
    child.stdin.on("error", () => undefined);
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}
