// Green Hackenbush's value at any size, and its winning moves: the fusion and colon
// principles (Winning Ways, ch. 7), in linear time with an iterative depth-first search.
//
// Fusion: the vertices of a cycle may be fused into one, each edge of the cycle becoming a
// loop, without changing the value. Every edge that is not a bridge lies on a cycle, so each
// 2-edge-connected part (the vertices joined when the bridges are taken out) fuses to one
// vertex carrying one loop per edge of the part; a loop is worth a stalk of one edge, and
// equal stalks cancel, so the part carries its number of edges mod 2. What is left is a tree
// of parts joined by bridges, valued by the colon principle: branches at a vertex nim-add, and
// an edge below a subtree of value v is worth v + 1. The ground's part is the root.
//
// Winning moves: cutting the bridge above part C, or an edge inside C, changes only C's value;
// the value the root needs from C (`want`) follows top-down from the parents. A loop flips
// C's parity; the other edges inside C are decided together from C's cut pairs (./cutPairs.ts),
// C's children hung at their vertices as weights (or, on a label collision, each edge is cut
// and C alone is valued again).
import { cutsTo } from "./cutPairs.js";
import { incidence } from "./_internals/incidence.js";
/** The graph with its vertices numbered 0 … n−1 in order of appearance, the ground first. */
function indexed(edges) {
    const ids = new Map([[0, 0]]);
    const id = (v) => {
        let i = ids.get(v);
        if (i === undefined)
            ids.set(v, (i = ids.size));
        return i;
    };
    const eu = new Int32Array(edges.length);
    const ev = new Int32Array(edges.length);
    edges.forEach(([u, v], i) => {
        eu[i] = id(u);
        ev[i] = id(v);
    });
    return { n: ids.size, eu, ev };
}
/**
 * Splits the graph reachable from `root` into its 2-edge-connected parts and values each:
 * its edges mod 2, the XOR of its vertices' `weight`s, and (value + 1) of each part below.
 * Edge `skip` is left out (−1: none). Iterative (an explicit stack), linear in n + m.
 */
function parts(g, root, skip = -1, weight) {
    const { n, eu, ev } = g;
    const m = eu.length;
    const { start, adjEdge, adjTo } = incidence(n, eu, ev, skip, false);
    const tin = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const upEdge = new Int32Array(n).fill(-1);
    const up = new Int32Array(n).fill(-1);
    const cursor = start.slice(0, n);
    const stack = new Int32Array(n);
    const order = new Int32Array(n);
    const bridge = new Uint8Array(m);
    let seen = 0;
    let sp = 0;
    tin[root] = low[root] = seen;
    order[seen++] = root;
    stack[sp++] = root;
    while (sp > 0) {
        const x = stack[sp - 1];
        if (cursor[x] < start[x + 1]) {
            const k = cursor[x]++;
            const e = adjEdge[k];
            if (e === upEdge[x])
                continue; // the tree edge itself (a parallel copy is another edge)
            const y = adjTo[k];
            if (tin[y] === -1) {
                tin[y] = low[y] = seen;
                order[seen++] = y;
                upEdge[y] = e;
                up[y] = x;
                stack[sp++] = y;
            }
            else if (tin[y] < low[x])
                low[x] = tin[y];
        }
        else {
            sp--;
            if (sp > 0) {
                const p = stack[sp - 1];
                if (low[x] < low[p])
                    low[p] = low[x];
                if (low[x] > tin[p])
                    bridge[upEdge[x]] = 1;
            }
        }
    }
    // parts in preorder: a vertex is in its DFS parent's part unless the edge up is a bridge
    const part = new Int32Array(n).fill(-1);
    const parent = new Int32Array(seen);
    const top = new Int32Array(seen);
    const above = new Int32Array(seen);
    let count = 0;
    for (let k = 0; k < seen; k++) {
        const x = order[k];
        if (x === root || bridge[upEdge[x]]) {
            parent[count] = x === root ? -1 : part[up[x]];
            top[count] = x;
            above[count] = upEdge[x];
            part[x] = count++;
        }
        else
            part[x] = part[up[x]];
    }
    const value = new Int32Array(count);
    for (let e = 0; e < m; e++) {
        if (e === skip || bridge[e])
            continue;
        const c = part[eu[e]];
        if (c >= 0)
            value[c] ^= 1; // an edge of a fused part is a loop, worth 1
    }
    if (weight)
        for (let x = 0; x < n; x++)
            if (part[x] >= 0)
                value[part[x]] ^= weight[x];
    // children come after their parents in preorder: value them from the last part up
    for (let c = count - 1; c > 0; c--)
        value[parent[c]] ^= value[c] + 1;
    return { count, part, value, parent, top, above, up, bridge: bridge };
}
/** The Grundy value of a Green Hackenbush position, exact at any size (linear time). */
export function hackenbushValue(p) {
    if (p.length === 0)
        return 0n;
    return BigInt(parts(indexed(p), 0).value[0]);
}
/** The most work (vertices and edges of a part re-valued, summed) one search for moves does. */
export const MOVES_WORK = 100_000_000;
/**
 * The indices of the edges whose deletion leaves a position of value `target`: the bridges
 * first (each decided at once), then the loops, then the other edges of each part (each
 * part re-valued once per edge: quadratic in the size of a 2-edge-connected part, so the
 * moves come one at a time and a caller stops when it has enough). Returns false when it
 * stopped at {@link MOVES_WORK} with edges left unchecked, true when every edge was checked.
 */
export function* hackenbushMovesTo(p, target, work = MOVES_WORK) {
    if (p.length === 0 || target < 0n || target > BigInt(p.length))
        return true;
    const g = indexed(p);
    const t = parts(g, 0);
    const want = new Int32Array(t.count).fill(-1);
    want[0] = Number(target);
    for (let c = 1; c < t.count; c++) {
        const w = want[t.parent[c]];
        if (w < 0)
            continue;
        // C's parent is worth w when C's branch (value + 1) becomes x: x = 0 means cutting the bridge above C
        const x = w ^ t.value[t.parent[c]] ^ (t.value[c] + 1);
        if (x === 0)
            yield t.above[c];
        else
            want[c] = x - 1;
    }
    // a loop flips its part's parity
    for (let e = 0; e < p.length; e++)
        if (g.eu[e] === g.ev[e] && (t.value[t.part[g.eu[e]]] ^ 1) === want[t.part[g.eu[e]]])
            yield e;
    // the other edges inside each part, and each part's vertices
    const members = Array.from({ length: t.count }, () => []);
    const inside = Array.from({ length: t.count }, () => []);
    for (let x = 0; x < g.n; x++)
        if (t.part[x] >= 0)
            members[t.part[x]].push(x);
    for (let e = 0; e < p.length; e++)
        if (!t.bridge[e] && g.eu[e] !== g.ev[e])
            inside[t.part[g.eu[e]]].push(e);
    // each vertex's weight: the branches hanging from it (value + 1 each) and its loops
    const hung = new Int32Array(g.n);
    for (let d = 1; d < t.count; d++)
        hung[t.up[t.top[d]]] ^= t.value[d] + 1;
    for (let e = 0; e < p.length; e++)
        if (g.eu[e] === g.ev[e])
            hung[g.eu[e]] ^= 1;
    for (let c = 0; c < t.count; c++) {
        const w = want[c];
        const edges = inside[c];
        if (w < 0 || edges.length === 0)
            continue;
        // part C alone: its vertices renumbered, loops and the branches below as weights
        const local = new Map();
        for (const x of members[c])
            local.set(x, local.size);
        const weight = Int32Array.from(members[c], (x) => hung[x]);
        const sub = {
            n: local.size,
            eu: Int32Array.from(edges, (e) => local.get(g.eu[e])),
            ev: Int32Array.from(edges, (e) => local.get(g.ev[e])),
        };
        const root = local.get(t.top[c]);
        // the cut pairs decide every edge of the part at once; a label collision falls back to cut-and-check
        const fast = cutsTo(sub, root, weight, w, work);
        if (fast === null)
            return false;
        if (fast) {
            work -= 4 * (sub.n + edges.length);
            for (const i of fast)
                yield edges[i];
            continue;
        }
        for (let i = 0; i < edges.length; i++) {
            work -= 20 * (sub.n + edges.length); // a re-valuing costs about 20 steps a vertex or edge
            if (work < 0)
                return false;
            if (parts(sub, root, i, weight).value[0] === w)
                yield edges[i];
        }
    }
    return true;
}
//# sourceMappingURL=closedForm.js.map