// `grundy play --json`: each move carries its words (what the game's view says of it) beside
// it — in the list, the hint, the moves played and the mistake at the end. Chomp's words are
// checked against a model of the bite written here, and read back by the session's reader of
// typed moves; a game whose view describes no moves (Lasker's Nim) has no words.
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../src/play/session.js";
import { runCli } from "../helpers/cli.js";
import { bite, chompRows } from "../helpers/chompModel.js";

interface Event {
  event: string;
  [key: string]: unknown;
}

interface Said {
  n?: number;
  move: string;
  words?: string;
  position: string;
}

const events = (stdout: string): Event[] =>
  stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Event);

/** The words say the bite that leaves the position, and the reader of typed moves plays them to it. */
function checkSaid(start: string, said: Said): void {
  const m = /^bite at row (\d+), column (\d+)$/.exec(said.words ?? "");
  expect(m, `${said.move}: ${said.words}`).not.toBeNull();
  expect(chompRows(said.position)).toEqual(bite(chompRows(start), Number(m![1]), Number(m![2])));
  expect(new PlaySession(start).parseMove(said.words!).position).toBe(said.position);
}

describe("grundy play --json: a move's words beside it", () => {
  it("chomp(3,4): every listed move, the hint and both moves played carry the bite in words", () => {
    const r = runCli(["play", "chomp(3,4)", "--json", "--seed", "1"], "moves\nhint\n1\n");
    expect(r.status, r.stderr).toBe(0);
    const ev = events(r.stdout);
    const list = ev.find((e) => e.event === "moves")!.moves as Said[];
    expect(list).toHaveLength(11); // 3×4 squares, the poisoned one not a move
    for (const said of list) checkSaid("chomp(3,4)", said);
    const hint = ev.find((e) => e.event === "hint") as unknown as Said;
    checkSaid("chomp(3,4)", hint);
    const [mine, theirs] = ev.filter((e) => e.event === "move") as unknown as (Said & { by: string })[];
    expect(mine).toMatchObject({ by: "you", move: list[0]!.move, words: list[0]!.words, position: list[0]!.position });
    expect(theirs!.by).toBe("computer");
    checkSaid(mine!.position, theirs!);
  });

  it("the mistake at the end carries the words of the move made and of the one that would have won", () => {
    // from chomp(2,2) the one winning move bites at row 2, column 2, leaving the L of rows 2,1 (each
    // of its moves leaves one row or one column of two, from which the poisoned square alone is
    // left to the other player); biting at row 1, column 2 leaves a column of two, and loses
    const r = runCli(["play", "chomp(2,2)", "--json", "--seed", "1"], "bite at row 1, column 2\n");
    const end = events(r.stdout).find((e) => e.event === "end")!;
    expect(end.winner).toBe("computer");
    expect(end.mistake).toMatchObject({ turn: 1, words: "bite at row 1, column 2", better: "chomp(2,2) -> chomp(2,2; 2,1)", betterWords: "bite at row 2, column 2" });
  });

  it("lasker(3,4): a view that describes no moves gives no words", () => {
    const r = runCli(["play", "lasker(3,4)", "--json", "--seed", "1"], "moves\nhint\n1\n");
    const ev = events(r.stdout);
    const said = [...(ev.find((e) => e.event === "moves")!.moves as Said[]), ...ev.filter((e) => e.event === "hint" || e.event === "move")];
    // Lasker's Nim: 3 + 4 takes, 1 + 2 splits (3 = 1+2; 4 = 1+3 = 2+2); a hint, two moves played
    expect(said).toHaveLength(10 + 3);
    for (const s of said) expect(s).not.toHaveProperty("words");
    const end = ev.find((e) => e.event === "end")!;
    expect(end.mistake).toHaveProperty("better");
    expect(end.mistake).not.toHaveProperty("words");
    expect(end.mistake).not.toHaveProperty("betterWords");
  });
});
