// The user's own families on the Play page: the engine's worker loads a module's source and
// answers with its families (or why it could not); the picker offers their starts.
import { useState } from "preact/hooks";
import { engineWorker } from "./engineWorker.ts";
import type { GamesReply } from "./protocol.ts";

export interface UserGames {
  families: GamesReply["families"];
  /** Why the last module could not be loaded, or "". */
  gamesError: string;
  /** Takes the worker's answer to a module loaded. */
  onGames(reply: GamesReply): void;
  /** Loads the user's families from a module's source. */
  loadGames(name: string, source: string): void;
}

/** The families loaded so far and the last module's error. */
export function useUserGames(): UserGames {
  const [families, setFamilies] = useState<GamesReply["families"]>([]);
  const [gamesError, setGamesError] = useState("");
  return {
    families,
    gamesError,
    onGames(r) {
      if (r.error) setGamesError(r.error);
      else {
        setGamesError("");
        setFamilies(r.families);
      }
    },
    // its own numbering: a game state asked for meanwhile stays the latest
    loadGames: (name, source) => engineWorker().postMessage({ kind: "games", id: -Date.now(), name, source }),
  };
}
