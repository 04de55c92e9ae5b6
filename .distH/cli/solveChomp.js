// `grundy solve chomp <rows> <columns>`: every winning first move of a Chomp rectangle, from
// the outcome of every diagram inside the box (src/games/chomp/box.ts).
import { Command } from "@commander-js/extra-typings";
import { parseNatural } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import { CHOMP_BOX_MAX_PATH, chompBoxRefusal, chompBoxWinningMoves, chompRectangleMoves, formatChompBoxTable, formatChompSquare, solveChompBox, } from "../games/chomp/index.js";
import { Status } from "./statusLine.js";
import { group, mib } from "./counts.js";
const NAME = "grundy solve chomp";
const fail = (message) => {
    throw new GrundyError(`${NAME}: ${message}`);
};
/** A size as typed (any number of digits), as a number, or one clear line. */
function size(text, what) {
    let v;
    try {
        v = parseNatural(text.trim(), {}, `${what}: a whole number ≥ 1`);
    }
    catch (e) {
        if (e instanceof InputError)
            return fail(e.message);
        throw e;
    }
    if (v < 1n)
        fail(`${what} must be at least 1, got ${text}`);
    if (v > BigInt(CHOMP_BOX_MAX_PATH))
        fail(`${what} ${text} is past the bound: rows + columns at most ${group(CHOMP_BOX_MAX_PATH)} and at most 2^32 diagrams (17×17 fits, 18×18 does not)`);
    return Number(v);
}
function solveBox(rows, columns) {
    const refusal = chompBoxRefusal(rows, columns);
    if (refusal !== undefined)
        fail(refusal);
    const status = new Status();
    const t0 = performance.now();
    const show = (p) => {
        const rate = p.done / Math.max(1e-3, (performance.now() - t0) / 1000);
        const left = (p.diagrams - p.done) / rate;
        status.update(`${NAME}: ${rows}×${columns} box: ${group(p.done)} of ${group(p.diagrams)} diagrams (${((100 * p.done) / p.diagrams).toFixed(1)}%), ${group(p.pPositions)} P-positions, ${(rate / 1e6).toFixed(0)} M diagrams/s, about ${left.toFixed(0)} s left`);
    };
    try {
        status.update(`${NAME}: ${rows}×${columns} box: allocating the bits`, true);
        return solveChompBox(rows, columns, { onProgress: show });
    }
    finally {
        status.clear();
    }
}
/** `grundy solve chomp`: registered by `grundy solve` (src/cli/solve.ts). */
export function solveChompCommand() {
    const command = new Command("chomp")
        .description("Chomp on a rows × columns rectangle: every winning first move, from P or N of every diagram inside the box")
        .argument("<rows>", "rows of the board, ≥ 1")
        .argument("<columns>", "columns of the board, ≥ 1")
        .option("--box", "the table of every board a × b with a ≤ rows, b ≤ columns and its winning first moves")
        .option("--json", "print the result as JSON")
        .addHelpText("after", [
        "",
        "A move takes a square and every square below and right of it; whoever must take the",
        "poisoned top-left square (1,1) loses. Squares are written row,column, 1-based, row 1 on top.",
        "",
        "The solver decides every Young diagram inside the box, C(rows + columns, rows) of them, at one",
        "bit each (docs in src/games/chomp/box.ts): 14 × 14 (40 M diagrams) takes about 0.6 s,",
        "16 × 16 (601 M, 75 MB of bits) about 10 s. The bound is 2^32 diagrams (512 MiB):",
        "17 × 17 (2.3·10^9, 292 MB) fits; 18 × 18 (9.1·10^9, 1.13 GB) is refused.",
        "",
        "Examples:",
        "  grundy solve chomp 14 14",
        "  grundy solve chomp 5 7 --json",
        "  grundy solve chomp 10 12 --box",
        "",
    ].join("\n"))
        .action((rowsText, columnsText, opts) => {
        const t0 = performance.now();
        const rows = size(rowsText, "rows");
        const columns = size(columnsText, "columns");
        const box = solveBox(rows, columns);
        const seconds = (performance.now() - t0) / 1000;
        const peakRss = process.resourceUsage().maxRSS * 1024;
        const stats = { diagrams: box.diagrams, pPositions: box.pPositions, seconds: Number(seconds.toFixed(3)), bitsBytes: box.nBits.byteLength, peakRssBytes: peakRss };
        if (opts.box) {
            const boards = chompRectangleMoves(box);
            if (opts.json)
                process.stdout.write(`${JSON.stringify({ game: "chomp", rows, columns, boards, ...stats })}\n`);
            else
                process.stdout.write(`${formatChompBoxTable(boards)}\n${footer(box, seconds, peakRss)}`);
            return;
        }
        const winningMoves = chompBoxWinningMoves(box, Array.from({ length: rows }, () => columns));
        const outcome = winningMoves.length > 0 ? "N" : "P";
        if (opts.json) {
            process.stdout.write(`${JSON.stringify({ game: "chomp", rows, columns, outcome, winningMoves, ...stats })}\n`);
            return;
        }
        const moves = winningMoves.length === 0 ? "none: P, the mover loses" : winningMoves.map((m) => `(${formatChompSquare(m)})`).join(" ");
        const count = winningMoves.length === 1 ? "1 winning first move" : `${winningMoves.length} winning first moves`;
        const lines = [`chomp(${rows},${columns}): ${outcome}, ${count}`, `winning moves  ${moves}  (row,column of the square taken, 1-based, row 1 on top)`];
        process.stdout.write(`${lines.join("\n")}\n${footer(box, seconds, peakRss)}`);
    });
    return command;
}
function footer(box, seconds, peakRss) {
    return [
        `diagrams       ${group(box.diagrams)} in the ${box.rows}×${box.columns} box (C(${box.rows + box.columns}, ${box.rows}), the empty one included), ${group(box.pPositions)} P-position${box.pPositions === 1 ? "" : "s"}`,
        `time           ${seconds.toFixed(2)} s`,
        `memory         ${mib(box.nBits.byteLength)} of bits, peak RSS ${mib(peakRss)}`,
        "",
    ].join("\n");
}
//# sourceMappingURL=solveChomp.js.map