// `grundy analyze` with a long list of long moves: streamed, and capped at a documented size.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { analysisJson, analysisJsonChunks, analysisLines, formatAnalysis } from "../../src/analyze/format.js";
import { runCli } from "../helpers/cli.js";

describe("analyze output, piece by piece", () => {
  it("the streamed text and JSON are exactly formatAnalysis and analysisJson", () => {
    const cases: [string, Parameters<typeof analyze>[1]][] = [
      ["nim(3,5,7) + wythoff(8,4)", {}],
      ["nim(1,2,3)", {}],
      ["nim(1,1,1)", { play: "misere" }],
      ["euclid(3,2) + euclid(1,1)", { compound: "every" }],
      ["nim(3) + nim(2)", { compound: "selective" }],
      ["wythoff(8,4) + nim(2)", { compound: "conjunctive" }],
    ];
    for (const [source, options] of cases) {
      const a = analyze(source, options);
      expect([...analysisJsonChunks(a)].join(""), source).toBe(analysisJson(a));
      expect([...analysisLines(a)].map((l) => `${l}\n`).join(""), source).toBe(formatAnalysis(a));
    }
  });

  it("20000 heaps with --max-moves 1000000: an answer, the list cut to 64 MiB and a line saying so (not a RangeError)", () => {
    const source = `nim(${Array.from({ length: 20000 }, (_, i) => i + 1).join(",")})`;
    const r = runCli(["analyze", source, "--max-moves", "1000000"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("grundy analyze: --max-moves lowered to 308: the moves of a position this long (108,902 characters) would take more than the 64 MiB the list may take\n");
    const lines = r.stdout.split("\n");
    expect(lines[1]).toBe("N: the player to move wins (disjunctive sum)");
    expect(lines[4]).toBe("winning moves (not all listed):");
    expect(lines.filter((l) => l.includes(" -> "))).toHaveLength(308);
    expect(r.stdout.length).toBeLessThan(70 * 2 ** 20);
  }, 120_000);
});
