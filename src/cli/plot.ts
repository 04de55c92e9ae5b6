import { writeFileSync } from "node:fs";
import { Command, Option } from "@commander-js/extra-typings";
import { parseSafeNatural } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import { wythoffGrundyTable } from "../games/wythoffGrundyTable.js";
import { imageFormatOf, renderWythoffHeatmap } from "../plot/render.js";

const MAX_WYTHOFF_SIZE = 8192;

function sizeOption(text: string): number {
  try {
    const n = parseSafeNatural(text, {}, "a table size");
    if (n < 1 || n > MAX_WYTHOFF_SIZE) throw new InputError(`a table size from 1 to ${MAX_WYTHOFF_SIZE}`, text);
    return n;
  } catch (e) {
    if (e instanceof InputError) throw new GrundyError(`grundy plot wythoff: --size: ${e.message}`);
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

/** `grundy plot …`: pictures of Grundy values. */
export function plotCommand(): Command {
  const plot = new Command("plot").description("draw Grundy values as an SVG or PNG image");
  plot
    .command("wythoff")
    .description("heat map of Wythoff's game G(x, y) for x, y < size; P-positions (G = 0) in crimson")
    .addOption(new Option("--size <n>", `side of the table (1..${MAX_WYTHOFF_SIZE})`).default("512"))
    .requiredOption("--out <file>", "output file, .svg or .png")
    .action((opts) => {
      const format = imageFormatOf(opts.out);
      const size = sizeOption(opts.size);
      write(opts.out, renderWythoffHeatmap(wythoffGrundyTable(size), format));
      process.stderr.write(`wrote ${opts.out} (Wythoff G(x, y), x, y < ${size})\n`);
    });
  return plot as unknown as Command;
}
