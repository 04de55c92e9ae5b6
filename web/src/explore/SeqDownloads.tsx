// The sequence explorer's downloads: the values as an OEIS b-file, CSV or JSON (what
// `grundy seq --format` writes), and the line that says when one failed.
import { useState } from "preact/hooks";
import type { SequenceReport } from "sprague-grundy/sequence";
import { type DownloadFormat, download } from "./download.ts";

/** A button for each format. */
export function SeqDownloads({ report }: { report: SequenceReport }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <fieldset class="controls downloads">
        <legend class="visually-hidden">Downloads</legend>
        <span aria-hidden="true">Download:</span>
        {(["bfile", "csv", "json"] as DownloadFormat[]).map((f) => (
          <button type="button" key={f} onClick={() => setError(download(report, f))}>
            {f === "bfile" ? "b-file (OEIS)" : f.toUpperCase()}
          </button>
        ))}
      </fieldset>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
