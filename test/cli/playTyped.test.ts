// `grundy play` on a real terminal (tmux), moves typed as the game describes them: Chomp,
// Cram and Green Hackenbush played to the end. The test reads the board (or the position)
// off the screen as a player would, picks its move with a brute force of its own (a winning
// one when there is one), types it in words — the long form and the short ones in turn — and
// checks the game says the move back in the same words. With both sides perfect, whoever
// the brute force says wins from the start wins.
// .ci/run installs tmux; without it these tests are skipped, saying so.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { CLI } from "../helpers/cli.js";

const HAS_TMUX = spawnSync("tmux", ["-V"], { encoding: "utf8" }).status === 0;
if (!HAS_TMUX) console.warn("test/cli/playTyped.test.ts: tmux is not installed, so the typed-move terminal tests are skipped (apt-get install -y tmux)");

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOCKET = `grundy-typed-test-${process.pid}`;

function tmux(...args: string[]): string {
  const r = spawnSync("tmux", ["-L", SOCKET, "-f", "/dev/null", ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tmux ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

const quoteShell = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

/** Starts `grundy play …` in a 120×50 terminal, without colours; the pane stays after the program exits. */
function start(args: string[]): void {
  const command = `NO_COLOR=1 ${quoteShell(process.execPath)} ${quoteShell(CLI)} play ${args.map(quoteShell).join(" ")}; echo "[exit status $?]"`;
  const open = () => tmux("start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";", "new-session", "-d", "-x", "120", "-y", "50", "-s", "play", "-c", ROOT, command);
  try {
    open();
  } catch {
    spawnSync("tmux", ["-L", SOCKET, "kill-server"]);
    open();
  }
}

const screen = (): string => tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "play").trimEnd();

function type(text: string): void {
  tmux("send-keys", "-t", "play", "-l", "--", text);
  tmux("send-keys", "-t", "play", "Enter");
}

/** The user's turn (the list of moves, then the prompt), or the end of the game (then the prompt). */
const YOUR_TURN = /Your turn:[^\n]*\n(?: [^\n]*\n)*>$/;
const THE_END = /(You win!|The computer wins\.)[^\n]*\n[^\n]*"quit"\.\n>$/;

async function waitFor(ready: (s: string) => boolean, what: string, timeout = 20_000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const s = screen();
    if (ready(s)) return s;
    if (Date.now() > until) throw new Error(`the screen never showed ${what}:\n${s}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const count = (s: string, word: string): number => s.split(word).length - 1;

/** What the screen shows after the latest "Your turn" line. */
const lastTurn = (s: string): string => s.slice(s.lastIndexOf("Your turn:"));

/** The rows of a numbered board on the screen ("2 ■ ■ ■", "1 . # ."), the latest turn's, as their cells. */
function boardRows(s: string, cell: string): string[][] {
  const re = new RegExp(`^ +(\\d+) ((?:[${cell}] ?)+)$`);
  return lastTurn(s)
    .split("\n")
    .flatMap((l) => {
      const m = re.exec(l);
      return m ? [m[2]!.trim().split(" ")] : [];
    });
}

/** A game the test plays: a brute force over its positions, the move it types in words, and the words the game says back. */
interface Typist<P> {
  read(screen: string): P;
  key(p: P): string;
  moves(p: P): { to: P; typed: string[]; said: string }[];
}

/** Plays to the end, typing each move in its words (the forms in turn); returns the final screen. */
async function playTyped<P>(game: Typist<P>, args: string[]): Promise<{ end: string; startWins: boolean; typed: string[] }> {
  const memo = new Map<string, boolean>();
  const wins = (p: P): boolean => {
    // iterative depth-first search: a position wins when some option loses
    const stack: P[] = [p];
    while (stack.length > 0) {
      const q = stack[stack.length - 1]!;
      if (memo.has(game.key(q))) {
        stack.pop();
        continue;
      }
      const open = game.moves(q).filter((m) => !memo.has(game.key(m.to)));
      if (open.length > 0) stack.push(...open.map((m) => m.to));
      else {
        memo.set(
          game.key(q),
          game.moves(q).some((m) => !memo.get(game.key(m.to))),
        );
        stack.pop();
      }
    }
    return memo.get(game.key(p))!;
  };
  start([...args, "--seed", "1"]);
  let s = await waitFor((x) => YOUR_TURN.test(x), "the first turn");
  const startWins = wins(game.read(s));
  const typed: string[] = [];
  for (let turn = 0; !THE_END.test(s); turn++) {
    expect(turn).toBeLessThan(30);
    const p = game.read(s);
    const options = game.moves(p);
    const move = options.find((m) => !wins(m.to)) ?? options[0]!;
    const text = move.typed[turn % move.typed.length]!;
    typed.push(text);
    const before = count(s, "your move:");
    type(text);
    s = await waitFor((x) => count(x, "your move:") > before && (YOUR_TURN.test(x) || THE_END.test(x)), `the answer to "${text}"`);
    expect(s.slice(s.lastIndexOf(`> ${text}\n`))).toContain(`\n  your move: ${move.said}\n`);
  }
  return { end: s, startWins, typed };
}

// Chomp: rows of squares, a bite at (r, c) eats every square at or below r and at or right of c
const chomp: Typist<number[]> = {
  read: (s) => boardRows(s, "x■").map((r) => r.length),
  key: (rows) => rows.join(","),
  moves(rows) {
    const out: { to: number[]; typed: string[]; said: string }[] = [];
    rows.forEach((len, r) => {
      for (let c = 0; c < len; c++) {
        if (r === 0 && c === 0) continue;
        const to = rows.map((l, i) => (i >= r ? Math.min(l, c) : l)).filter((l) => l > 0);
        const [R, C] = [r + 1, c + 1];
        out.push({ to, typed: [`bite ${R},${C}`, `bite at row ${R}, column ${C}`, `${R} ${C}`], said: `bite at row ${R}, column ${C}` });
      }
    });
    return out;
  },
};

// Cram: a domino on two empty cells side by side
const cram: Typist<string[][]> = {
  read: (s) => boardRows(s, "#."),
  key: (g) => g.map((r) => r.join("")).join("/"),
  moves(g) {
    const out: { to: string[][]; typed: string[]; said: string }[] = [];
    const put = (cells: [number, number][]) => g.map((row, r) => row.map((x, c) => (cells.some(([a, b]) => a === r && b === c) ? "#" : x)));
    g.forEach((row, r) =>
      row.forEach((x, c) => {
        if (x !== ".") return;
        const [R, C] = [r + 1, c + 1];
        if (row[c + 1] === ".")
          out.push({
            to: put([
              [r, c],
              [r, c + 1],
            ]),
            typed: [`place a domino on row ${R}, columns ${C}–${C + 1}`, `row ${R} ${C}-${C + 1}`, `r${R} c${C + 1}-${C}`],
            said: `place a domino on row ${R}, columns ${C}–${C + 1}`,
          });
        if (g[r + 1]?.[c] === ".")
          out.push({
            to: put([
              [r, c],
              [r + 1, c],
            ]),
            typed: [`domino in column ${C}, rows ${R}–${R + 1}`, `col ${C} ${R}-${R + 1}`, `column ${C}, rows ${R + 1}-${R}`],
            said: `place a domino in column ${C}, rows ${R}–${R + 1}`,
          });
      }),
    );
    return out;
  },
};

// Green Hackenbush: cut an edge; the edges no longer joined to the ground (vertex 0) fall
type Edges = [number, number][];
function standing(edges: Edges): Edges {
  const up = new Set([0]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [u, v] of edges) {
      if (up.has(u) !== up.has(v)) {
        up.add(u).add(v);
        grew = true;
      }
    }
  }
  return edges.filter(([u]) => up.has(u));
}
const hackenbush: Typist<Edges> = {
  read(s) {
    const text = /Position \(move \d+\):\n {2}hackenbush\(([^)]*)\)\n/g;
    const all = [...s.matchAll(text)];
    const body = all[all.length - 1]![1]!;
    return body.split(" ").map((e) => e.split(",").map(Number) as [number, number]);
  },
  key: (edges) =>
    edges
      .map((e) => e.join(","))
      .sort()
      .join(" "),
  moves(edges) {
    const out: { to: Edges; typed: string[]; said: string }[] = [];
    const seen = new Set<string>();
    edges.forEach(([u, v], i) => {
      const to = standing(edges.filter((_, j) => j !== i));
      const k = hackenbush.key(to);
      if (seen.has(k)) return;
      seen.add(k);
      const fell = edges.length - 1 - to.length;
      const what = u === v ? `cut the loop at ${u}` : `cut edge ${u}–${v}`;
      const typed = u === v ? [`cut the loop at ${u}`, `loop ${u}`] : [`cut ${u}-${v}`, `${v}-${u}`, `cut edge ${u}–${v}`];
      out.push({ to, typed, said: fell > 0 ? `${what} (${fell} more fell)` : what });
    });
    return out;
  },
};

afterEach(() => {
  if (HAS_TMUX) spawnSync("tmux", ["-L", SOCKET, "kill-server"]);
});

describe.skipIf(!HAS_TMUX)("grundy play in a terminal, moves typed as the game describes them", () => {
  it("Chomp: bites typed as 'bite r,c', 'bite at row r, column c' and 'r c', read off the numbered board, to the end", async () => {
    const { end, startWins, typed } = await playTyped(chomp, ["chomp(3,4)"]);
    // a rectangle is a first-player win (strategy stealing)
    expect(startWins).toBe(true);
    expect(end).toMatch(/You win! The computer has no move left\./);
    expect(typed.length).toBeGreaterThan(1);
    console.log(`grundy play chomp(3,4), moves typed in words: ${typed.map((t) => `"${t}"`).join(", ")}\n${end.slice(end.indexOf("grundy play"))}`);
  });

  it("Cram: dominoes typed as 'place a domino on row r, columns c–c+1', 'row r c-c+1', 'col c r-r+1' and shorter, read off the numbered board, to the end", async () => {
    const { end, startWins, typed } = await playTyped(cram, ["cram(3,4)"]);
    expect(startWins).toBe(true);
    expect(end).toMatch(/You win! The computer has no move left\./);
    expect(typed.length).toBeGreaterThan(1);
  });

  it("Green Hackenbush: cuts typed as 'cut u-v', 'v-u' and 'cut edge u–v', the graph drawn over the ground, to the end", async () => {
    const start = "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)";
    const { end, startWins, typed } = await playTyped(hackenbush, [start]);
    expect(end).toMatch(startWins ? /You win! The computer has no move left\./ : /The computer wins\./);
    expect(typed.length).toBeGreaterThan(0);
    // the board is the drawing: the ground line under the vertices
    expect(end).toMatch(/━+┻━+[┻━]*━ ground \(0\)/);
  });
});
