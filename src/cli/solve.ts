// `grundy solve fsvp <n>`: every position of a whole game, counted, and written to a table.
import { closeSync, fstatSync, openSync, readFileSync, readSync, writeSync } from "node:fs";
import { Command } from "@commander-js/extra-typings";
import { addSearchCommands } from "./solveSearch.js";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import { FSVP_MAX_N, type FsvpProgress, type FsvpTable, partitionCount, solveFsvp } from "../games/fsvp/index.js";
import {
  emptyFsvpTable,
  FSVP_TABLE_HEADER,
  FSVP_TABLE_RECORD,
  fillFsvpTable,
  FSVP_TSV_HEADER,
  type FsvpSummary,
  fsvpSummary,
  fsvpTableHeader,
  fsvpTableRecords,
  fsvpTsvBytes,
  parseFsvpTsv,
  readFsvpTableHeader,
} from "../games/fsvp/index.js";
import { solveChompCommand } from "./solveChomp.js";
import { FAMILIES } from "../games/registry.js";
import { Status } from "./statusLine.js";
import { group, mib } from "./counts.js";
import { failFor } from "./errorLine.js";

const NAME = "grundy solve fsvp";
/** Records written per chunk of a table file. */
const CHUNK = 1 << 16;
/** The largest TSV table read back (a string of it must fit in V8's 512 MiB limit). */
const MAX_TSV = 2 ** 29 - 64;

const fail = failFor(NAME);

const isTsv = (path: string) => /\.tsv$/i.test(path);

function progressText(p: FsvpProgress): string {
  if (p.phase === "draws") return `${NAME}: ${group(p.done)} positions won or lost; marking the other ${group(p.total - p.done)} drawn`;
  if (p.phase === "infinite") return `${NAME}: ${group(p.done)} positions with a finite γ; marking the other ${group(p.total - p.done)} ∞`;
  const what = p.phase === "outcomes" ? "outcomes: positions decided" : `γ, stage ${p.stage ?? 0}: positions labelled`;
  return `${NAME}: ${what} ${group(p.done)} of ${group(p.total)}`;
}

function writeTable(table: FsvpTable, path: string, status: Status): void {
  let fd: number;
  try {
    fd = openSync(path, "w");
  } catch (e) {
    return fail(`cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  try {
    const tsv = isTsv(path);
    if (tsv) writeSync(fd, `${FSVP_TSV_HEADER}\n`);
    else writeSync(fd, fsvpTableHeader(table.n, table.count));
    for (let from = 0; from < table.count; from += CHUNK) {
      const to = Math.min(table.count, from + CHUNK);
      if (tsv) writeSync(fd, fsvpTsvBytes(table, from, to));
      else writeSync(fd, fsvpTableRecords(table, from, to));
      status.update(`${NAME}: writing ${path}: ${group(to)} of ${group(table.count)} positions`);
    }
  } catch (e) {
    if (e instanceof GrundyError) throw e;
    // a reader that went away (--out /dev/stdout | head) ends the output quietly, as on stdout
    if ((e as NodeJS.ErrnoException).code === "EPIPE") throw e;
    fail(`cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  } finally {
    closeSync(fd);
    status.clear();
  }
}

function readTable(path: string, status: Status): FsvpTable {
  const cannot = (e: unknown): never => fail(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  let fd: number;
  let size: number;
  try {
    fd = openSync(path, "r");
    size = fstatSync(fd).size;
  } catch (e) {
    return cannot(e);
  }
  try {
    const head = Buffer.alloc(FSVP_TABLE_HEADER);
    const got = readSync(fd, head, 0, FSVP_TABLE_HEADER, 0);
    if (isTsv(path) || head.subarray(0, 8).toString("latin1") === FSVP_TSV_HEADER.slice(0, 8)) {
      if (size > MAX_TSV) fail(`${path} is ${group(size)} bytes, more than a TSV table can be read (${group(MAX_TSV)}); use the binary layout`);
      return parseFsvpTsv(readFileSync(fd, "utf8"));
    }
    const { n, count } = readFsvpTableHeader(head.subarray(0, got), size);
    const table = emptyFsvpTable(n, count);
    const chunk = Buffer.alloc(CHUNK * FSVP_TABLE_RECORD);
    for (let from = 0; from < count; from += CHUNK) {
      const records = Math.min(CHUNK, count - from);
      const bytes = records * FSVP_TABLE_RECORD;
      let read = 0;
      while (read < bytes) {
        const r = readSync(fd, chunk, read, bytes - read, FSVP_TABLE_HEADER + from * FSVP_TABLE_RECORD + read);
        if (r === 0) fail(`${path} ended early`);
        read += r;
      }
      fillFsvpTable(table, from, chunk.subarray(0, bytes));
      status.update(`${NAME}: reading ${path}: ${group(from + records)} of ${group(count)} positions`);
    }
    return table;
  } catch (e) {
    if (e instanceof InputError) return fail(`${path} is not a table: ${e.message}`);
    if (e instanceof GrundyError) throw e;
    return cannot(e);
  } finally {
    closeSync(fd);
    status.clear();
  }
}

/** The summary as text, one fact a line. */
function formatFsvpSummary(s: FsvpSummary, extra: { source: string; seconds: number; peakRss: number }): string {
  const width = s.gamma.reduce((w, g) => Math.max(w, g.value.length), 5);
  const start = `${s.start.outcome}, ${s.start.remoteness === null ? "no remoteness (a draw)" : `remoteness ${s.start.remoteness}`}, γ = ${s.start.gamma}`;
  const lines = [
    `fsvp(${s.n}): Fair Shares and Varied Pairs with ${s.n} coins, every position (${extra.source})`,
    `positions   ${group(s.positions)} (p(${s.n}))`,
    `outcomes    P ${group(s.outcomes.P)}, N ${group(s.outcomes.N)}, D ${group(s.outcomes.D)}`,
    `γ values    ${s.gamma.length} distinct`,
    ...s.gamma.map((g) => `  ${g.value.padEnd(width)}  ${group(g.count)}`),
    `remoteness  largest ${s.remoteness.max}, at ${s.remoteness.position.join("+")} (${s.remoteness.outcome})`,
    `start       ${s.n}: ${start}`,
    `time        ${extra.seconds.toFixed(2)} s`,
    `memory      peak RSS ${mib(extra.peakRss)}`,
  ];
  return `${lines.join("\n")}\n`;
}

/** `grundy solve …`: whole games solved position by position. */
export function solveCommand(): Command {
  const solve = new Command("solve")
    .description("solve a whole game: every position's outcome, remoteness and γ, counted and written to a table")
    .addHelpText("after", "\nExamples:\n  grundy solve fsvp 70\n  grundy solve fsvp 70 --out fsvp70.bin\n  grundy solve fsvp --help\n");
  solve
    .command("fsvp")
    .description(`Fair Shares and Varied Pairs with n coins (1..${FSVP_MAX_N}): every partition of n, its outcome (P, N or D), remoteness and γ`)
    .argument("[n]", `coins, 1..${FSVP_MAX_N}`)
    .option("--out <file>", "write the table: .tsv for text (position, outcome, remoteness, γ), anything else binary (docs/fsvp-table.md)")
    .option("--from <file>", "read a table written by --out instead of solving (alias --load)")
    .option("--load <file>", "the same as --from")
    .option("--json", "print the summary as JSON")
    .addHelpText(
      "after",
      [
        "",
        "A position is a partition of n coins into heaps; a move divides one heap into k ≥ 2 equal",
        "heaps or unites two heaps of different sizes; 1+1+…+1 has no move and loses. γ is the",
        "generalized Sprague–Grundy value: a nimber or ∞(K), K the finite values of the options.",
        "n = 70 (4,087,968 positions) takes well under a second; n = 100 (190,569,292) about 5 s and 0.8 GiB,",
        `n = ${FSVP_MAX_N} (607,163,746) about 30 s and 2.4 GiB. Tables take 8 bytes a position (binary).`,
        "",
        "Examples:",
        "  grundy solve fsvp 70",
        "  grundy solve fsvp 20 --out fsvp20.tsv",
        "  grundy solve fsvp 70 --out fsvp70.bin --json",
        "  grundy solve fsvp --from fsvp70.bin",
        "",
      ].join("\n"),
    )
    .action((nText, opts) => {
      const t0 = performance.now();
      const from = opts.from ?? opts.load;
      if (opts.from !== undefined && opts.load !== undefined) fail("give the table once, with --from or --load");
      if (from !== undefined && nText !== undefined) fail(`give n coins or a table --from ${from}, not both`);
      if (from !== undefined && opts.out !== undefined) fail("--out writes a table solved here; with --from the table is already written");
      if (from === undefined && nText === undefined) fail(`missing n, the number of coins (1..${FSVP_MAX_N}), or --from <file>`);
      let table: FsvpTable;
      let source: string;
      const status = new Status();
      if (from !== undefined) {
        table = readTable(from, status);
        source = `read from ${from}`;
      } else {
        let n: number;
        try {
          n = parseNaturalInRange(nText!, 1, FSVP_MAX_N, "a number of coins");
        } catch (e) {
          if (e instanceof InputError) return fail(e.message);
          throw e;
        }
        try {
          status.update(`${NAME}: allocating tables for ${group(partitionCount(n))} positions`, true);
          table = solveFsvp(n, { onProgress: (p) => status.update(progressText(p), p.phase === "draws" || p.phase === "infinite") });
        } finally {
          status.clear();
        }
        source = `solved, ${group(partitionCount(n))} positions`;
        if (opts.out !== undefined) {
          writeTable(table, opts.out, status);
          source += `, written to ${opts.out}`;
        }
      }
      status.update(`${NAME}: counting ${group(table.count)} positions`, true);
      const summary = fsvpSummary(table);
      status.clear();
      const seconds = (performance.now() - t0) / 1000;
      const peakRss = process.resourceUsage().maxRSS * 1024;
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ game: "fsvp", ...summary, source, seconds: Number(seconds.toFixed(3)), peakRssBytes: peakRss })}\n`);
      } else {
        process.stdout.write(formatFsvpSummary(summary, { source, seconds, peakRss }));
      }
    });
  solve.addCommand(solveChompCommand());
  addSearchCommands(solve as unknown as Command, FAMILIES);
  return solve as unknown as Command;
}
