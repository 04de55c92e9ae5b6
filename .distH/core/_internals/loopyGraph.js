/**
 * The solved graphs of loopy games: a position's graph is explored (./loopyExplore.ts) and
 * labelled by the retrograde core (γ: ../labelling.ts, remoteness: ../retrograde.ts).
 *
 * ## The cache
 *
 * Solved graphs are kept per game (the last 16). A position already solved is answered from
 * its graph; a new exploration stops at positions solved before and takes them as its
 * boundary, with their values: a boundary position worth m is labelled at stage m; one worth
 * more than m, or ∞(K) with m ∈ K, has an option worth m in its own graph, so it is marked
 * at stage m; for remoteness, decided boundary positions join the retrograde queue in order
 * of remoteness. Each position is solved in one graph, and the counters grow across graphs
 * (a new graph's counters follow the old ones), so they form one counter function for the
 * whole game: a boundary position w that reverses a new one u was labelled earlier,
 * c(w) < c(u).
 *
 * @module
 */
import { infiniteGamma } from "../gamma.js";
import { CsrGraph } from "../implicitGraph.js";
import { labelGammas } from "../labelling.js";
import { retrograde } from "../retrograde.js";
import { checkGame } from "./checkGame.js";
import { loopyCaches } from "./gameTables.js";
import { explore } from "./loopyExplore.js";
/** How many solved graphs are kept per game (the oldest goes first). */
const KEPT_GRAPHS = 16;
/** A position solved in a cached graph (not on its boundary). */
function lookup(cache, key) {
    if (!cache)
        return undefined;
    for (const g of cache.graphs) {
        const at = g.index.get(key);
        if (at !== undefined && g.boundary[at] === 0)
            return { graph: g, at };
    }
    return undefined;
}
/** The solved graph holding a position, and its index: from the cache, else explored and labelled. */
export function solveLoopy(game, position, options = {}) {
    checkGame(game);
    const key = game.key(position);
    let cache = loopyCaches.get(game);
    const known = lookup(cache, key);
    if (known)
        return known;
    if (!cache)
        loopyCaches.set(game, (cache = { graphs: [], nextOrder: 0 }));
    const c = cache;
    // positions solved before are not explored again: they bound the new graph with their values
    const explored = explore(game, position, key, options, c.graphs.length > 0 ? (k) => lookup(c, k) : undefined);
    const graph = label(explored, c);
    c.graphs.push(graph);
    if (c.graphs.length > KEPT_GRAPHS)
        c.graphs.shift();
    return { graph, at: 0 };
}
/** Labels γ and remoteness by the retrograde core; the boundary keeps the values it was solved with. */
function label(e, cache) {
    const csr = CsrGraph.fromSuccessors(e.succStart, e.succ);
    const n = csr.size;
    const boundary = new Uint8Array(n);
    const at = [...e.solvedAt.keys()];
    const bGamma = new Int32Array(at.length);
    const bK = [];
    const gamma = new Int32Array(n).fill(-1);
    const order = new Int32Array(n).fill(-1);
    const remoteness = new Int32Array(n).fill(-1);
    at.forEach((j, i) => {
        const { graph, at: k } = e.solvedAt.get(j);
        boundary[j] = 1;
        gamma[j] = bGamma[i] = graph.gamma[k];
        order[j] = graph.order[k];
        remoteness[j] = graph.remoteness[k];
        const g = gammaAt(graph, k);
        bK.push(typeof g === "number" ? undefined : g.K);
    });
    const terminals = [];
    for (let u = 0; u < n; u++)
        if (boundary[u] === 0 && csr.degree(u) === 0)
            terminals.push(u);
    const labels = labelGammas(csr, { terminals, ...(at.length > 0 ? { boundary: { positions: at, gamma: bGamma, K: bK } } : {}) });
    const first = cache.nextOrder;
    for (let i = 0; i < labels.order.length; i++) {
        const u = labels.order[i];
        gamma[u] = labels.gamma[i];
        order[u] = first + i;
    }
    cache.nextOrder = first + labels.order.length;
    // the boundary's decided positions, in order of remoteness
    const known = at.filter((j) => remoteness[j] >= 0).sort((a, b) => remoteness[a] - remoteness[b]);
    const solved = retrograde(csr, { terminals, known: { positions: known, remoteness: known.map((j) => remoteness[j]) } });
    for (let i = 0; i < solved.decided.length; i++)
        remoteness[solved.decided[i]] = solved.remoteness[i];
    return { n, positions: e.positions, index: e.index, succStart: e.succStart, succ: e.succ, gamma, order, remoteness, boundary };
}
/** γ of graph position i (K worked out from its options). */
export function gammaAt(graph, i) {
    const v = graph.gamma[i];
    if (v >= 0)
        return v;
    const K = [];
    for (let e = graph.succStart[i]; e < graph.succStart[i + 1]; e++) {
        const w = graph.gamma[graph.succ[e]];
        if (w >= 0)
            K.push(w);
    }
    return infiniteGamma(K);
}
//# sourceMappingURL=loopyGraph.js.map