import { defineGame } from "../../core/game.js";
import { InputError } from "../../errors.js";
import { Args } from "../args.js";
import { family } from "../_internals/familyRecord.js";
import { digraphView } from "./view.js";
import type { DigraphPosition } from "./position.js";

export type { DigraphPosition } from "./position.js";

/** The graph as the call writes it: `{1} {0,2} {}`. */
const graphText = (out: readonly (readonly number[])[]): string => out.map((s) => `{${s.join(",")}}`).join(" ");
const graphTexts = new WeakMap<object, { text: string; id: number }>();
/** Graph texts to small ids: a position's key is `v@id`, short however large the graph, and equal for equal graphs. */
const ids = new Map<string, number>();
function graphOf(out: readonly (readonly number[])[]): { text: string; id: number } {
  let g = graphTexts.get(out);
  if (g === undefined) {
    const text = graphText(out);
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    graphTexts.set(out, (g = { text, id }));
  }
  return g;
}
const textOf = (out: readonly (readonly number[])[]): string => graphOf(out).text;

const print = (p: DigraphPosition): string => `digraph(${p.v}; ${textOf(p.out)})`;

/**
 * A move slides the token along an edge; whoever cannot move loses. Any finite impartial game
 * is such a game on its graph of positions (Fraenkel's digraph games); cycles make it loopy.
 */
const game = defineGame<DigraphPosition>({
  name: "digraph",
  moves: (p) => p.out[p.v]!.map((w) => ({ out: p.out, v: w })),
  key: (p) => `${p.v}@${graphOf(p.out).id}`,
  show: print,
  loopy: true,
});

/** The most vertices a digraph call may have (the engine explores them all). */
export const MAX_DIGRAPH_VERTICES = 100_000;

function read(args: Args): DigraphPosition {
  args.sections(2);
  const [v] = args.ints(0, 1, "a start vertex");
  const sets = args.atoms(1);
  if (sets.length === 0) throw new InputError(`the successor sets of vertices 0, 1, … after ";" in digraph(v; {…} {…} …)`, ")", { column: args.call.column });
  if (sets.length > MAX_DIGRAPH_VERTICES)
    throw new InputError(`at most ${MAX_DIGRAPH_VERTICES.toLocaleString("en-US")} vertices in digraph(v; {…} …)`, String(sets.length), { column: sets[0]!.column });
  const n = sets.length;
  const out = sets.map((a) => {
    if (a.kind !== "set") throw new InputError(`a set of successors such as {1,2} (vertices 0..${n - 1}) in digraph(v; {…} {…} …)`, Args.show(a), { column: a.column });
    for (const w of a.values) {
      if (w >= BigInt(n)) throw new InputError(`a successor among the vertices 0..${n - 1} in digraph(v; {…} {…} …)`, String(w), { column: a.column });
    }
    return [...new Set(a.values.map(Number))].sort((x, y) => x - y);
  });
  if (v! >= BigInt(n)) throw new InputError(`a start vertex among 0..${n - 1} in digraph(v; {…} {…} …)`, String(v), { column: args.atoms(0)[0]!.column });
  return { out, v: Number(v) };
}

/**
 * `digraph(v; {…} {…} …)`: a token on vertex v of a finite digraph given by the successor
 * sets of vertices 0, 1, … — Fraenkel's digraph game, loopy when the graph has cycles.
 * Answered by the loopy engine (generalized Sprague–Grundy values γ, draws, remoteness).
 */
export const digraphFamily = family<DigraphPosition>({
  name: "digraph",
  view: digraphView,
  usage: "digraph(v; {succ of 0} {succ of 1} …)",
  summary: "a token on a finite digraph, moved along an edge; cycles allowed (loopy: γ values, draws)",
  game,
  read,
  print,
});
