// The picker's field for the user's own games: a .mjs file whose families the engine loads,
// the error of a module that failed, and the families loaded.
import type { GamesReply } from "./protocol.ts";

export interface UserGamesFieldProps {
  families: GamesReply["families"];
  gamesError: string;
  onLoad(name: string, source: string): void;
}

/** The file input and the line under it. */
export function UserGamesField(p: UserGamesFieldProps) {
  const loadFile = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (file) p.onLoad(file.name, await file.text());
  };
  return (
    <div class="field">
      <label for="games-file">Your own games (a .mjs file)</label>
      <input id="games-file" type="file" accept=".mjs,.js,text/javascript" onChange={loadFile} />
      {p.gamesError && <span class="expr-error">{p.gamesError}</span>}
      {p.families.length > 0 && <small class="muted">Loaded: {p.families.map((f) => f.usage).join(", ")} (links cannot carry them)</small>}
    </div>
  );
}
