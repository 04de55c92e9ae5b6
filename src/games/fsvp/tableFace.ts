// Fair Shares and Varied Pairs' table face: `grundy solve fsvp <n>` solves every position of a
// whole game, counts it, and writes it to a table (binary or TSV), or reads one back.
import { group, mib } from "../../_internals/counts.js";
import { InputError } from "../../errors.js";
import { tableNatural } from "../_internals/tableNatural.js";
import type { ReadableFile, TableFace, TableIO } from "../tableFace.js";
import { FSVP_MAX_N } from "./_internals/space.js";
import { emptyFsvpTable, FSVP_TABLE_HEADER, FSVP_TABLE_RECORD, fillFsvpTable, fsvpTableHeader, fsvpTableRecords, readFsvpTableHeader } from "./binary.js";
import { partitionCount } from "./positions.js";
import { type FsvpProgress, solveFsvp } from "./solve.js";
import { type FsvpSummary, fsvpSummary } from "./summary.js";
import type { FsvpTable } from "./table.js";
import { FSVP_TSV_HEADER, fsvpTsvBytes, parseFsvpTsv } from "./tsv.js";

const NAME = "grundy solve fsvp";
/** Records written per chunk of a table file. */
const CHUNK = 1 << 16;
/** The largest TSV table read back (a string of it must fit in V8's 512 MiB limit). */
const MAX_TSV = 2 ** 29 - 64;

const isTsv = (path: string) => /\.tsv$/i.test(path);

function progressText(p: FsvpProgress): string {
  if (p.phase === "draws") return `${NAME}: ${group(p.done)} positions won or lost; marking the other ${group(p.total - p.done)} drawn`;
  if (p.phase === "infinite") return `${NAME}: ${group(p.done)} positions with a finite γ; marking the other ${group(p.total - p.done)} ∞`;
  const what = p.phase === "outcomes" ? "outcomes: positions decided" : `γ, stage ${p.stage ?? 0}: positions labelled`;
  return `${NAME}: ${what} ${group(p.done)} of ${group(p.total)}`;
}

function writeTable(table: FsvpTable, path: string, io: TableIO): void {
  io.writeFile(path, (put) => {
    const tsv = isTsv(path);
    put(tsv ? `${FSVP_TSV_HEADER}\n` : fsvpTableHeader(table.n, table.count));
    for (let from = 0; from < table.count; from += CHUNK) {
      const to = Math.min(table.count, from + CHUNK);
      put(tsv ? fsvpTsvBytes(table, from, to) : fsvpTableRecords(table, from, to));
      io.progress(`${NAME}: writing ${path}: ${group(to)} of ${group(table.count)} positions`);
    }
  });
}

/** A binary table from its file, chunk by chunk. */
function readBinary(file: ReadableFile, head: Uint8Array, path: string, io: TableIO): FsvpTable {
  const { n, count } = readFsvpTableHeader(head, file.size);
  const table = emptyFsvpTable(n, count);
  const chunk = new Uint8Array(CHUNK * FSVP_TABLE_RECORD);
  for (let from = 0; from < count; from += CHUNK) {
    const records = Math.min(CHUNK, count - from);
    const bytes = records * FSVP_TABLE_RECORD;
    let read = 0;
    while (read < bytes) {
      const r = file.read(chunk, read, bytes - read, FSVP_TABLE_HEADER + from * FSVP_TABLE_RECORD + read);
      if (r === 0) io.fail(`${path} ended early`);
      read += r;
    }
    fillFsvpTable(table, from, chunk.subarray(0, bytes));
    io.progress(`${NAME}: reading ${path}: ${group(from + records)} of ${group(count)} positions`);
  }
  return table;
}

function readTable(path: string, io: TableIO): FsvpTable {
  return io.readFile(path, (file) => {
    try {
      const head = new Uint8Array(FSVP_TABLE_HEADER);
      const got = file.read(head, 0, FSVP_TABLE_HEADER, 0);
      if (isTsv(path) || new TextDecoder("latin1").decode(head.subarray(0, 8)) === FSVP_TSV_HEADER.slice(0, 8)) {
        if (file.size > MAX_TSV) io.fail(`${path} is ${group(file.size)} bytes, more than a TSV table can be read (${group(MAX_TSV)}); use the binary layout`);
        return parseFsvpTsv(file.text());
      }
      return readBinary(file, head.subarray(0, got), path, io);
    } catch (e) {
      if (e instanceof InputError) return io.fail(`${path} is not a table: ${e.message}`);
      throw e;
    }
  });
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

/** Solves n coins (and writes the table when `out` is given): the table and where it came from. */
function solved(nText: string, out: string | undefined, io: TableIO): { table: FsvpTable; source: string } {
  const n = tableNatural(nText, 1, FSVP_MAX_N, "a number of coins", io);
  let table: FsvpTable;
  try {
    io.progress(`${NAME}: allocating tables for ${group(partitionCount(n))} positions`, true);
    table = solveFsvp(n, { onProgress: (p) => io.progress(progressText(p), p.phase === "draws" || p.phase === "infinite") });
  } finally {
    io.clear();
  }
  let source = `solved, ${group(partitionCount(n))} positions`;
  if (out !== undefined) {
    writeTable(table, out, io);
    source += `, written to ${out}`;
  }
  return { table, source };
}

/** `grundy solve fsvp [n]`: every partition of n coins, its outcome, remoteness and γ. */
export const fsvpTableFace: TableFace = {
  description: `Fair Shares and Varied Pairs with n coins (1..${FSVP_MAX_N}): every partition of n, its outcome (P, N or D), remoteness and γ`,
  arguments: [{ name: "[n]", description: `coins, 1..${FSVP_MAX_N}` }],
  options: [
    { flags: "--out <file>", description: "write the table: .tsv for text (position, outcome, remoteness, γ), anything else binary (docs/fsvp-table.md)" },
    { flags: "--from <file>", description: "read a table written by --out instead of solving (alias --load)" },
    { flags: "--load <file>", description: "the same as --from" },
    { flags: "--json", description: "print the summary as JSON" },
  ],
  about: [
    "A position is a partition of n coins into heaps; a move divides one heap into k ≥ 2 equal",
    "heaps or unites two heaps of different sizes; 1+1+…+1 has no move and loses. γ is the",
    "generalized Sprague–Grundy value: a nimber or ∞(K), K the finite values of the options.",
    "n = 70 (4,087,968 positions) takes well under a second; n = 100 (190,569,292) about 5 s and 0.8 GiB,",
    `n = ${FSVP_MAX_N} (607,163,746) about 30 s and 2.4 GiB. Tables take 8 bytes a position (binary).`,
  ],
  examples: ["grundy solve fsvp 70", "grundy solve fsvp 20 --out fsvp20.tsv", "grundy solve fsvp 70 --out fsvp70.bin --json", "grundy solve fsvp --from fsvp70.bin"],
  solve([nText], opts, io) {
    const t0 = performance.now();
    const out = opts.out as string | undefined;
    const from = (opts.from ?? opts.load) as string | undefined;
    if (opts.from !== undefined && opts.load !== undefined) io.fail("give the table once, with --from or --load");
    if (from !== undefined && nText !== undefined) io.fail(`give n coins or a table --from ${from}, not both`);
    if (from !== undefined && out !== undefined) io.fail("--out writes a table solved here; with --from the table is already written");
    if (from === undefined && nText === undefined) io.fail(`missing n, the number of coins (1..${FSVP_MAX_N}), or --from <file>`);
    const { table, source } = from !== undefined ? { table: readTable(from, io), source: `read from ${from}` } : solved(nText!, out, io);
    io.progress(`${NAME}: counting ${group(table.count)} positions`, true);
    const summary = fsvpSummary(table);
    io.clear();
    const seconds = (performance.now() - t0) / 1000;
    const peakRss = io.peakMemory();
    if (opts.json) return `${JSON.stringify({ game: "fsvp", ...summary, source, seconds: Number(seconds.toFixed(3)), peakRssBytes: peakRss })}\n`;
    return formatFsvpSummary(summary, { source, seconds, peakRss });
  },
};
