// The merged table of a census: TSV, JSON and a Markdown page like the published tables.
import type { CensusResult } from "./resultFile.js";

/** The counts of a merged table. */
export interface CensusCounts {
  games: number;
  solved: number;
  open: number;
  disagreements: number;
}

/** The counts of results and disagreements. */
export function censusCounts(results: readonly CensusResult[], disagreements: number): CensusCounts {
  const solved = results.filter((r) => r.status === "proven").length;
  return { games: results.length, solved, open: results.length - solved, disagreements };
}

/** The summary line: "64 games: 51 solved, 13 open; 0 disagreements". */
export function summaryLine(c: CensusCounts): string {
  const s = (n: number, w: string): string => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${s(c.games, "game")}: ${c.solved} solved, ${c.open} open; ${s(c.disagreements, "disagreement")}`;
}

/** The first rare heaps as "n:v …" (at most `most`), with "…" when there are more. */
function rareList(r: CensusResult, most: number): string {
  const shown = r.rare.heaps.slice(0, most).map(([n, v]) => `${n}:${v}`);
  return `${shown.join(" ")}${r.rare.count > shown.length ? " …" : ""}`;
}

const TSV_HEADER = [
  "code",
  "equivalent",
  "name",
  "to",
  "status",
  "period",
  "preperiod",
  "last_exception",
  "apparent_period",
  "largest",
  "largest_at",
  "rare_mask",
  "rare_count",
  "rare_first",
  "checksum",
  "proof_needs",
  "computed",
  "seconds",
  "host",
  "job",
  "shard",
  "version",
  "finished",
];

/** The table as tab-separated values, a header and one row a game. */
export function censusTsv(results: readonly CensusResult[]): string {
  const rows = results.map((r) => {
    const proven = r.status === "proven";
    const cells = [
      r.codes[0],
      r.codes.slice(1).join(","),
      r.name,
      r.to,
      r.status,
      proven ? r.period : "",
      proven ? r.preperiod : "",
      proven ? (r.lastException ?? "") : "",
      proven || r.period === null ? "" : `${r.period} from ${r.preperiod}`,
      r.largest.value,
      r.largest.at,
      `0x${r.rare.mask.toString(16)}`,
      r.rare.count,
      rareList(r, 10),
      r.checksum,
      r.needed ?? "",
      r.computed,
      r.seconds,
      r.run.host,
      r.run.job,
      r.run.shard,
      r.run.version,
      r.finished,
    ];
    return cells.map((c) => String(c ?? "").replace(/[\t\n]/g, " ")).join("\t");
  });
  return `${[TSV_HEADER.join("\t"), ...rows].join("\n")}\n`;
}

/** One game of the JSON table. */
export interface CensusJsonRow {
  code: string;
  equivalent: string[];
  name: string;
  to: number;
  period: number | null;
  preperiod: number | null;
  lastException: number | null;
  status: "proven" | "open";
  proof: string;
  needed: number | null;
  apparent: { period: number; preperiod: number } | null;
  largest: number;
  largestAt: number;
  rare: { mask: number; count: number; heaps: [number, number][] };
  checksum: string;
  run: CensusResult["run"] & { seconds: number; computed: number; finished: string };
}

/** A result as a row of the JSON table: period, preperiod and last exception only when proven. */
export function censusJsonRow(r: CensusResult): CensusJsonRow {
  const proven = r.status === "proven";
  return {
    code: r.codes[0]!,
    equivalent: r.codes.slice(1),
    name: r.name,
    to: r.to,
    period: proven ? r.period : null,
    preperiod: proven ? r.preperiod : null,
    lastException: proven ? r.lastException : null,
    status: r.status,
    proof: r.proof,
    needed: r.needed,
    apparent: !proven && r.period !== null && r.preperiod !== null ? { period: r.period, preperiod: r.preperiod } : null,
    largest: r.largest.value,
    largestAt: r.largest.at,
    rare: r.rare,
    checksum: r.checksum,
    run: { ...r.run, seconds: r.seconds, computed: r.computed, finished: r.finished },
  };
}

/** The table as JSON: a list of games. */
export function censusJson(results: readonly CensusResult[]): string {
  return `${JSON.stringify(results.map(censusJsonRow), null, 1)}\n`;
}

const fmt = (n: number): string => n.toLocaleString("en-US");

/** The codes of a result with its equivalents: "0.4 = 0.40". */
const codesCell = (r: CensusResult): string => r.codes.join(" = ");

/**
 * The table as a Markdown page in the style of the published tables: the solved games
 * (period, last exception, largest value) and the open ones (computed to, largest value,
 * rare values, an apparent period), after a title and the summary line.
 *
 * @param title - the page's title, e.g. "Octal games 0.??"
 * @param notes - lines printed under the title (how it was made, disagreements)
 */
export function censusMarkdown(results: readonly CensusResult[], counts: CensusCounts, title: string, notes: readonly string[] = []): string {
  const solved = results.filter((r) => r.status === "proven");
  const open = results.filter((r) => r.status === "open");
  const lines = [`# ${title}`, "", `${summaryLine(counts)}.`, ...(notes.length ? ["", ...notes] : [])];
  lines.push("", "## Solved games", "");
  if (solved.length === 0) lines.push("None.");
  else {
    lines.push("| code | name | period | last exception | largest value | proof needs heaps up to |", "| --- | --- | ---: | ---: | ---: | ---: |");
    for (const r of solved) {
      const needs = r.needed !== null ? fmt(r.needed - 1) : "";
      lines.push(`| ${codesCell(r)} | ${r.name} | ${fmt(r.period!)} | ${r.lastException === null ? "none" : fmt(r.lastException)} | ${r.largest.value} | ${needs} |`);
    }
  }
  lines.push("", "## Open games", "");
  if (open.length === 0) lines.push("None.");
  else {
    lines.push("| code | name | computed to | largest value | rare values (mask, count, first heaps n:G(n)) | apparent period |", "| --- | --- | ---: | ---: | --- | --- |");
    for (const r of open) {
      const rare = `0x${r.rare.mask.toString(16)}, ${fmt(r.rare.count)}: ${rareList(r, 8)}`;
      const apparent = r.period !== null ? `${fmt(r.period)} from heap ${fmt(r.preperiod!)}, not proven` : "none";
      lines.push(`| ${codesCell(r)} | ${r.name} | ${fmt(r.to)} | ${r.largest.value} | ${rare} | ${apparent} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}
