import { InputError } from "../../errors.js";
import { family } from "../_internals/familyRecord.js";
import { hackenbushMovesTo, hackenbushValue } from "./closedForm.js";
import { cut, distinctEdges, grounded, heldEdges, hackenbushKey, hackenbushRules, MAX_EDGES, MAX_VERTEX, print } from "./rules.js";
import { hackenbushView } from "./view.js";
const USAGE = "hackenbush(u,v u,v …)";
/** Reads `hackenbush(0,1 1,2 …)`: edges u,v (vertex 0 the ground), each connected to the ground; `hackenbush()` is the graph with no edges (the end of a game). */
function read(args) {
    args.sections(1);
    const tuples = args.call.sections[0] ?? [];
    if (tuples.length > MAX_EDGES)
        throw new InputError(`at most ${MAX_EDGES.toLocaleString("en-US")} edges in ${USAGE}`, String(tuples.length), { column: args.call.column });
    const edges = [];
    for (const tuple of tuples) {
        if (tuple.length !== 2) {
            const text = tuple.map((a) => (a.kind === "int" ? a.text : a.kind === "string" ? a.value : "{…}")).join(",");
            throw new InputError(`an edge u,v (two vertices joined by a comma) in ${USAGE}`, text, { column: tuple[0]?.column ?? args.call.column });
        }
        const [u, v] = tuple.map((atom) => {
            const x = args.int(atom, "a vertex (a non-negative integer, 0 the ground)");
            if (x > BigInt(MAX_VERTEX))
                throw new InputError(`a vertex from 0 to ${MAX_VERTEX.toLocaleString("en-US")} in ${USAGE}`, atom.kind === "int" ? atom.text : String(x), { column: atom.column });
            return Number(x);
        });
        edges.push([u, v]);
    }
    // nothing is dropped silently: an edge the ground does not hold is refused
    const held = heldEdges(edges);
    const loose = held.indexOf(0);
    if (loose >= 0) {
        const [u, v] = edges[loose];
        throw new InputError(`edges connected to the ground (vertex 0) in ${USAGE}, but ${u},${v} is not`, `${u},${v}`, { column: tuples[loose][0].column });
    }
    return grounded(edges);
}
/** How many copies of each pair a graph has. */
function copies(p) {
    const m = new Map();
    for (const [u, v] of p)
        m.set(`${u},${v}`, (m.get(`${u},${v}`) ?? 0) + 1);
    return m;
}
/** Whether `to` is `from` with one edge deleted (and what fell with it). */
function isOption(from, to) {
    if (to.length >= from.length)
        return false;
    const key = hackenbushKey(to);
    const had = copies(from);
    const left = copies(to);
    for (const [pair, n] of left)
        if (n > (had.get(pair) ?? 0))
            return false;
    // the deleted edge is one with fewer copies left
    return distinctEdges(from).some((i) => {
        const pair = `${from[i][0]},${from[i][1]}`;
        return (left.get(pair) ?? 0) < had.get(pair) && hackenbushKey(cut(from, i)) === key;
    });
}
/**
 * `hackenbush(u,v u,v …)`: Green Hackenbush; Grundy values and winning moves exact at any
 * size (fusion and colon principles, linear time; a winning move by cut-and-check).
 */
export const hackenbushFamily = family({
    name: "hackenbush",
    aliases: ["greenhackenbush"],
    view: hackenbushView,
    usage: USAGE,
    summary: "Green Hackenbush: delete an edge of a graph on the ground (vertex 0); whatever falls off the ground goes too",
    game: hackenbushRules,
    read,
    print,
    grundy: hackenbushValue,
    movesTo(p, target, limit) {
        const moves = [];
        const seen = new Set();
        const wins = hackenbushMovesTo(p, target);
        for (let next = wins.next();; next = wins.next()) {
            // past the work budget (a cycle of more than about 10,000 edges), the list is incomplete: the value stands
            if (next.done)
                return { moves, complete: next.value };
            const [u, v] = p[next.value];
            if (seen.has(`${u},${v}`))
                continue; // a parallel copy is the same move
            seen.add(`${u},${v}`);
            if (moves.length >= limit)
                return { moves, complete: false };
            moves.push(cut(p, next.value));
        }
    },
    isOption,
});
//# sourceMappingURL=family.js.map