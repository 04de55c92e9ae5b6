// Formatting of sequence reports, as `grundy seq` and the lab print them: text, JSON, CSV
// and OEIS b-files. No theory here; runs anywhere (the lab imports it in the browser).
import type { SequenceReport } from "./analyze.js";

/** One game's summary, as printed in a row when several games are asked for. */
export interface SummaryRow {
  game: string;
  name: string;
  heaps: number;
  period: number | null;
  preperiod: number | null;
  lastException: number | null;
  status: "proven" | "apparent" | "none";
  needed: number | null;
  largest: number;
  largestAt: number;
  mask: number;
  rare: number;
  lastRare: number | null;
}

/** The summary of a report. */
export function summaryRow(report: SequenceReport): SummaryRow {
  const p = report.period;
  const rare = report.rare;
  return {
    game: report.rules.code,
    name: report.rules.name === report.rules.code ? "" : report.rules.name,
    heaps: report.values.length,
    period: p?.period ?? null,
    preperiod: p?.preperiod ?? null,
    lastException: p?.lastException ?? null,
    status: p === null ? "none" : p.proven ? "proven" : "apparent",
    needed: p?.needed ?? null,
    largest: report.largest.value,
    largestAt: report.largest.at,
    mask: rare.mask,
    rare: rare.count,
    lastRare: rare.positions.length === rare.count ? (rare.positions.at(-1) ?? null) : null,
  };
}

const COLUMNS: (keyof SummaryRow)[] = ["game", "name", "heaps", "period", "preperiod", "lastException", "status", "largest", "largestAt", "mask", "rare", "lastRare"];
const HEADERS = ["game", "name", "heaps", "period", "preperiod", "last_exception", "status", "largest", "largest_at", "mask", "rare", "last_rare"];

function cell(row: SummaryRow, key: keyof SummaryRow): string {
  const v = row[key];
  if (v === null) return "";
  if (key === "mask") return `0x${(v as number).toString(16)}`;
  return String(v);
}

function csvField(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Rows written one at a time as they finish (a run that stops keeps what it printed): the
 * header, each row, the end. Text columns have widths fixed up front (the games' codes and
 * names are known; numbers get at least 7 places), CSV and JSON need none.
 */
export interface RowStream {
  head: string;
  row(r: SummaryRow, first: boolean): string;
  end(any: boolean): string;
}

/** A {@link RowStream} for games whose codes and names are known before their rows. */
export function rowStream(format: "text" | "csv" | "json", games: readonly { game: string; name: string }[]): RowStream {
  if (format === "json") {
    const indent = (r: SummaryRow): string => JSON.stringify(r, null, 2).replace(/\n/g, "\n  ");
    return { head: "[", row: (r, first) => `${first ? "" : ","}\n  ${indent(r)}`, end: (any) => (any ? "\n]\n" : "]\n") };
  }
  if (format === "csv") return { head: `${HEADERS.map(csvField).join(",")}\n`, row: (r) => `${COLUMNS.map((k) => csvField(cell(r, k))).join(",")}\n`, end: () => "" };
  const widths = HEADERS.map((h, i) => {
    const k = COLUMNS[i]!;
    if (k === "game" || k === "name") return games.reduce((w, g) => Math.max(w, g[k].length), h.length);
    return Math.max(h.length, k === "status" ? 8 : 7);
  });
  const line = (cells: string[]): string =>
    `${cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd()}\n`;
  return { head: line(HEADERS), row: (r) => line(COLUMNS.map((k) => cell(r, k))), end: () => "" };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** How many values the text format prints before pointing to csv or bfile. */
const TEXT_VALUES_LIMIT = 2000;

/**
 * One game's values as CSV ("n,grundy" lines after a header) or as an OEIS b-file ("n a(n)"
 * lines), in chunks of about 64 KiB: 2^26 values never become one string.
 */
export function* valueChunks(values: ArrayLike<number>, format: "csv" | "bfile"): Generator<string> {
  const sep = format === "csv" ? "," : " ";
  let chunk = format === "csv" ? "n,grundy\n" : "";
  for (let n = 0; n < values.length; n++) {
    chunk += `${n}${sep}${values[n]}\n`;
    if (chunk.length >= 1 << 16) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk !== "") yield chunk;
}

/** One game's report as text or JSON. */
export function formatReport(report: SequenceReport, format: "text" | "json"): string {
  const { values } = report;
  const lines: string[] = [];
  const row = summaryRow(report);
  if (format === "json") {
    const stop = report.stop !== undefined ? { stop: report.stop } : {};
    return `${JSON.stringify({ ...row, ...stop, values: Array.from(values), rarePositions: report.rare.positions, rareValues: report.rare.values }, null, 2)}\n`;
  }
  const p = report.period;
  const last = values.length - 1;
  lines.push(`game            ${row.game}${row.name ? ` (${row.name})` : ""}`);
  lines.push(`heaps           0 … ${last} (${plural(values.length, "value")})`);
  if (p === null) lines.push(`period          none apparent up to heap ${last}`);
  else {
    const how = p.proven
      ? `proven (the periodicity theorem needs heaps up to ${p.needed! - 1})`
      : p.needed !== null
        ? `apparent; the periodicity theorem needs heaps up to ${p.needed - 1} (--to ${p.needed - 1})`
        : "apparent; no periodicity theorem applies to these rules";
    lines.push(`period          ${p.period} from heap ${p.preperiod}: ${how}`);
    if (p.lastException !== null) {
      const n = p.lastException;
      lines.push(`last exception  G(${n}) = ${values[n]} ≠ G(${n + p.period}) = ${values[n + p.period]}`);
    } else lines.push("last exception  none (purely periodic)");
  }
  if (report.stop !== undefined) lines.push(`stopped         ${report.stop}`);
  lines.push(`largest value   ${report.largest.value} (first at heap ${report.largest.at})`);
  const rare = report.rare;
  const shown = rare.positions.slice(0, 40).map((n, i) => `${n}:${rare.values[i]}`);
  lines.push(
    `rare values     ${plural(rare.count, "heap")} under mask 0x${rare.mask.toString(16)}${rare.count > 0 ? `: ${shown.join(" ")}${rare.count > shown.length ? " …" : ""}` : ""}`,
  );
  lines.push("values");
  const upto = Math.min(values.length, TEXT_VALUES_LIMIT);
  const width = String(upto).length;
  for (let n = 0; n < upto; n += 20) {
    const chunk = Array.from(values.subarray(n, Math.min(upto, n + 20)));
    lines.push(`  ${String(n).padStart(width)}  ${chunk.join(" ")}`);
  }
  if (upto < values.length) lines.push(`  … ${values.length - upto} more values: use --format csv or --format bfile`);
  return `${lines.join("\n")}\n`;
}
