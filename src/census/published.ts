// A published table of octal games, and the disagreements of a census with it.
import { InputError } from "../errors.js";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { heapTheorem, theoremBound } from "../sequence/periodicity.js";
import { gameKey } from "./censusGames.js";
import type { CensusResult } from "./resultFile.js";

/** One row of a published table. */
export interface PublishedGame {
  code: string;
  key: string;
  /** The first values, G(0) on (may be empty). */
  first: number[];
  /** The period and last exception, or null for a game published as unsolved. */
  period: number | null;
  lastException: number | null;
  /** Where the row comes from (the table's source column), or "". */
  source: string;
}

/**
 * Reads a published table: tab-separated, a header naming at least `code`, `period` and
 * `last_exception_n` or `preperiod` (the first heap of the periodic part; Czajka's tables) (and optionally `first_values`, comma-separated, and `source`); a
 * period that is not a number ("unknown") marks an unsolved game. Lines starting with # are skipped.
 *
 * @throws InputError naming the line of a bad row
 */
export function parsePublishedTable(text: string): PublishedGame[] {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== "" && !l.startsWith("#"));
  if (headerAt < 0) throw new InputError("a table with a header line (code, period, last_exception_n)", null);
  const header = lines[headerAt]!.split("\t").map((h) => h.trim());
  const col = (name: string): number => header.indexOf(name);
  if (col("code") < 0 || col("period") < 0 || (col("last_exception_n") < 0 && col("preperiod") < 0)) {
    throw new InputError("a header naming the columns code, period and last_exception_n (or preperiod), tab-separated", lines[headerAt]!, { line: headerAt + 1 });
  }
  const out: PublishedGame[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "" || line.startsWith("#")) continue;
    const cells = line.split("\t");
    const cell = (name: string): string => (col(name) >= 0 ? (cells[col(name)] ?? "").trim() : "");
    const code = cell("code");
    let key: string;
    try {
      key = gameKey(parseHeapGame(code));
    } catch {
      throw new InputError("a take-and-break code in the column code", code, { line: i + 1 });
    }
    const num = (name: string): number | null => (/^\d+$/.test(cell(name)) ? Number(cell(name)) : null);
    const firstText = cell("first_values");
    const first = firstText === "" ? [] : firstText.split(",").map((v) => Number(v.trim()));
    if (first.some((v) => !Number.isSafeInteger(v) || v < 0)) throw new InputError("first values as whole numbers separated by commas", firstText, { line: i + 1 });
    const period = num("period");
    // a preperiod column (the first heap of the periodic part, as Czajka's table gives it) says the last exception is one less
    const preperiod = col("last_exception_n") < 0 ? num("preperiod") : null;
    const lastException = period === null ? null : preperiod !== null ? (preperiod > 0 ? preperiod - 1 : null) : num("last_exception_n");
    out.push({ code, key, first, period, lastException, source: cell("source") });
  }
  return out;
}

/**
 * The disagreements of census results with a published table, one sentence each: first
 * values that differ; a period or last exception that differs from a published one; a game
 * published as solved whose proof (by the periodicity theorem, from the published period and
 * last exception) fits in the heaps computed but is open here; a game published as unsolved
 * and proven here. Published games the census does not hold are not compared.
 */
export function compareWithPublished(results: readonly CensusResult[], table: readonly PublishedGame[]): string[] {
  const byKey = new Map(results.map((r) => [r.key, r]));
  const out: string[] = [];
  for (const pub of table) {
    const r = byKey.get(pub.key);
    if (!r) continue;
    const from = pub.source ? ` (${pub.source})` : "";
    const name = `${r.codes[0]}${pub.code !== r.codes[0] ? ` (published as ${pub.code})` : ""}`;
    const n = Math.min(pub.first.length, r.first.length);
    for (let i = 0; i < n; i++) {
      if (pub.first[i] !== r.first[i]) {
        out.push(`${name}: G(${i}) = ${r.first[i]} here, ${pub.first[i]} published${from}`);
        break;
      }
    }
    if (pub.period === null) {
      if (r.status === "proven") out.push(`${name}: proven here (period ${r.period}, last exception ${r.lastException ?? "none"}), published as unsolved${from}`);
      continue;
    }
    if (r.status === "proven") {
      if (r.period !== pub.period || r.lastException !== pub.lastException) {
        out.push(
          `${name}: period ${r.period}, last exception ${r.lastException ?? "none"} here; period ${pub.period}, last exception ${pub.lastException ?? "none"} published${from}`,
        );
      }
      continue;
    }
    const theorem = heapTheorem(parseHeapGame(r.codes[0]!));
    const preperiod = pub.lastException === null ? 0 : pub.lastException + 1;
    const needed = theorem ? theoremBound(theorem, preperiod, pub.period) + pub.period : Number.POSITIVE_INFINITY;
    if (needed <= r.to + 1)
      out.push(
        `${name}: open up to ${r.to} here, but the published period ${pub.period} with last exception ${pub.lastException ?? "none"}${from} would be proven by heap ${needed - 1}`,
      );
  }
  return out;
}
