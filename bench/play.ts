// The computer's reply latency in a PlaySession against the same decision made by
// analyze() on the same position in the same run: (a) Wythoff's game on 31-digit piles
// (closed forms), (b) 200 Euclid games of 60-digit piles under the every compound (closed
// forms, HDU 3595's game), (c) a position the engine solves as one game (first reply: the
// solve; later replies and the same decision asked again).
import { analyze, clearCache, type AnalyzeOptions, PlaySession, type PlayOptions } from "../src/index.js";
import { chompFamily } from "../src/games/chomp/index.js";
import { median, table, timed } from "./_util.js";
import { seededInts } from "../src/_internals/random.js";

const ms = (seconds: number): string => `${(seconds * 1000).toFixed(seconds < 0.01 ? 3 : 1)} ms`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(a / b < 10 ? 2 : 0)}×`;

interface Replies {
  /** Seconds per computer reply, in order. */
  session: number[];
  /** Seconds of analyze() on the position each reply was made from. */
  analyze: number[];
}

/**
 * Plays a game: the computer replies on its turns (timed), `scripted` moves on the others
 * (untimed); before each reply, analyze() decides the same position (timed apart).
 */
function game(expression: string, options: PlayOptions & AnalyzeOptions, replies: number, scripted?: (s: PlaySession) => void): Replies {
  const s = new PlaySession(expression, options);
  const out: Replies = { session: [], analyze: [] };
  while (!s.isOver() && out.session.length < replies) {
    const position = s.position;
    out.analyze.push(timed(() => analyze(position, options)).seconds);
    out.session.push(timed(() => s.computerMove()).seconds);
    if (scripted && !s.isOver()) scripted(s);
  }
  return out;
}

/** Wythoff's scripted player: a seeded legal move (some tokens from one pile or from both). */
function wythoffPlayer(seed: number): (s: PlaySession) => void {
  const pick = seededInts(seed);
  return (s) => {
    const [a, b] = (/\((\d+),(\d+)\)/.exec(s.position) ?? []).slice(1).map(BigInt) as [bigint, bigint];
    const way = pick(3);
    const most = way === 0 ? a : way === 1 ? b : a < b ? a : b;
    if (most === 0n) return void s.move(a > 0n ? `wythoff(${a - 1n},${b})` : `wythoff(${a},${b - 1n})`);
    const take = 1n + (BigInt(pick(1_000_000)) % most);
    s.move(way === 0 ? `wythoff(${a - take},${b})` : way === 1 ? `wythoff(${a},${b - take})` : `wythoff(${a - take},${b - take})`);
  };
}

export default async function run(args: string[]): Promise<void> {
  const quick = args.includes("--quick");
  const samples = quick ? 3 : 11;
  const rows: (string | number)[][] = [["decision", "session reply", "analyze (baseline)", "session / analyze", "note"]];

  // (a) Wythoff, 31-digit piles: closed forms (the root has too many moves for a search)
  const big = 10n ** 30n;
  const wythoff = `wythoff(${big},${big + 7n})`;
  {
    const first: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < samples; i++) {
      const r = game(wythoff, {}, 1);
      first.push(r.session[0]!);
      base.push(r.analyze[0]!);
    }
    rows.push(["wythoff(10^30, 10^30+7): first reply", ms(median(first)), ms(median(base)), ratio(median(first), median(base)), `median of ${samples}`]);
    const totals: number[] = [];
    const baseTotals: number[] = [];
    const worst: number[] = [];
    for (let i = 0; i < samples; i++) {
      const r = game(wythoff, {}, 5, wythoffPlayer(i + 1));
      totals.push(r.session.reduce((x, y) => x + y, 0));
      baseTotals.push(r.analyze.reduce((x, y) => x + y, 0));
      worst.push(Math.max(...r.session));
    }
    rows.push([
      "wythoff(10^30, 10^30+7): a 10-move game, the computer's 5 replies",
      `${ms(median(totals))} (slowest ${ms(median(worst))})`,
      ms(median(baseTotals)),
      ratio(median(totals), median(baseTotals)),
      "computer first, then a seeded legal move between replies",
    ]);
  }

  // (b) 200 Euclid games of 60-digit piles under every: one move in each unfinished game
  {
    const pick = seededInts(3595);
    const digits = (): bigint => BigInt(Array.from({ length: 60 }, (_, i) => (i === 0 ? 1 + pick(9) : pick(10))).join(""));
    const euclid = Array.from({ length: 200 }, () => `euclid(${digits()},${digits()})`).join(" + ");
    const every = { compound: "every" as const };
    const first: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < samples; i++) {
      const r = game(euclid, every, 1);
      first.push(r.session[0]!);
      base.push(r.analyze[0]!);
    }
    rows.push(["200 euclid(60 digits, 60 digits), every: first reply", ms(median(first)), ms(median(base)), ratio(median(first), median(base)), `median of ${samples}`]);
    const whole = game(euclid, every, Infinity);
    const total = whole.session.reduce((x, y) => x + y, 0);
    const baseTotal = whole.analyze.reduce((x, y) => x + y, 0);
    rows.push([
      `… the whole game, computer against itself: ${whole.session.length} replies`,
      `${ms(total / whole.session.length)} each (slowest ${ms(Math.max(...whole.session))}), ${ms(total)} in all`,
      `${ms(baseTotal / whole.analyze.length)} each`,
      ratio(total, baseTotal),
      "",
    ]);
  }

  // (c) a position the engine solves as one game: the whole sum's remoteness
  {
    const expr = "kayles(12) + chomp(4,5) + nim(3)";
    analyze("kayles(1) + chomp(1,1)"); // loads the modules and Kayles' first values, for both sides
    const cold = (): void => clearCache(chompFamily.game);
    const first: number[] = [];
    const base: number[] = [];
    const again: number[] = [];
    const later: Replies[] = [];
    for (let i = 0; i < (quick ? 1 : 3); i++) {
      cold();
      base.push(timed(() => analyze(expr)).seconds);
      cold();
      const s = new PlaySession(expr);
      first.push(timed(() => s.computerMove()).seconds);
      s.undo();
      again.push(timed(() => s.computerMove()).seconds);
      // the rest of the game, computer against itself, from the session that has solved the start
      const r: Replies = { session: [], analyze: [] };
      while (!s.isOver()) {
        const position = s.position;
        r.analyze.push(timed(() => analyze(position)).seconds);
        r.session.push(timed(() => s.computerMove()).seconds);
      }
      later.push(r);
    }
    rows.push([`${expr}: first reply (the solve)`, ms(median(first)), ms(median(base)), ratio(median(first), median(base)), "both cold: Chomp's table cleared before each"]);
    rows.push([
      `… the same decision again (undo, computerMove)`,
      ms(median(again)),
      ms(median(base)),
      ratio(median(again), median(base)),
      "Smith's move is remembered per position",
    ]);
    const r = later[0]!;
    const total = r.session.reduce((x, y) => x + y, 0);
    const baseTotal = r.analyze.reduce((x, y) => x + y, 0);
    rows.push([
      `… later replies, computer against itself: ${r.session.length} replies`,
      `${ms(median(r.session))} median (second ${ms(r.session[0]!)}, slowest ${ms(Math.max(...r.session))}), ${ms(total)} in all`,
      `${ms(median(r.analyze))} median`,
      ratio(total, baseTotal),
      "analyze warm (component tables kept)",
    ]);
  }
  table(rows);
}
