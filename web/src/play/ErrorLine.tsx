// An error of the engine, with the expression echoed and the bad column marked (text only: never HTML).
import type { ErrorReply } from "./protocol.ts";

export function ErrorLine({ error, source }: { error: ErrorReply; source: string }) {
  const col = error.column;
  return (
    <div class="expr-error" role="alert">
      {col !== undefined && col >= 1 && col <= source.length + 1 && (
        <code class="error-echo" aria-hidden="true">
          {source.slice(0, col - 1)}
          <mark>{source.slice(col - 1, col) || " "}</mark>
          {source.slice(col)}
        </code>
      )}
      <span class="error-text">{error.message}</span>
    </div>
  );
}
