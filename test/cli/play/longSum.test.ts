// `grundy play` on a sum of many components: the game's work grows linearly with the number of
// components, counted, not timed. A family written here counts the calls of its game's moves,
// its print and its view's describe; the controller plays a whole turn (the start, the
// position, the numbered moves, a hint, the list, a move and the computer's reply) with the
// text and the JSON output, and the counts stay within a few calls a component (a quadratic
// walk, a component asked once per component, would be thousands a component). The text
// output writes a few times a screen, not once a component's line.
import { describe, expect, it } from "vitest";
import { Controller } from "../../../src/cli/play/controller.js";
import { JsonOutput } from "../../../src/cli/play/jsonOutput.js";
import type { Lines } from "../../../src/cli/play/lines.js";
import { Match, type MatchOptions } from "../../../src/cli/play/match.js";
import type { Output } from "../../../src/cli/play/output.js";
import { PLAIN } from "../../../src/cli/play/paint.js";
import { TextOutput } from "../../../src/cli/play/textOutput.js";
import { defineFamily } from "../../../src/games/defineFamily.js";
import { PlaySession } from "../../../src/play/session.js";

/** Calls of the family's members. */
interface Counts {
  moves: number;
  print: number;
  describe: number;
}

/** takeone(n): take one token (a heap of n has Grundy value n mod 2), with its members' calls counted. */
function counted(): { family: ReturnType<typeof defineFamily<number>>; counts: Counts } {
  const counts: Counts = { moves: 0, print: 0, describe: 0 };
  const family = defineFamily<number>({
    name: "takeone",
    usage: "takeone(n)",
    game: {
      moves: (n: number) => {
        counts.moves++;
        return n > 0 ? [n - 1] : [];
      },
    },
    parse: (a) => Number(a[0]),
    print: (n) => {
      counts.print++;
      return `takeone(${n})`;
    },
    view: {
      rule: "Take one token.",
      describe: (from: number, to: number) => {
        counts.describe++;
        return `take one of ${from}, leaving ${to}`;
      },
    },
  });
  return { family, counts };
}

/** Lines of input, one after another, then the end. */
function linesOf(input: string[]): Lines {
  const queue = input.slice();
  return { next: async () => queue.shift() ?? null, prompt: () => undefined, close: () => undefined };
}

/** A turn (hint, moves, the first move, the computer's reply) on a sum of `n` heaps of one and a heap of two, counted. */
async function play(n: number, json: boolean): Promise<{ counts: Counts; writes: number; text: string }> {
  const { family, counts } = counted();
  const start = [...Array.from({ length: n }, () => "takeone(1)"), "takeone(2)"].join(" + ");
  const options: MatchOptions = { play: "normal", compound: "sum", games: [family], level: "perfect", seed: 1, board: false };
  const session = new PlaySession(start, { games: [family], seed: 1 });
  const match = new Match(session, "first", options, false);
  let writes = 0;
  let text = "";
  const write = (s: string): void => {
    writes++;
    text += s;
  };
  const out: Output = json ? new JsonOutput(write) : new TextOutput(write, PLAIN, false);
  await new Controller(match, out).run(linesOf(["hint", "moves", "1", "quit"]));
  return { counts, writes, text };
}

describe("grundy play on a sum of many components", () => {
  for (const json of [false, true]) {
    it(`${json ? "--json" : "text"}: a turn costs a few calls of the game a component, and 4 times the components cost about 4 times the calls`, async () => {
      const small = await play(1000, json);
      const large = await play(4000, json);
      for (const r of [small, large]) {
        // the turn happened: the first move listed, played, and the computer replied
        expect(r.text).toContain(json ? '"event":"move","by":"computer"' : "The computer plays");
      }
      for (const member of ["moves", "print", "describe"] as const) {
        expect(large.counts[member], member).toBeLessThanOrEqual(12 * 4001);
        expect(large.counts[member], member).toBeLessThanOrEqual(4.5 * small.counts[member] + 100);
      }
      // the position's lines in a few writes (4,096 lines a write), not one a line: 3,000 more components, no more writes
      if (!json) expect(large.writes).toBeLessThanOrEqual(small.writes + 2);
    }, 20_000);
  }

  it("the hint on 4,001 heaps of one and a heap of two (nim-sum 1) takes a heap of one, leaving nim-sum 0", () => {
    const { family } = counted();
    const start = [...Array.from({ length: 4001 }, () => "takeone(1)"), "takeone(2)"].join(" + ");
    const hint = new PlaySession(start, { games: [family] }).hint();
    expect(hint?.wins).toBe(true);
    // any heap of one taken leaves 4,000 ones and the two: nim-sum 0
    expect(hint?.text).toBe("takeone(1) -> takeone(0)");
  });
});
