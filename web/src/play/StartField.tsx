// The picker's start position: the expression typed (or the preset's), "Another start" where
// the game has random starts, and under it the expression's error or a few example starts.
import { ErrorLine } from "./ErrorLine.tsx";
import { exampleStarts, type Preset } from "./games.ts";
import type { ErrorReply } from "./protocol.ts";

export interface StartFieldProps {
  exprText: string;
  onInput(text: string): void;
  /** The preset chosen, if any (its random start is offered). */
  chosen: Preset | undefined;
  /** Puts another random start of the chosen preset in the field. */
  onShuffle(): void;
  error: ErrorReply | null;
  presets: readonly Preset[];
}

/** The field, its button and the line under it. */
export function StartField(p: StartFieldProps) {
  return (
    <div class="field wide">
      <label for="expr-input">Start position</label>
      <div class="row">
        <input
          id="expr-input"
          type="text"
          spellcheck={false}
          autocomplete="off"
          value={p.exprText}
          aria-invalid={p.error ? true : undefined}
          aria-describedby="expr-help"
          onInput={(e) => p.onInput(e.currentTarget.value)}
        />
        {p.chosen?.shuffle && (
          <button type="button" onClick={p.onShuffle} title="a random start of this game">
            Another start
          </button>
        )}
      </div>
      {p.error ? (
        <ErrorLine error={p.error} source={p.exprText} />
      ) : (
        <small id="expr-help" class="muted">
          e.g.{" "}
          {exampleStarts(p.presets).map((x, i) => (
            <>
              {i > 0 && ", "}
              <code>{x}</code>
            </>
          ))}
        </small>
      )}
    </div>
  );
}
