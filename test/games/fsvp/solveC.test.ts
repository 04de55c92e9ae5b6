// A second, independent check of the fsvp solver: the benchmark's plain C value iteration
// (bench/c/fsvp_vi.c, its own numbering and move generation) must give the same outcome
// and remoteness for every position. Skipped when gcc is not installed.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { solveFsvp } from "../../../src/games/fsvp/index.js";

const source = fileURLToPath(new URL("../../../bench/c/fsvp_vi.c", import.meta.url));
const gcc = spawnSync("gcc", ["--version"]).status === 0;

describe.skipIf(!gcc)("fsvp against the C value iteration of the benchmark", () => {
  it("outcome and remoteness of every position agree for n ≤ 24", () => {
    const dir = mkdtempSync(join(tmpdir(), "grundy-fsvp-c-"));
    const bin = join(dir, "fsvp_vi");
    execFileSync("gcc", ["-O2", "-o", bin, source]);
    for (let n = 1; n <= 24; n++) {
      const out = join(dir, `${n}.bin`);
      execFileSync(bin, [String(n), out]);
      const bytes = readFileSync(out);
      const t = solveFsvp(n, { outcomesOnly: true });
      expect(bytes.length).toBe(3 * t.count);
      const c = { outcome: new Uint8Array(t.count), remoteness: new Uint16Array(t.count) };
      for (let i = 0; i < t.count; i++) {
        c.outcome[i] = bytes[3 * i]!;
        c.remoteness[i] = bytes[3 * i + 1]! | (bytes[3 * i + 2]! << 8);
      }
      expect(c.outcome, `n = ${n}`).toEqual(t.outcome);
      expect(c.remoteness, `n = ${n}`).toEqual(t.remoteness);
    }
  });
});
