// The player's input lines: a line longer than MAX_LINE is never held whole, is skipped and
// reported in one line; the others come through as they are (chunks split anywhere, CRLF).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { MAX_LINE, pipeLines } from "../../../src/cli/play/lines.js";
import { CLI } from "../../helpers/cli.js";

async function all(chunks: string[], maxLine = 10): Promise<{ lines: string[]; tooLong: number[] }> {
  const input = new PassThrough();
  const tooLong: number[] = [];
  const lines = pipeLines(input, (n) => tooLong.push(n), maxLine);
  for (const c of chunks) input.write(c);
  input.end();
  const out: string[] = [];
  for (let l = await lines.next(); l !== null; l = await lines.next()) out.push(l);
  lines.close();
  return { lines: out, tooLong };
}

describe("the player's input lines", () => {
  it("split anywhere, with CRLF and a last line without a newline", async () => {
    expect(await all(["ab", "c\r\nd", "e\n\nf"])).toEqual({ lines: ["abc", "de", "", "f"], tooLong: [] });
  });

  it("a line longer than the limit is skipped and its length reported, the next line read", async () => {
    expect(await all(["12345", "678901234\nok\n", "x".repeat(25)])).toEqual({ lines: ["ok"], tooLong: [14, 25] });
  });

  it("the limit is 1 MiB", () => {
    expect(MAX_LINE).toBe(2 ** 20);
  });

  it("grundy play fed a 50 MB line: one message, the game goes on, in bounded memory", () => {
    const input = `${"x".repeat(50 * 2 ** 20)}\nquit\n`;
    const timed = existsSync("/usr/bin/time");
    const node = [process.execPath, "--max-old-space-size=300", CLI, "play", "nim(3,5,7)", "--no-board"];
    const r = spawnSync(timed ? "/usr/bin/time" : node[0]!, timed ? ["-f", "PEAK %M", ...node] : node.slice(1), { input, encoding: "utf8", maxBuffer: 1 << 26 });
    const sorry = r.stdout.split("\n").filter((l) => l.startsWith("Sorry"));
    expect(sorry).toEqual(["Sorry: a line of 52,428,800 characters was skipped: a line may be at most 1,048,576 characters (1 MiB); a long start goes in a file (--file)"]);
    expect(r.status).toBe(0);
    const peak = r.stderr.split("\n").find((l) => l.startsWith("PEAK "));
    if (peak) expect(Number(peak.slice(5))).toBeLessThan(300 * 1024);
  });
});
