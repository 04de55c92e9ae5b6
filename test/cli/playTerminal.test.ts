// `grundy play` on a real terminal: the built executable runs in a pseudo-terminal made by
// tmux; the test types into it (send-keys) and reads the screen (capture-pane), as a user would.
// .ci/run installs tmux; without it these tests are skipped, saying so.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { FAMILIES } from "../../src/games/registry.js";
import { CLI } from "../helpers/cli.js";
import { userGameFile } from "../helpers/userGame.js";

const HAS_TMUX = spawnSync("tmux", ["-V"], { encoding: "utf8" }).status === 0;
if (!HAS_TMUX) console.warn("test/cli/playTerminal.test.ts: tmux is not installed, so the terminal tests of grundy play are skipped (apt-get install -y tmux)");

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** A tmux server of the test's own, so no user session is touched. */
const SOCKET = `grundy-play-test-${process.pid}`;

function tmux(...args: string[]): string {
  const r = spawnSync("tmux", ["-L", SOCKET, "-f", "/dev/null", ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tmux ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

const quoteShell = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

/** Starts `grundy play …` in a 120×40 terminal; the pane stays after the program exits, to be read, with its exit status. */
function start(args: string[], env = ""): void {
  const command = `${env}${quoteShell(process.execPath)} ${quoteShell(CLI)} play ${args.map(quoteShell).join(" ")}; echo "[exit status $?]"`;
  const open = () => tmux("start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";", "new-session", "-d", "-x", "120", "-y", "40", "-s", "play", "-c", ROOT, command);
  try {
    open();
  } catch {
    // a server still shutting down from the previous test: start afresh once
    spawnSync("tmux", ["-L", SOCKET, "kill-server"]);
    open();
  }
}

/** The whole pane, scrolled-off lines included, without trailing blanks: a prompt waiting for input ends it as "\n>". */
const screen = (colours = false): string => tmux("capture-pane", "-p", "-J", "-S", "-", ...(colours ? ["-e"] : []), "-t", "play").trimEnd();

/** What a user sees: the 40 lines of the terminal. */
const visibleScreen = (): string => tmux("capture-pane", "-p", "-t", "play");

function type(text: string): void {
  tmux("send-keys", "-t", "play", "-l", "--", text);
  tmux("send-keys", "-t", "play", "Enter");
}

/** The user's turn: the list of moves, then the prompt. */
const YOUR_TURN = /Your turn:[^\n]*\n(?: [^\n]*\n)*>$/;

/** Waits until the screen matches; returns the match. */
async function waitFor(pattern: RegExp, timeout = 20_000): Promise<RegExpMatchArray> {
  const until = Date.now() + timeout;
  for (;;) {
    const s = screen();
    const m = s.match(pattern);
    if (m) return m;
    if (Date.now() > until) throw new Error(`the screen never showed ${pattern}:\n${s}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterEach(() => {
  if (HAS_TMUX) spawnSync("tmux", ["-L", SOCKET, "kill-server"]);
});

describe.skipIf(!HAS_TMUX)("grundy play in a terminal (tmux)", () => {
  it("hint, play it by number, the computer's reply, undo, play it as a position, values, quit", async () => {
    start(["wythoff(8,4)", "--seed", "1"], "env -u NO_COLOR ");
    await waitFor(YOUR_TURN);
    const first = screen();
    expect(first).toContain("grundy play wythoff(8,4)");
    expect(first).toContain("You move first; the computer plays perfectly.");
    // the moves in columns, numbered; no values until asked
    expect(first).toMatch(/ 1\. \(8,4\) → \(0,4\) {2}wythoff\(0,4\) +7\. \(8,4\) → \(5,1\) {2}wythoff\(5,1\)/);
    expect(first).toContain("Your turn: 16 legal moves");
    expect(first).not.toMatch(/\) +(wins|loses)|G = /);
    // colours on a terminal
    expect(screen(true)).toMatch(/\x1b\[[0-9;]*m/);

    type("hint");
    const [, to, n] = await waitFor(/Hint: \(8,4\) → \(7,4\), leaving (wythoff\(\d+,\d+\)), wins \(type (\d+) to play it\)\./);
    expect(to).toBe("wythoff(7,4)");
    type(n!);
    const [, reply] = await waitFor(/The computer plays wythoff\(7,4\) -> (wythoff\(\d+,\d+\))\.\n\nPosition \(move 3\):\n {2}wythoff\(\d+,\d+\)\nYour turn/);
    expect(screen()).toContain(`You play wythoff(8,4) -> wythoff(7,4).`);

    type("undo");
    await waitFor(
      new RegExp(
        `Took back your move wythoff\\(8,4\\) -> wythoff\\(7,4\\) and the computer's reply wythoff\\(7,4\\) -> ${reply!.replace(/[()]/g, "\\$&")}\\.\\n\\nPosition \\(move 1\\):\\n {2}wythoff\\(8,4\\)\\n`,
      ),
    );

    type("wythoff(7,4)");
    await waitFor(/(You play wythoff\(8,4\) -> wythoff\(7,4\)\.[\s\S]*){2}Position \(move 3\)/);

    type("values");
    await waitFor(/Values shown[\s\S]*G = \d+ {2}N\n {2}nim-sum \d+: N, you can win\n[\s\S]*\) +wins[\s\S]*\n>$/);

    type("fly");
    await waitFor(/Sorry: expected a move number, a move or a command, got "fly" \(type "help" for the commands, "moves" for the list\)/);

    type("quit");
    await waitFor(/> quit\nGame stopped\. Bye!\n\[exit status 0\]/);
  });

  it("a whole game by hints: the computer replies by itself and the end says who won", async () => {
    start(["wythoff(10,6)", "--first", "computer", "--seed", "2"]);
    let hints = 0;
    for (;;) {
      const [text] = await waitFor(new RegExp(`${YOUR_TURN.source}|You win!|The computer wins\\.`));
      if (!text.endsWith(">")) break;
      expect(hints++).toBeLessThan(30);
      type("hint");
      const [, n] = await waitFor(/Hint: [^\n]* wins \(type (\d+) to play it\)\.\n>$/);
      type(n!);
    }
    expect(hints).toBeGreaterThan(1);
    const end = await waitFor(/(You win!|The computer wins\.)[^\n]*/);
    expect(end[0]).toBe("You win! The computer has no move left.");
    const all = screen();
    expect(all).toContain("The computer moves first");
    expect(all.match(/The computer plays/g)).toHaveLength(hints);
    // on a terminal the game does not end the program: undo and new are offered
    await waitFor(/You win! The computer has no move left\.\nThe game is over: type "undo" to take back your last move, "new" to play again from the start, or "quit"\.\n>$/);
    console.log(`grundy play "wythoff(10,6)" --first computer: the terminal at the end of the game\n${visibleScreen()}`);
    type("new");
    await waitFor(/> new\ngrundy play wythoff\(10,6\)\n[\s\S]*The computer plays wythoff\(10,6\) -> [\s\S]*Your turn[^\n]*\n(?: [^\n]*\n)*>$/);
    type("quit");
    await waitFor(/> quit\nGame stopped\. Bye!\n\[exit status 0\]/);
  });

  it("NO_COLOR: no escape codes", async () => {
    start(["nim(3,5,7)", "--seed", "1"], "NO_COLOR=1 ");
    await waitFor(YOUR_TURN);
    type("values");
    await waitFor(/wins/);
    expect(screen(true)).not.toMatch(/\x1b/);
  });

  it("no expression: the menu on the terminal lists the views' example starts, then the game picked", async () => {
    const examples = FAMILIES.flatMap((f) => f.view?.examples ?? []);
    start(["--seed", "3"]);
    const [menu] = await waitFor(new RegExp(`Pick a game:[\\s\\S]*Type 1 to ${examples.length}\\.\\n>$`));
    const w = String(examples.length).length;
    examples.forEach((e, i) => expect(menu).toContain(`  ${String(i + 1).padStart(w)}. ${e.label}\n`));
    for (const e of examples.slice(1)) expect(menu).toContain(e.expression);
    // the second entry is as its view writes it (only the first is a random start)
    type("2");
    await waitFor(new RegExp(`grundy play ${examples[1]!.expression.replace(/[()]/g, "\\$&")}[\\s\\S]*Your turn: \\d+ legal moves`));
  });

  it("a user family with a view from --games (a file outside the project): in the menu, drawn on its board, played to the end", async () => {
    start(["--games", userGameFile(), "--seed", "1"]);
    const [menu] = await waitFor(/Pick a game:[\s\S]*Type 1 to (\d+)\.\n>$/);
    const n = /(\d+)\. Take one or two tokens \(a user's game\)\n +take\(7\)/.exec(menu)?.[1];
    expect(n, menu).toBeDefined();
    type(n!);
    await waitFor(/grundy play take\(7\)[\s\S]*Your turn: 2 legal moves\n {2}●●●●●●● {2}7\n {2}1\. took 2 {2}take\(5\) +2\. took 1 {2}take\(6\)\n>$/);
    for (let turn = 0; ; turn++) {
      expect(turn).toBeLessThan(10);
      type("hint");
      const [, k] = await waitFor(/Hint: took [12], leaving take\(\d\), wins \(type (\d) to play it\)\.\n>$/);
      type(k!);
      const [text] = await waitFor(new RegExp(`${YOUR_TURN.source}|You win!.*\\n.*"quit"\\.\\n>$`));
      if (text.startsWith("You win!")) break;
      expect(screen()).toMatch(
        /The computer plays take\(\d\) -> take\(\d\)\.\n\nPosition \(move \d\):\n {2}take\(\d\)\nYour turn: \d legal moves?\n {2}last move \(the computer's\): took [12]\n {2}●+ {2}\d\n/,
      );
    }
    console.log(`grundy play --games take.mjs: the terminal at the end of the game\n${visibleScreen()}`);
    type("quit");
    await waitFor(/Game stopped\. Bye!\n\[exit status 0\]/);
  });

  it("says every move in words, the user's too; -1 and garbage get one plain line; after the end, undo", async () => {
    start(["kayles(1,7)", "--seed", "1"]);
    await waitFor(YOUR_TURN);
    type("-1");
    await waitFor(/Sorry: expected a move number from 1 to 8, got "-1" \(type "moves" for the list\)\n>$/);
    type(`${"x".repeat(300)}(3)`);
    const [garbage] = await waitFor(/Sorry: expected a move number, a position[^\n]*\n>$/);
    expect(garbage.length).toBeLessThan(200);
    expect(garbage).not.toContain("nim(h1");
    expect(garbage).toMatch(/^Sorry: expected a move number, a position or from -> to, with the games of kayles\(1,7\), got "x+\.\.\."/);
    type("kayles(1,2,3)");
    await waitFor(
      /You play kayles\(1,7\) -> kayles\(1,2,3\)\.\n {2}your move: knocked down pins 3–4 of the second row, leaving 2 and 3\nThe computer plays kayles\(1,2,3\) -> kayles\(2,3\)\.[\s\S]*last move \(the computer's\): knocked down the whole first row \(1 pin\)\n[\s\S]*>$/,
    );
    // play on to the end: the computer wins from here whatever the user plays
    for (let turn = 0; ; turn++) {
      expect(turn).toBeLessThan(10);
      const [text] = await waitFor(new RegExp(`${YOUR_TURN.source}|The computer wins\\.[\\s\\S]*"quit"\\.\\n>$`));
      if (text.startsWith("The computer wins")) break;
      // wait for this move's answer, not an earlier one still on the screen
      const played = (screen().match(/You play/g) ?? []).length;
      type("1");
      const until = Date.now() + 20_000;
      while ((screen().match(/You play/g) ?? []).length === played || !screen().endsWith(">")) {
        expect(Date.now()).toBeLessThan(until);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    type("kayles(1)");
    await waitFor(/Sorry: the game is over: type "undo" to take back your last move, "new" to play again from the start, or "quit"\n>$/);
    type("undo");
    await waitFor(/Took back your move [^\n]* and the computer's reply [^\n]*\.\n\nPosition \(move \d+\):[\s\S]*Your turn[^\n]*\n(?: [^\n]*\n)*>$/);
    type("quit");
    await waitFor(/Game stopped\. Bye!\n\[exit status 0\]/);
  });
});
