// Who was winning at a position, for the player to move there: its outcome and the measure
// its compound kind is decided by (the compound table says which), and Smith's remoteness of a
// lone game where the engine reaches it (the library's rule: closed form, else the engine).
import { analyze, compoundGame, compoundKind, type Family, type Game, GrundyError, parseExpression, type Registry, remoteness, type SearchBudget } from "sprague-grundy";
import type { GameConfig, ValuePoint } from "../protocol.ts";

/**
 * Smith's remoteness of a one-component position under normal play, within the budget. A
 * finite game's is what the library's analysis finds for it as a conjunctive compound of one
 * game (whose deciding value is that game's remoteness): the family's closed form where it has
 * one (strip colouring's table answers where the search takes seconds), else the engine. A
 * loopy game's (undefined for a draw) is the engine's retrograde remoteness: the analysis
 * decides loopy games in sums only.
 */
export function engineRemoteness(text: string, reg: Registry, games: readonly Family[] | undefined, budget: SearchBudget): number | undefined {
  if (budget.spent >= budget.limit) return undefined;
  try {
    const terms = parseExpression(text).terms;
    if (terms.length !== 1) return undefined;
    const t = reg.read(terms[0]!);
    if (t.family.game.loopy === true) return remoteness(t.family.game, t.position, { budget });
    const v = analyze(text, { play: "normal", compound: "conjunctive", maxMoves: 0, budget, ...(games ? { games } : {}) }).value;
    return v === undefined ? undefined : Number(v.value);
  } catch (e) {
    if (e instanceof GrundyError) return undefined;
    throw e;
  }
}

/**
 * Smith's remoteness of a sum of several components (loopy ones too), the sum searched as
 * one game where the engine reaches it within the budget; `sums` keeps one compound game per
 * list of families, so what a search finds serves the next position.
 */
export function sumRemoteness(text: string, reg: Registry, budget: SearchBudget, sums: Map<string, Game<unknown[]>>): number | undefined {
  if (budget.spent >= budget.limit) return undefined;
  try {
    const read = parseExpression(text).terms.map((t) => reg.read(t));
    const games = read.map((t) => t.family.game);
    const key = read.map((t) => t.family.name).join("+");
    let game = sums.get(key);
    if (!game) {
      game = compoundGame("sum", games, { loopy: games.some((g) => g.loopy === true) });
      sums.set(key, game);
    }
    return remoteness(
      game,
      read.map((t) => t.position as unknown),
      { budget },
    );
  } catch (e) {
    if (e instanceof GrundyError) return undefined;
    throw e;
  }
}

/** The values of the positions met in one game, by their text (kept while the game is the same). */
export class Values {
  private readonly known = new Map<string, ValuePoint>();
  private readonly sums = new Map<string, Game<unknown[]>>();

  constructor(
    private readonly config: GameConfig,
    private readonly games: Family[] | undefined,
  ) {}

  /** The value of the position after k moves, for the player to move there. */
  at(position: string, k: number, reg: Registry, budget: SearchBudget): ValuePoint {
    const toMove = k % 2 === 0 ? "first" : "second";
    const known = this.known.get(position);
    if (known) return { ...known, toMove };
    const { play, compound } = this.config;
    const point: ValuePoint = { toMove };
    try {
      const a = analyze(position, { play, compound, maxMoves: 0, ...(this.games ? { games: this.games } : {}), budget: 200_000 });
      point.outcome = a.outcome;
      const measure = compoundKind(compound).measure;
      if (measure === "suspense" && a.value) point.suspense = Number(a.value.value);
      else if (measure === "remoteness" && a.value) point.remoteness = Number(a.value.value);
      else if (measure === "grundy" && play === "normal") {
        if (a.components.length === 1) {
          const r = engineRemoteness(position, reg, this.games, budget);
          if (r !== undefined) point.remoteness = r;
        } else {
          // the sum's remoteness where the engine reaches it (a loopy sum too); else its nim-sum or γ
          const r = a.outcome === "D" ? undefined : sumRemoteness(position, reg, budget, this.sums);
          if (r !== undefined) point.remoteness = r;
          else if (a.value) point.grundy = a.value.value;
        }
      }
    } catch (e) {
      if (!(e instanceof GrundyError)) throw e;
    }
    if (this.known.size > 5000) this.known.clear();
    this.known.set(position, { ...point });
    return point;
  }
}
