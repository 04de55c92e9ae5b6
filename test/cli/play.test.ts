// `grundy play` from a pipe: plain text, and --json events driven line by line as a
// program would (the test reads each event before it sends the next line).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/_internals/random.js";
import { FAMILIES } from "../../src/games/registry.js";
import { CLI, runCli, runCliAsync } from "../helpers/cli.js";
import { userGameFile } from "../helpers/userGame.js";

interface Event {
  event: string;
  [key: string]: unknown;
}

interface ListedMove {
  n: number;
  move: string;
  position: string;
  wins?: boolean;
  suspense?: number;
  remoteness?: number;
}

/** A `grundy play --json` process: send a line, wait for the events it answers with. */
class Driver {
  readonly events: Event[] = [];
  private read = 0;
  private wake: (() => void) | null = null;
  private readonly child: ChildProcessWithoutNullStreams;
  private stderr = "";
  private readonly exited: Promise<number | null>;

  constructor(args: string[]) {
    this.child = spawn(process.execPath, [CLI, "play", ...args, "--json"], { stdio: "pipe" });
    // a line sent just as the game ends meets a closed pipe (EPIPE): the end event, already
    // read, is what the test looks at; any other write error goes into the stderr it reports
    this.child.stdin.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code !== "EPIPE") this.stderr += `stdin: ${e.message}`;
    });
    this.child.stderr.on("data", (d: Buffer) => {
      this.stderr += d.toString();
    });
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      this.events.push(JSON.parse(line) as Event);
      this.wake?.();
    });
    this.exited = new Promise((resolve) => this.child.on("close", (code) => resolve(code)));
    this.child.on("close", () => this.wake?.());
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** The next event of one of these kinds (events of other kinds before it are skipped). */
  async until(...kinds: string[]): Promise<Event> {
    for (;;) {
      while (this.read < this.events.length) {
        const e = this.events[this.read++]!;
        if (kinds.includes(e.event)) return e;
      }
      if (this.child.exitCode !== null) throw new Error(`the game ended without ${kinds.join("/")}; stderr: ${this.stderr}; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }

  /** Closes stdin and waits for the exit code. */
  async close(): Promise<{ code: number | null; stderr: string }> {
    this.child.stdin.end();
    const code = await this.exited;
    return { code, stderr: this.stderr };
  }
}

/** Seeded random numbers for the test's own choices. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** Plays the hint every turn (as text or as the position); returns the end event. */
async function playHints(args: string[], opening: "N" | "P"): Promise<{ end: Event; moves: Event[] }> {
  const d = new Driver(args);
  const start = await d.until("start");
  expect(start.outcome, args.join(" ")).toBe(opening);
  for (let turn = 0; turn < 200; turn++) {
    d.send("hint");
    const e = await d.until("hint", "end", "error");
    expect(e.event, JSON.stringify(e)).not.toBe("error");
    if (e.event === "end") {
      const { code } = await d.close();
      expect(code).toBe(0);
      return { end: e, moves: d.events.filter((x) => x.event === "move") };
    }
    expect(e.wins, JSON.stringify(e)).toBe(true);
    d.send(turn % 2 === 0 ? String(e.move) : String(e.position));
    const mine = await d.until("move", "error");
    expect(mine, JSON.stringify(mine)).toMatchObject({ event: "move", by: "you", position: e.position });
  }
  throw new Error("the game did not end");
}

/** Plays a random legal move from the `moves` list every turn (by number or position); returns the end event. */
async function playRandom(args: string[], seed: number): Promise<Event> {
  const random = rng(seed);
  const d = new Driver(args);
  await d.until("start");
  for (let turn = 0; turn < 200; turn++) {
    d.send("moves");
    const e = await d.until("moves", "end", "error");
    expect(e.event, JSON.stringify(e)).not.toBe("error");
    if (e.event === "end") {
      expect((await d.close()).code).toBe(0);
      return e;
    }
    const list = e.moves as ListedMove[];
    expect(list.length).toBeGreaterThan(0);
    list.forEach((m, i) => expect(m.n).toBe(i + 1));
    const pick = list[Math.floor(random() * list.length)]!;
    d.send(random() < 0.5 ? String(pick.n) : pick.position);
    const mine = await d.until("move", "error");
    expect(mine, JSON.stringify(mine)).toMatchObject({ event: "move", by: "you", move: pick.move, position: pick.position });
  }
  throw new Error("the game did not end");
}

const lines = (stdout: string): Event[] =>
  stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Event);

describe("grundy play --json", () => {
  it("wythoff(8,4): the user plays the hint each time and wins; the events have the documented shape", async () => {
    const { end, moves } = await playHints(["wythoff(8,4)", "--seed", "1"], "N");
    expect(end).toEqual({ event: "end", winner: "you" });
    expect(moves[0]).toEqual({ event: "move", by: "you", move: "wythoff(8,4) -> wythoff(7,4)", words: "(8,4) → (7,4)", position: "wythoff(7,4)" });
    expect(moves[1]).toMatchObject({ event: "move", by: "computer" });
    expect(moves.at(-1)).toMatchObject({ by: "you", position: "wythoff(0,0)" });
  });

  it("from other N-positions the hints win too: sums, misère play, --first computer from a P-position", async () => {
    const games = [
      [["nim(3,5,7)"], "N"],
      [["kayles(7) + wythoff(2,3)"], "N"],
      [["nim(2,2,1)", "--play", "misere"], "N"],
      [["wythoff(4,7)", "--first", "computer"], "P"],
      [["euclid(9,4)", "--compound", "conjunctive"], "N"],
    ] as const;
    // independent games, played at the same time
    const ends = await Promise.all(games.map(([args, opening]) => playHints([...args, "--seed", "5"], opening as "N" | "P")));
    for (const [i, [args]] of games.entries()) expect(ends[i]!.end.winner, args.join(" ")).toBe("you");
  });

  it("from a P-position the computer wins whatever the user plays (random legal moves from the list)", async () => {
    const starts = ["wythoff(3,5)", "wythoff(10,6)", "nim(1,2,3)", "kayles(3) + kayles(3)"];
    // independent games, played at the same time
    const games = starts.flatMap((start, i) => [1, 2].map((seed) => ({ start, seed, random: 100 * i + seed })));
    const ends = await Promise.all(games.map(({ start, seed, random }) => playRandom([start, "--seed", String(seed)], random)));
    for (const [i, { start, seed }] of games.entries()) expect(ends[i]!.winner, `${start} seed ${seed}`).toBe("computer");
  });

  it("when the user lets a win go, the end names the first such move and a move that would have won", () => {
    // wythoff(8,4) -> wythoff(0,4) gives the computer the win at once
    const r = runCli(["play", "wythoff(8,4)", "--json", "--seed", "1"], "wythoff(0,4)\n");
    expect(r.status).toBe(0);
    expect(lines(r.stdout).at(-1)).toEqual({
      event: "end",
      winner: "computer",
      mistake: {
        turn: 1,
        before: "wythoff(8,4)",
        move: "wythoff(8,4) -> wythoff(0,4)",
        words: "(8,4) → (0,4)",
        better: "wythoff(8,4) -> wythoff(7,4)",
        betterWords: "(8,4) → (7,4)",
      },
    });
  });

  it("undo takes back the user's move and the computer's reply; redo plays them again", () => {
    const r = runCli(["play", "wythoff(8,4)", "--json", "--seed", "1"], "wythoff(7,4)\nundo\nredo\nundo\nundo\nredo\nredo\n");
    expect(r.status).toBe(0);
    const ev = lines(r.stdout);
    const reply = ev[2]!;
    expect(reply).toMatchObject({ event: "move", by: "computer" });
    expect(ev[3]).toEqual({
      event: "undo",
      moves: [
        { by: "you", move: "wythoff(8,4) -> wythoff(7,4)" },
        { by: "computer", move: reply.move },
      ],
      position: "wythoff(8,4)",
      toMove: "you",
    });
    expect(ev[4]).toMatchObject({ event: "redo", position: reply.position, toMove: "you" });
    expect(ev[5]).toMatchObject({ event: "undo", position: "wythoff(8,4)" });
    expect(ev[6]).toEqual({ event: "error", message: "nothing to undo: you have not moved yet" });
    expect(ev[7]).toMatchObject({ event: "redo", position: reply.position });
    expect(ev[8]).toEqual({ event: "error", message: "nothing to redo" });
    expect(ev[9]).toEqual({ event: "stopped" });
    expect(ev).toHaveLength(10);
  });

  it("with --first computer the computer moves at once, and its first move cannot be undone", () => {
    const r = runCli(["play", "wythoff(8,4)", "--first", "computer", "--json", "--seed", "1"], "undo\n");
    const ev = lines(r.stdout);
    expect(ev[0]).toMatchObject({ event: "start", position: "wythoff(8,4)", toMove: "computer", outcome: "N" });
    expect(ev[1]).toEqual({ event: "move", by: "computer", move: "wythoff(8,4) -> wythoff(7,4)", words: "(8,4) → (7,4)", position: "wythoff(7,4)" });
    expect(ev[2]).toMatchObject({ event: "error" });
    expect(ev[3]).toEqual({ event: "stopped" });
  });

  it("a bad move or command is an error event saying what was expected, and the game goes on", () => {
    const r = runCli(["play", "wythoff(8,4)", "--json", "--seed", "1"], "wythoff(9,9)\n17\nfoo\nwythoff(8,4) -> nim(3)\nwythoff(8,\n\nwythoff(7,4)\nquit\n");
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const ev = lines(r.stdout);
    const errors = ev.filter((e) => e.event === "error").map((e) => String(e.message));
    expect(errors).toHaveLength(5);
    expect(errors[0]).toMatch(/^expected a legal move of wythoff\(8,4\) \(type "moves" for the list\), got "wythoff\(8,4\) -> wythoff\(9,9\)"$/);
    expect(errors[1]).toBe('expected a move number from 1 to 16, got "17" (type "moves" for the list)');
    expect(errors[2]).toBe('expected a move number, a move or a command, got "foo" (type "help" for the commands, "moves" for the list)');
    for (const m of errors) expect(m).toMatch(/^expected .*"moves"/);
    expect(ev.filter((e) => e.event === "move")[0]).toMatchObject({ by: "you", position: "wythoff(7,4)" });
    expect(ev.at(-1)).toEqual({ event: "stopped" });
  });

  it("moves: numbered, with each move's value; hint; values and help", () => {
    const r = runCli(["play", "wythoff(8,4)", "--json", "--seed", "1"], "moves\nhint\nvalues\nhelp\n");
    const [, moves, hint, values, help, stopped] = lines(r.stdout);
    expect(moves!.complete).toBe(true);
    const list = moves!.moves as ListedMove[];
    expect(list).toHaveLength(16);
    expect(list[0]).toEqual({ n: 1, move: "wythoff(8,4) -> wythoff(0,4)", words: "(8,4) → (0,4)", position: "wythoff(0,4)", wins: false });
    expect(list.filter((m) => m.wins).map((m) => m.position)).toEqual(["wythoff(7,4)"]);
    expect(hint).toEqual({ event: "hint", move: "wythoff(8,4) -> wythoff(7,4)", words: "(8,4) → (7,4)", position: "wythoff(7,4)", wins: true });
    expect(values).toEqual({ event: "values", shown: true });
    expect(help!.event).toBe("help");
    expect(stopped).toEqual({ event: "stopped" });
  });

  it("input that ends before the game does ends quietly: a stopped event, exit 0", () => {
    const r = runCli(["play", "nim(3,5,7)", "--json", "--seed", "1"], "");
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual([
      { event: "start", position: "nim(3,5,7)", toMove: "you", outcome: "N", play: "normal", compound: "sum", level: "perfect", seed: 1 },
      { event: "stopped" },
    ]);
  });

  it("--compound every on euclid(3,2) + euclid(5,3): every move moves every unfinished component; hints win, random play loses", async () => {
    const { end, moves } = await playHints(["euclid(3,2) + euclid(5,3)", "--compound", "every", "--seed", "1"], "N");
    expect(end.winner).toBe("you");
    expect(moves[0]!.move).toBe("euclid(3,2) -> euclid(1,2); euclid(5,3) -> euclid(2,3)");
    const r = runCli(["play", "euclid(3,2) + euclid(5,3)", "--compound", "every", "--json", "--seed", "1"], "moves\neuclid(1,2) + euclid(5,3)\n");
    const [, list, bad] = lines(r.stdout);
    for (const m of list!.moves as ListedMove[]) {
      expect(m.move).toContain(";");
      expect(m.suspense).toBeTypeOf("number");
    }
    expect(bad).toMatchObject({ event: "error", message: expect.stringMatching(/^expected a move in every unfinished component/) });
    // the computer moves first from the N-position: it wins whatever the user plays
    for (const seed of [1, 2]) expect((await playRandom(["euclid(3,2) + euclid(5,3)", "--compound", "every", "--first", "computer", "--seed", "1"], seed)).winner).toBe("computer");
  });

  it("--games: a user family from a file in a temp dir, played to the end", async () => {
    const file = userGameFile({ view: false });
    const { end } = await playHints(["--games", file, "take(10)"], "N");
    expect(end.winner).toBe("you");
    for (const seed of [1, 2]) expect((await playRandom(["--games", file, "take(9) + nim(0)", "--seed", "1"], seed)).winner).toBe("computer");
  });

  it("no expression: a menu of the families' views' example starts, the first line of input picks one", () => {
    const examples = FAMILIES.flatMap((f) => f.view?.examples ?? []);
    const every = examples.findIndex((e) => e.compound === "every");
    expect(every).toBeGreaterThan(0);
    const r = runCli(["play", "--json", "--seed", "4"], `${examples.length + 1}\n${every + 1}\nhint\n`);
    const [menu, error, start, hint] = lines(r.stdout);
    const games = menu!.games as { n: number; name: string; expression: string; compound: string }[];
    expect(games.map((g) => g.name)).toEqual(examples.map((e) => e.label));
    expect(games.map((g) => g.expression).slice(1)).toEqual(examples.slice(1).map((e) => e.expression));
    expect(games.map((g) => g.compound)).toEqual(examples.map((e) => e.compound ?? "sum"));
    // the first start is a random one, from its view's shuffle and the seed
    expect(games[0]!.expression).toBe(examples[0]!.shuffle!(seededRandom(4)));
    expect(error).toMatchObject({ event: "error", message: `expected a game number from 1 to ${examples.length}, got "${examples.length + 1}"` });
    expect(start).toMatchObject({ event: "start", position: examples[every]!.expression, compound: "every", outcome: "N" });
    expect(hint).toMatchObject({ event: "hint", wins: true });
    // the same seed, the same random start
    expect(lines(runCli(["play", "--json", "--seed", "4"], "").stdout)[0]).toEqual(menu);
    expect(lines(runCli(["play", "--json", "--seed", "4"], "1\n").stdout)[1]).toMatchObject({ event: "start", position: games[0]!.expression });
  });

  it("--board changes nothing in the JSON events", () => {
    const input = "moves\nhint\n1\nundo\nhelp\n";
    const plain = runCli(["play", "nim(3,5,7)", "--json", "--seed", "1"], input);
    expect(runCli(["play", "nim(3,5,7)", "--json", "--seed", "1", "--board"], input).stdout).toBe(plain.stdout);
  });

  it("--games: a user family with a view from a file outside the project: its board and move words from a pipe with --board, its example in the menu", () => {
    const file = userGameFile();
    const r = runCli(["play", "--games", file, "take(7)", "--board", "--seed", "1"], "hint\n1\n");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("Your turn: 2 legal moves\n  ●●●●●●●  7\n  1. took 2  take(5)\n  2. took 1  take(6)\n");
    expect(r.stdout).toMatch(
      /You play take\(7\) -> take\(5\)\.\n {2}your move: took 2\nThe computer plays take\(5\) -> take\((\d)\)\.\n\nPosition \(move 3\):\n {2}take\(\1\)\nYour turn: \d legal moves?\n {2}last move \(the computer's\): took \d\n {2}●+ {2}\1\n/,
    );
    // without --board from a pipe: the moves only, as before
    expect(runCli(["play", "--games", file, "take(7)", "--seed", "1"], "").stdout).toContain("Your turn: 2 legal moves\n  1. took 2  take(5)\n");
    const menu = lines(runCli(["play", "--games", file, "--json", "--seed", "1"], "").stdout)[0]!;
    expect((menu.games as { name: string; expression: string }[]).at(-1)).toMatchObject({ name: "Take one or two tokens (a user's game)", expression: "take(7)" });
  });
});

describe("grundy play from a pipe, plain text", () => {
  it("reads one command a line, prints no prompt and no escape codes, and says who won", () => {
    const r = runCli(["play", "wythoff(8,4)", "--seed", "1"], "hint\nfoo\n12\nvalues\nquit\n");
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).not.toMatch(/\x1b/);
    expect(r.stdout).not.toMatch(/^> /m);
    expect(r.stdout).toContain("Your turn: 16 legal moves\n   1. (8,4) → (0,4)  wythoff(0,4)\n");
    expect(r.stdout).toContain("Hint: (8,4) → (7,4), leaving wythoff(7,4), wins (type 12 to play it).");
    expect(r.stdout).toMatch(/Sorry: expected a move number, a move or a command, got "foo"/);
    expect(r.stdout).toContain("You play wythoff(8,4) -> wythoff(7,4).\nThe computer plays wythoff(7,4) -> ");
    expect(r.stdout).toMatch(/wythoff\(\d+,\d+\) {2}G = \d+ {2}N\n {2}nim-sum \d+: N, you can win\n/);
    expect(r.stdout).toMatch(/\d+\. \(\d+,\d+\) → \(\d+,\d+\) {2}wythoff\(\d+,\d+\) {2}wins/);
    expect(r.stdout).toMatch(/Game stopped\. Bye!\n$/);
  });

  it("the end: the winner and the first move that let the win go", () => {
    const r = runCli(["play", "wythoff(8,4)", "--seed", "1"], "1\n");
    expect(r.stdout).toMatch(
      /The computer wins\. You have no move left\.\nYou had a won position until your move 1: from wythoff\(8,4\) you played \(8,4\) → \(0,4\), leaving wythoff\(0,4\); \(8,4\) → \(7,4\), leaving wythoff\(7,4\), would have won\.\n$/,
    );
    const won = runCli(["play", "nim(1)", "--seed", "1"], "nim(0)\n");
    expect(won.stdout).toMatch(/You win! The computer has no move left\.\n$/);
    const lost = runCli(["play", "nim(1,1)", "--seed", "1"], "nim(0,1)\n");
    expect(lost.stdout).toMatch(/The computer wins\. You have no move left\.\nYou never had a won position/);
  });

  it("says when the list is not complete and that any legal move may be typed", () => {
    const r = runCli(["play", "nim(100)", "--seed", "1"], "nim(37)\n");
    expect(r.stdout).toContain("Your turn: the first 50 legal moves (there are more), 24 shown");
    expect(r.stdout).toContain("any legal move may be typed");
    expect(r.stdout).toContain("You play nim(100) -> nim(37).");
  });
});

describe("grundy play: bad expressions and options", () => {
  it("are one line on stderr with exit code 2", async () => {
    const cases = [
      ["play", "wythoff(8,"],
      ["play", "chess(1)"],
      ["play", "nim(1)", "--level", "11"],
      ["play", "nim(1)", "--seed", "-1"],
      ["play", "nim(1)", "--first", "nobody"],
      ["play", "nim(1)", "--compound", "parallel"],
      ["play", "nim(1)", "--play", "misere", "--compound", "every"],
      ["play", "nim(1)", "--games", "/nonexistent/games.mjs"],
    ];
    // independent runs, started together
    const runs = await Promise.all(cases.map((args) => runCliAsync(args, "hint\n")));
    for (const [i, args] of cases.entries()) {
      const r = runs[i]!;
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stdout, args.join(" ")).toBe("");
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr, args.join(" ")).toMatch(/^grundy play: /);
    }
    expect(runCli(["play", "wythoff(8,"]).stderr).toMatch(/^grundy play: column 11: expected/);
  });
});
