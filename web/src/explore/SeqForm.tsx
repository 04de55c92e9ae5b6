// The sequence explorer's fields: the game (with the named heap games and the user's
// families as suggestions), the last heap, Start and Cancel, and a heap game of the user's
// own from a .mjs file.
import type { SeqModule } from "./seqWorker.ts";
import type { SeqRunning } from "./useSeqRun.ts";

export interface SeqFormProps {
  code: string;
  setCode: (code: string) => void;
  toText: string;
  setToText: (text: string) => void;
  /** The run and what it knows (its state, the error, the games to suggest), Start and Cancel. */
  seq: SeqRunning;
}

/** The form, Start submitting it; a file picked starts its first family. */
export function SeqForm({ code, setCode, toText, setToText, seq }: SeqFormProps) {
  const { run, inputError, userFamilies } = seq;
  const loadFile = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (file) seq.start(undefined, { name: file.name, source: await file.text() } satisfies SeqModule);
  };
  return (
    <form class="controls" onSubmit={seq.start}>
      <label>
        Game{" "}
        <input
          type="text"
          value={code}
          list="heap-games"
          spellcheck={false}
          autocomplete="off"
          onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
          aria-describedby="seq-input-error"
          aria-invalid={inputError !== null || run.state === "error"}
        />
      </label>
      <GameSuggestions seq={seq} />
      <label>
        Last heap{" "}
        <input
          type="text"
          inputMode="numeric"
          class="medium"
          value={toText}
          placeholder="automatic"
          onInput={(e) => setToText((e.currentTarget as HTMLInputElement).value)}
          aria-describedby="seq-to-help"
        />
      </label>
      <button type="submit">Start</button>
      <button type="button" onClick={seq.cancel} disabled={run.state !== "running"}>
        Cancel
      </button>
      <span id="seq-to-help" class="hint">
        heaps 0 … n; like 1000 or 2^20; empty: as far as grundy seq goes by itself
      </span>
      <label>
        Or load your own (a .mjs file) <input type="file" accept=".mjs,.js,text/javascript" onChange={loadFile} aria-describedby="seq-games-help" />
      </label>
      <span id="seq-games-help" class="hint">
        {userFamilies.length > 0
          ? `loaded: ${userFamilies.map((f) => f.name).join(", ")} (type a name above; links cannot carry them)`
          : "families with heap rules, or whose positions are heap sizes (computed from their moves, as grundy seq --games does)"}
      </span>
    </form>
  );
}

/** The game field's suggestions: the user's families, the named heap games, a subtraction set and a code. */
function GameSuggestions({ seq }: { seq: SeqRunning }) {
  return (
    <datalist id="heap-games">
      {seq.userFamilies.map((g) => (
        <option value={g.name} key={`user ${g.name}`}>
          {g.summary} (yours)
        </option>
      ))}
      {seq.games.map((g) => (
        <option value={g.name} key={g.name}>
          {g.summary}
        </option>
      ))}
      <option value="{1,3,4}">subtraction game: take 1, 3 or 4</option>
      <option value="4.07">hexadecimal/octal code 4.07</option>
    </datalist>
  );
}
