import { Status } from "./statusLine.js";
import { writeFileSync } from "node:fs";
import { Command, Option } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import type { Family } from "../games/family.js";
import type { Grid } from "../games/grid.js";
import { gridTable } from "../games/gridTable.js";
import { FAMILIES } from "../games/registry.js";
import { imageFormatOf, renderSequenceChart, writeValueMap } from "../plot/render.js";
import { mapLabels } from "../plot/valueMap.js";
import { writeValueMapPng } from "../plot/valueMapPng.js";
import { readSeqGame, type SeqGame, seqFamilies, seqReport } from "./seqGames.js";

const MAX_MAP_SIZE = 8192;
/** An SVG holds its picture whole (the table and an embedded raster): 4096 took 315 MB, so .svg stops at 2048. */
const MAX_MAP_SVG = 2048;
const MAX_SEQ = 1 << 22;

/** Two heap games' names from the registry (those with fixed rules), for the help. */
function heapNames(): string {
  return FAMILIES.filter((f) => f.rules !== undefined)
    .slice(0, 2)
    .map((f) => f.name)
    .join(", ");
}

/** A count option from `min` to `max`, as a one-line error naming the option otherwise. */
function countOption(text: string, where: string, min: number, max: number): number {
  try {
    return parseNaturalInRange(text, min, max, "a number");
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy plot ${where}: ${e.message}`);
    throw e;
  }
}

function write(path: string, bytes: Buffer): void {
  try {
    writeFileSync(path, bytes);
  } catch (e) {
    throw new GrundyError(`grundy plot: cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** Writes the heat map of a family's grid, x, y < the size asked for, reporting progress on a TTY. */
async function writeMap(family: Family & { grid: Grid }, sizeText: string, out: string): Promise<void> {
  const format = imageFormatOf(out);
  const name = family.name;
  const size = countOption(sizeText, `${name}: --size`, 1, MAX_MAP_SIZE);
  if (format === "svg" && size > MAX_MAP_SVG) {
    throw new GrundyError(
      `grundy plot ${name}: --size ${size}: an .svg holds its picture whole, so it is drawn up to --size ${MAX_MAP_SVG}; write a .png for larger (up to ${MAX_MAP_SIZE}, in bounded memory)`,
    );
  }
  const status = new Status();
  let shown = "";
  const progress = process.stderr.isTTY
    ? (stage: string, f: number) => {
        const line = `${stage === "computing" ? `computing G(x, y) for x, y < ${size}` : `writing ${out}`}: ${Math.floor(f * 100)}%`;
        if (line !== shown) status.update((shown = line), true);
      }
    : undefined;
  const labels = mapLabels(family.grid, size);
  try {
    // a PNG in bounded memory (rows made and drawn in bands); an SVG holds its picture whole
    if (format === "png") await writeValueMapPng(family.grid, size, out, labels, progress);
    else await writeValueMap(gridTable(family.grid, size), format, out, labels);
  } catch (e) {
    throw new GrundyError(`grundy plot: cannot write ${out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  } finally {
    status.clear();
  }
  process.stderr.write(`wrote ${out} (${family.grid.title}: G(x, y), x, y < ${size})\n`);
}

/** `grundy plot …`: pictures of Grundy values; one heat-map command a family with a grid. */
export function plotCommand(): Command {
  const plot = new Command("plot").description("draw Grundy values as an SVG or PNG image");
  for (const family of FAMILIES) {
    const grid = family.grid;
    if (grid === undefined) continue;
    plot
      .command(family.name)
      .description(`heat map of ${grid.title}: G(x, y) for x, y < size; P-positions (G = 0) in crimson, a colour bar for the rest`)
      .addOption(new Option("--size <n>", `side of the table (1..${MAX_MAP_SIZE}; an .svg up to ${MAX_MAP_SVG})`).default("512"))
      .requiredOption("--out <file>", "output file, .svg or .png")
      .action((opts) => writeMap({ ...family, grid }, opts.size, opts.out));
  }
  plot
    .command("seq")
    .description("chart of a heap game's Grundy values G(0..N): rare values in crimson, the period's start dashed")
    .argument("<game>", `a take-and-break code (0.77), a subtraction set ({1,3,4}) or a name (${heapNames()})`)
    .addOption(new Option("--to <n>", `last heap (1..${MAX_SEQ})`).default("300"))
    .requiredOption("--out <file>", "output file, .svg or .png")
    .option(
      "--games <file>",
      "an ES module whose exports are game families (defineFamily): heap games by name, as grundy seq reads them; may be repeated",
      (f: string, all: string[]) => [...all, f],
      [] as string[],
    )
    .action(async (game, opts) => {
      const format = imageFormatOf(opts.out);
      const to = countOption(opts.to, "seq: --to", 1, MAX_SEQ);
      let read: SeqGame;
      try {
        read = readSeqGame(game, await seqFamilies(opts.games));
      } catch (e) {
        if (e instanceof InputError) throw new GrundyError(`grundy plot seq: ${e.message}`);
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
  return plot as unknown as Command;
}
