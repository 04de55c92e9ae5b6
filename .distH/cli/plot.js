import { Status } from "./statusLine.js";
import { writeFileSync } from "node:fs";
import { Command, Option } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import { wythoffGrundyTable } from "../games/wythoff/grundyTable.js";
import { imageFormatOf, renderSequenceChart, writeWythoffHeatmap } from "../plot/render.js";
import { writeWythoffPng } from "../plot/wythoffPng.js";
import { readSeqGame, seqFamilies, seqReport } from "./seqGames.js";
const MAX_WYTHOFF_SIZE = 8192;
/** An SVG holds its picture whole (the table and an embedded raster): 4096 took 315 MB, so .svg stops at 2048. */
const MAX_WYTHOFF_SVG = 2048;
const MAX_SEQ = 1 << 22;
/** A count option from `min` to `max`, as a one-line error naming the option otherwise. */
function countOption(text, where, min, max) {
    try {
        return parseNaturalInRange(text, min, max, "a number");
    }
    catch (e) {
        if (e instanceof InputError)
            throw new GrundyError(`grundy plot ${where}: ${e.message}`);
        throw e;
    }
}
function write(path, bytes) {
    try {
        writeFileSync(path, bytes);
    }
    catch (e) {
        throw new GrundyError(`grundy plot: cannot write ${path}: ${e.code ?? String(e)}`);
    }
}
/** `grundy plot …`: pictures of Grundy values. */
export function plotCommand() {
    const plot = new Command("plot").description("draw Grundy values as an SVG or PNG image");
    plot
        .command("wythoff")
        .description("heat map of Wythoff's game G(x, y) for x, y < size; P-positions (G = 0) in crimson")
        .addOption(new Option("--size <n>", `side of the table (1..${MAX_WYTHOFF_SIZE}; an .svg up to ${MAX_WYTHOFF_SVG})`).default("512"))
        .requiredOption("--out <file>", "output file, .svg or .png")
        .action(async (opts) => {
        const format = imageFormatOf(opts.out);
        const size = countOption(opts.size, "wythoff: --size", 1, MAX_WYTHOFF_SIZE);
        if (format === "svg" && size > MAX_WYTHOFF_SVG) {
            throw new GrundyError(`grundy plot wythoff: --size ${size}: an .svg holds its picture whole, so it is drawn up to --size ${MAX_WYTHOFF_SVG}; write a .png for larger (up to ${MAX_WYTHOFF_SIZE}, in bounded memory)`);
        }
        const status = new Status();
        let shown = "";
        const progress = process.stderr.isTTY
            ? (stage, f) => {
                const line = `${stage === "computing" ? `computing G(x, y) for x, y < ${size}` : `writing ${opts.out}`}: ${Math.floor(f * 100)}%`;
                if (line !== shown)
                    status.update((shown = line), true);
            }
            : undefined;
        try {
            // a PNG in bounded memory (rows made and drawn in bands); an SVG holds its picture whole
            if (format === "png")
                await writeWythoffPng(size, opts.out, progress);
            else
                await writeWythoffHeatmap(wythoffGrundyTable(size), format, opts.out);
        }
        catch (e) {
            throw new GrundyError(`grundy plot: cannot write ${opts.out}: ${e.code ?? String(e)}`);
        }
        finally {
            status.clear();
        }
        process.stderr.write(`wrote ${opts.out} (Wythoff G(x, y), x, y < ${size})\n`);
    });
    plot
        .command("seq")
        .description("chart of a heap game's Grundy values G(0..N): rare values in crimson, the period's start dashed")
        .argument("<game>", "a take-and-break code (0.77), a subtraction set ({1,3,4}) or a name (kayles)")
        .addOption(new Option("--to <n>", `last heap (1..${MAX_SEQ})`).default("300"))
        .requiredOption("--out <file>", "output file, .svg or .png")
        .option("--games <file>", "an ES module whose exports are game families (defineFamily): heap games by name, as grundy seq reads them; may be repeated", (f, all) => [...all, f], [])
        .action(async (game, opts) => {
        const format = imageFormatOf(opts.out);
        const to = countOption(opts.to, "seq: --to", 1, MAX_SEQ);
        let read;
        try {
            read = readSeqGame(game, await seqFamilies(opts.games));
        }
        catch (e) {
            if (e instanceof InputError)
                throw new GrundyError(`grundy plot seq: ${e.message}`);
            throw e;
        }
        const report = seqReport(read, { to });
        const rules = report.rules;
        const title = rules.name !== rules.code ? `${rules.code} (${rules.name}): G(n), n ≤ ${to}` : `${rules.code}: G(n), n ≤ ${to}`;
        const period = report.period ? { period: report.period.period, preperiod: report.period.preperiod, proven: report.period.proven } : undefined;
        write(opts.out, renderSequenceChart({ title, values: report.values, rare: report.rare.positions, ...(period ? { period } : {}) }, format));
        const note = period ? `period ${period.period} from ${period.preperiod}, ${period.proven ? "proven" : "apparent"}` : "no period found";
        process.stderr.write(`wrote ${opts.out} (${rules.code}, heaps 0..${to}; ${note})\n`);
    });
    return plot;
}
//# sourceMappingURL=plot.js.map