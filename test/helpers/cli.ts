// Runs the built CLI (npm test builds dist/ first) and captures its output.
import { spawnSync } from "node:child_process";
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
