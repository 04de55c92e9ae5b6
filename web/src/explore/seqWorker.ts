// Web Worker: a heap game's Grundy sequence and report, computed by the library exactly as
// `grundy seq` computes it (readSeqGame, seqReport: the same typed-array kernels, and the
// naive method from the moves of a user's family). A user's module is loaded here the way
// the Play page's worker loads it (play/engine/userGames.ts). Progress is posted at most
// every PROGRESS_MS; the values come back transferred.
import { FAMILIES, type Family, readSeqGame, seqReport } from "sprague-grundy";
import { checkSequenceWork, type HeapAnalysisOptions as AnalyzeOptions, type SequenceReport } from "sprague-grundy/sequence";
import { loadGames } from "../play/engine/userGames.ts";

/** A user's module, as read from the file picked: its file name and its text. */
export interface SeqModule {
  name: string;
  source: string;
}

/**
 * A request: the game as typed (absent: the first family of `games`), the last heap (absent:
 * as far as `grundy seq` goes by itself) and the user's module whose families it may name.
 */
export interface SeqRequest {
  id: number;
  code?: string;
  to?: number;
  games?: SeqModule;
}

export type SeqAnswer =
  | { id: number; type: "progress"; done: number; total: number }
  | { id: number; type: "done"; report: SequenceReport; ms: number }
  | { id: number; type: "error"; message: string }
  | { id: 0; type: "games"; games: { name: string; code: string; summary: string }[] }
  | { id: number; type: "families"; families: { name: string; summary: string }[]; chosen: string };

const PROGRESS_MS = 100;
const post = (a: SeqAnswer, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(a, transfer);

// the named heap games, from the registry, for the page's list of suggestions
post({
  id: 0,
  type: "games",
  games: FAMILIES.flatMap((f) => (f.rules ? [{ name: f.name, code: f.rules.code, summary: f.summary }] : [])),
});

/** The families of the user's module (none without one); a module that fails is the run's error. */
async function userFamilies(id: number, games: SeqModule | undefined): Promise<Family[]> {
  if (!games) return [];
  const { reply, families } = await loadGames({ kind: "games", id, name: games.name, source: games.source }, []);
  if (reply.error !== undefined || !families) throw new Error(reply.error ?? `${games.name} exports no game family`);
  return families;
}

self.onmessage = async (e: MessageEvent<SeqRequest>) => {
  const { id, to } = e.data;
  try {
    const t0 = performance.now();
    const families = await userFamilies(id, e.data.games);
    // a module just loaded shows its first family (its exports are in the order of their names)
    const code = e.data.code ?? families[0]?.name ?? "";
    if (e.data.games) post({ id, type: "families", families: families.map((f) => ({ name: f.name, summary: f.summary })), chosen: code });
    const game = readSeqGame(code, families);
    if (to !== undefined && game.kind === "rules") checkSequenceWork(game.rules, to + 1);
    let last = 0;
    const options: AnalyzeOptions = {
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - last < PROGRESS_MS) return;
        last = now;
        post({ id, type: "progress", done, total });
      },
    };
    if (to !== undefined) options.to = to;
    const report = seqReport(game, options);
    // the values own their buffer, so the transfer moves no more than they hold
    const values = report.values.byteOffset === 0 && report.values.byteLength === report.values.buffer.byteLength ? report.values : report.values.slice();
    post({ id, type: "done", report: { ...report, values }, ms: performance.now() - t0 }, [values.buffer]);
  } catch (err) {
    post({ id, type: "error", message: err instanceof Error ? err.message : String(err) });
  }
};
