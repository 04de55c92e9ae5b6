// The rules of Node Kayles and Arc Kayles: one engine game each, on the same graph positions.
import { defineGame } from "../../core/game.js";
import { canonicalKey } from "./_internals/canonicalKey.js";
import { aliveFlags, aliveMask, labelledKey, liveEdges, liveNeighbours, neighbourMasks, withRemoved } from "./_internals/graph.js";
import { splitParts } from "./_internals/parts.js";
import { printGraph } from "./_internals/readGraph.js";
/** Node Kayles' options: pick a vertex in play, and remove it with its neighbours (each option once: in K₂ both vertices take both). */
export function* nodeKaylesMoves(p) {
    const masks = neighbourMasks(p);
    if (masks) {
        // small graphs: bit masks, each option once
        const alive = aliveMask(p);
        const seen = new Set();
        for (let a = alive; a !== 0; a &= a - 1) {
            const v = 31 - Math.clz32(a & -a);
            const gone = ((1 << v) | masks[v]) & alive;
            if (seen.has(gone))
                continue;
            seen.add(gone);
            const vertices = [];
            for (let g = gone; g !== 0; g &= g - 1)
                vertices.push(31 - Math.clz32(g & -g));
            yield withRemoved(p, vertices);
        }
        return;
    }
    const alive = aliveFlags(p);
    const adj = liveNeighbours(p, alive);
    const seen = new Set();
    for (let v = 0; v < p.n; v++) {
        if (alive[v] === 0)
            continue;
        const o = withRemoved(p, [v, ...adj[v]]);
        const key = o.removed.join(" ");
        if (seen.has(key))
            continue;
        seen.add(key);
        yield o;
    }
}
/** Arc Kayles' options: pick an edge in play, and remove both its ends. */
export function* arcKaylesMoves(p) {
    for (const [u, v] of liveEdges(p))
        yield withRemoved(p, [u, v]);
}
/**
 * An engine game on graph positions: a position splits into its connected parts (a sum),
 * each part keyed up to relabelling; a whole position is keyed by its labels, so that moves
 * the player tells apart on the board stay apart.
 */
function graphGame(name, moves, isolated) {
    return defineGame({
        name,
        moves,
        key: (p) => (p.part ? canonicalKey(p) : labelledKey(p)),
        components: (p) => {
            const parts = splitParts(p, isolated);
            return p.part && parts.length === 1 ? [p] : parts.map((x) => x.part);
        },
        show: (p) => printGraph(name, p),
    });
}
/** Node Kayles: isolated vertices are parts (each is one move). */
export const nodeKaylesGame = graphGame("nodekayles", nodeKaylesMoves, true);
/** Arc Kayles: isolated vertices take no part (no edge, no move). */
export const arcKaylesGame = graphGame("arckayles", arcKaylesMoves, false);
//# sourceMappingURL=rules.js.map