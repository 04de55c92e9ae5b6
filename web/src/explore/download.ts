// Saves text made in the page as a file: a Blob behind an <a download> link, clicked once.
import { formatReport, type SequenceReport, valueChunks } from "sprague-grundy/sequence";

export type DownloadFormat = "bfile" | "csv" | "json";

/** A file name for a game's sequence: b-file, CSV or JSON (no characters a file system minds). */
function fileName(report: SequenceReport, format: DownloadFormat): string {
  const slug = report.rules.code.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^_+|_+$/g, "") || "game";
  const last = report.values.length - 1;
  return format === "bfile" ? `b_${slug}_0-${last}.txt` : `grundy_${slug}_0-${last}.${format}`;
}

/** The file's parts: the same text `grundy seq --format <format>` writes. */
function fileParts(report: SequenceReport, format: DownloadFormat): string[] {
  return format === "json" ? [formatReport(report, "json")] : [...valueChunks(report.values, format)];
}

/** The most values a JSON download holds (one string of about 10 bytes a value). */
const MAX_JSON_VALUES = 1 << 22;

/** Offers the file to the user; an error message when the browser cannot make it. */
export function download(report: SequenceReport, format: DownloadFormat): string | null {
  if (format === "json" && report.values.length > MAX_JSON_VALUES) {
    return `JSON holds at most ${MAX_JSON_VALUES.toLocaleString("en-US")} values in the browser: download the b-file or CSV, or run grundy seq --format json`;
  }
  const type = format === "json" ? "application/json" : format === "csv" ? "text/csv" : "text/plain";
  const url = URL.createObjectURL(new Blob(fileParts(report, format), { type: `${type};charset=utf-8` }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName(report, format);
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
