// A position's connected parts: each relabelled 0 … k−1, the engine's components.
import { aliveFlags, aliveMask, liveEdges, liveNeighbours, neighbourMasks } from "./graph.js";
/**
 * The connected components of the vertices in play, each relabelled 0 … k−1 in the order of
 * its original labels. `isolated`: whether a vertex without edges is a part (Node Kayles: it
 * is a move; Arc Kayles: it is not).
 */
export function splitParts(p, isolated) {
    const adjMasks = neighbourMasks(p);
    if (adjMasks)
        return splitSmall(p, adjMasks, isolated);
    const alive = aliveFlags(p);
    const adj = liveNeighbours(p, alive);
    const comp = new Int32Array(p.n).fill(-1);
    const groups = [];
    for (let s = 0; s < p.n; s++) {
        if (alive[s] === 0 || comp[s] !== -1)
            continue;
        if (!isolated && adj[s].length === 0)
            continue;
        const id = groups.length;
        const members = [s];
        comp[s] = id;
        for (let i = 0; i < members.length; i++) {
            for (const w of adj[members[i]]) {
                if (comp[w] === -1) {
                    comp[w] = id;
                    members.push(w);
                }
            }
        }
        groups.push(members.sort((x, y) => x - y));
    }
    const index = new Int32Array(p.n);
    for (const g of groups)
        g.forEach((v, i) => (index[v] = i));
    const edgesOf = groups.map(() => []);
    for (const [u, v] of liveEdges(p, alive))
        edgesOf[comp[u]].push([index[u], index[v]]);
    // the edges come sorted by (u, v) and relabelling keeps each group's order: still sorted
    return groups.map((labels, i) => ({ part: { n: labels.length, edges: edgesOf[i], removed: [], part: true }, labels }));
}
/** {@link splitParts} on bit masks. */
function splitSmall(p, adj, isolated) {
    const all = aliveMask(p);
    let rest = all;
    const comp = new Int8Array(p.n).fill(-1);
    const index = new Int8Array(p.n);
    const groups = [];
    while (rest !== 0) {
        const s = 31 - Math.clz32(rest & -rest);
        let members = 1 << s;
        let frontier = members;
        while (frontier !== 0) {
            let next = 0;
            for (let f = frontier; f !== 0; f &= f - 1)
                next |= adj[31 - Math.clz32(f & -f)];
            next &= all & ~members;
            members |= next;
            frontier = next;
        }
        rest &= ~members;
        if (!isolated && members === 1 << s)
            continue;
        const id = groups.length;
        const labels = [];
        for (let m = members; m !== 0; m &= m - 1) {
            const v = 31 - Math.clz32(m & -m);
            comp[v] = id;
            index[v] = labels.length;
            labels.push(v);
        }
        groups.push(labels);
    }
    const edgesOf = groups.map(() => []);
    for (const [u, v] of p.edges) {
        const c = comp[u];
        if (c >= 0 && comp[v] === c)
            edgesOf[c].push([index[u], index[v]]);
    }
    return groups.map((labels, i) => ({ part: { n: labels.length, edges: edgesOf[i], removed: [], part: true }, labels }));
}
//# sourceMappingURL=parts.js.map