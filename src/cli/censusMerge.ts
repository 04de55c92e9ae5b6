// `grundy census merge <dir>`: the results of a census as one table, compared and verified.
import { readFileSync } from "node:fs";
import { Command, Option } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError } from "../errors.js";
import { censusCounts, censusJson, censusMarkdown, censusTsv, compareWithPublished, parsePublishedTable, readCensusDir, summaryLine, verifyResults } from "../census/index.js";

/** The published table of a file, read for --compare. */
function readPublished(file: string): ReturnType<typeof parsePublishedTable> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new GrundyError(`${file}: cannot read the published table for --compare: ${(e as Error).message}`);
  }
  try {
    return parsePublishedTable(text);
  } catch (e) {
    throw e instanceof GrundyError ? new GrundyError(`${file}: ${e.message}`) : e;
  }
}

/** The `merge` subcommand of `grundy census`. */
export function censusMergeCommand(): Command {
  const merge = new Command("merge")
    .summary("the results of a census directory as one table (TSV, JSON or Markdown)")
    .description(
      "Merges the result files of a census into one table, with a summary line (games, solved, open, disagreements) on stderr. A corrupt file stops the merge (exit 2). Disagreements (with --compare, --verify) are listed on stderr, one a line, and make the exit code 1.",
    )
    .argument("<dir>", "the census directory (grundy census … --out DIR)")
    .addOption(new Option("--format <format>", "the table's format").choices(["tsv", "json", "md"] as const).default("tsv" as const))
    .option("--compare <file>", "a published table (TSV: code, period, last_exception_n, optional first_values, source): name every disagreement")
    .option("--verify <k>", "compute k games chosen at random again in full and compare their checksums")
    .option("--seed <n>", "the seed of --verify's choice", "1")
    .option("--title <text>", "the Markdown page's title", "A census of take-and-break games")
    .addHelpText(
      "after",
      "\nExamples:\n  grundy census merge d > table.tsv\n  grundy census merge d --format md --compare published.tsv > table.md\n  grundy census merge d --verify 5\n",
    )
    .action((dir, opts) => {
      const verify = opts.verify !== undefined ? parseNaturalInRange(opts.verify, 0, 1_000_000, "a number of games for --verify") : 0;
      const seed = parseNaturalInRange(opts.seed, 0, 2 ** 32 - 1, "a seed for --seed");
      const { results, corrupt } = readCensusDir(dir);
      if (corrupt.length > 0) {
        const more = corrupt.length > 1 ? `; ${corrupt.length - 1} more corrupt file${corrupt.length > 2 ? "s" : ""}` : "";
        throw new GrundyError(`${corrupt[0]}${more}; nothing merged (compute those games again: remove the files and rerun the census)`);
      }
      const disagreements: string[] = [];
      if (opts.compare !== undefined) for (const d of compareWithPublished(results, readPublished(opts.compare))) disagreements.push(d);
      if (verify > 0) {
        for (const v of verifyResults(results, verify, seed)) {
          if (!v.agrees) disagreements.push(`${v.code}: the checksum of G(0) … G(${v.to}) computed again differs from its result file's`);
        }
      }
      const counts = censusCounts(results, disagreements.length);
      let out: string;
      if (opts.format === "json") out = censusJson(results);
      else if (opts.format === "tsv") out = censusTsv(results);
      else {
        const notes = [
          opts.compare !== undefined ? `Compared with ${opts.compare}: ${disagreements.length === 0 ? "no disagreement" : disagreements.map((d) => `\n- ${d}`).join("")}.` : "",
          verify > 0 ? `${Math.min(verify, results.length)} games computed again in full: checksums compared.` : "",
        ].filter(Boolean);
        out = censusMarkdown(results, counts, opts.title, notes);
      }
      process.stdout.write(out);
      for (const d of disagreements) process.stderr.write(`disagreement: ${d}\n`);
      process.stderr.write(`${summaryLine(counts)}${verify > 0 ? ` (${Math.min(verify, results.length)} verified)` : ""}\n`);
      if (disagreements.length > 0) process.exitCode = 1;
    });
  return merge as unknown as Command;
}
