// Misère analysis from the shipped quotients (src/misere/solvedQuotients.data.ts): the whole
// process of `grundy analyze "kayles(3)*1000 + kayles(10^30)" --play misere` (dist/, as a user
// runs it) against an empty Node process and against computing Kayles's quotient, what every
// new process spent before the quotients shipped; then a misère play turn (the legal moves
// listed with their values: one analysis of the position each move leaves, the genus tables of
// the components met before kept) against one analysis of the position.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { analyze, PlaySession } from "../src/index.js";
import { parseHeapGame } from "../src/heap/parseHeapGame.js";
import { misereQuotient } from "../src/misere/index.js";
import { median, table, timed } from "./_util.js";

const CLI = fileURLToPath(new URL("../dist/cli/grundy.cjs", import.meta.url));
const HEADLINE = "kayles(3)*1000 + kayles(10^30)";
const TURN = "kayles(14) + kayles(15) + kayles(16) + kayles(40)";

/** Median whole-process seconds of a command, over `runs` runs. */
function wall(args: string[], runs: number): number {
  const s: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = Date.now();
    const r = spawnSync(process.execPath, args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${args.join(" ")}: ${r.stderr.split("\n")[0]}`);
    s.push((Date.now() - t) / 1000);
  }
  return median(s);
}

export default async function run(args: string[]): Promise<void> {
  const runs = args.includes("--quick") ? 3 : 7;
  spawnSync("npm", ["run", "build"], { stdio: "ignore" });
  const headline = wall([CLI, "analyze", HEADLINE, "--play", "misere"], runs);
  const empty = wall(["-e", ""], runs);
  const solve = timed(() => misereQuotient(parseHeapGame("0.77"))).seconds;
  const rows: (string | number)[][] = [["measure", "seconds", "ratio", "note"]];
  rows.push([`grundy analyze "${HEADLINE}" --play misere`, headline, `${(headline / empty).toFixed(1)}× an empty node`, "whole process, median; goal well under 1 s"]);
  rows.push(["node -e '' (floor)", empty, "1×", ""]);
  rows.push(["computing Kayles's quotient (before it shipped)", solve, `${(solve / headline).toFixed(1)}× the command`, "in process"]);
  const session = new PlaySession(TURN, { play: "misere" });
  const one = timed(() => analyze(TURN, { play: "misere" })).seconds;
  const turn = timed(() => session.legalMoves(50)).seconds;
  rows.push([`misère play turn: legalMoves(50) of ${TURN}`, turn, `${(turn / one).toFixed(1)}× one analysis`, "50 moves valued"]);
  rows.push(["one analysis of the position (baseline)", one, "1×", ""]);
  table(rows);
}
