// grundy solve reports its own peak memory, not its parent's: on Linux getrusage's maxRSS
// survives exec, so a grundy started by a process holding 400 MiB read at least 400 MiB there.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";

describe("grundy solve's peak memory", () => {
  it("is the program's own when a large process starts it (a parent holding 400 MiB)", () => {
    // the parent fills 400 MiB (resident, not only reserved), then runs grundy and prints its report
    const parent = `
      const { spawnSync } = require("node:child_process");
      const big = Buffer.alloc(400 * 2 ** 20, 1);
      const r = spawnSync(process.execPath, ${JSON.stringify([CLI, "solve", "cram", "4", "5", "--memory", "128MiB", "--json"])}, { encoding: "utf8" });
      process.stdout.write(JSON.stringify({ held: big.length, resident: process.memoryUsage().rss, status: r.status, out: r.stdout, err: r.stderr }));
    `;
    const r = spawnSync(process.execPath, ["-e", parent], { encoding: "utf8", maxBuffer: 1 << 24 });
    const { resident, status, out, err } = JSON.parse(r.stdout) as { resident: number; status: number; out: string; err: string };
    expect(resident).toBeGreaterThan(400 * 2 ** 20); // the parent did hold it
    expect([status, err]).toEqual([0, ""]);
    const report = JSON.parse(out) as { value: number; peakRssBytes: number };
    expect(report.value).toBe(2); // cram(4,5): 2 (Lemoine & Viennot)
    expect(report.peakRssBytes).toBeGreaterThan(0);
    expect(report.peakRssBytes).toBeLessThanOrEqual(128 * 2 ** 20);
  });
});
