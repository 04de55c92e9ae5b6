// Green Hackenbush's position and rules: edges between vertices, vertex 0 the ground; a move
// deletes one edge, and whatever is no longer connected to the ground disappears.
import { defineGame } from "../../core/game.js";
/** The largest vertex label (labels are stored as numbers). */
export const MAX_VERTEX = 1_000_000_000;
/** The most edges a graph may have. */
export const MAX_EDGES = 100_000;
const byPair = (a, b) => a[0] - b[0] || a[1] - b[1];
/** For each edge, whether it is connected to the ground (vertex 0). Iterative, linear in the edges. */
export function heldEdges(edges) {
    const index = new Map([[0, 0]]);
    const id = (v) => {
        let i = index.get(v);
        if (i === undefined)
            index.set(v, (i = index.size));
        return i;
    };
    const ends = edges.map(([u, v]) => [id(u), id(v)]);
    const n = index.size;
    const degree = new Int32Array(n + 1);
    for (const [a, b] of ends) {
        degree[a]++;
        degree[b]++;
    }
    const start = new Int32Array(n + 1);
    for (let i = 0; i < n; i++)
        start[i + 1] = start[i] + degree[i];
    const fill = start.slice(0, n);
    const next = new Int32Array(start[n]);
    for (const [a, b] of ends) {
        next[fill[a]++] = b;
        next[fill[b]++] = a;
    }
    const reached = new Uint8Array(n);
    const queue = new Int32Array(n);
    let tail = 0;
    reached[0] = 1;
    queue[tail++] = 0;
    for (let head = 0; head < tail; head++) {
        const x = queue[head];
        for (let k = start[x]; k < start[x + 1]; k++) {
            const y = next[k];
            if (!reached[y]) {
                reached[y] = 1;
                queue[tail++] = y;
            }
        }
    }
    return Uint8Array.from(ends, ([a]) => reached[a]);
}
/**
 * The edges connected to the ground, each written smaller vertex first, sorted: the
 * position the rules keep (everything else has fallen).
 */
export function grounded(edges) {
    const held = heldEdges(edges);
    const kept = [];
    edges.forEach(([u, v], i) => {
        if (held[i])
            kept.push(u <= v ? [u, v] : [v, u]);
    });
    return kept.sort(byPair);
}
/** The position after deleting edge number `i` (one copy of a repeated pair). */
export function cut(p, i) {
    return grounded([...p.slice(0, i), ...p.slice(i + 1)]);
}
/** The indices of the distinct edges (one of each repeated pair): the moves. */
export function distinctEdges(p) {
    const out = [];
    for (let i = 0; i < p.length; i++)
        if (i === 0 || byPair(p[i - 1], p[i]) !== 0)
            out.push(i);
    return out;
}
/** The text of a position, `hackenbush(0,1 1,2)`, read back by the family. */
export const print = (p) => `hackenbush(${p.map(([u, v]) => `${u},${v}`).join(" ")})`;
/**
 * The key: the sorted, grounded edges themselves (equal positions, equal keys). Vertices are
 * not relabelled up to isomorphism on purpose: a play session lists one option per key, and
 * the board must tell apart the edges of two symmetric branches (each is the button for its
 * own option). The engine meets only small graphs, split at the ground into `components`.
 */
export const hackenbushKey = (p) => p.map(([u, v]) => `${u},${v}`).join(" ");
/**
 * The parts that meet only at the ground (a sum): the connected pieces of the graph
 * without vertex 0, each with its edges to the ground; a loop at the ground is a part alone.
 */
export function groundParts(p) {
    const parent = new Map();
    const find = (v) => {
        let r = v;
        while (parent.has(r) && parent.get(r) !== r)
            r = parent.get(r);
        for (let x = v; x !== r;) {
            const up = parent.get(x);
            parent.set(x, r);
            x = up;
        }
        return r;
    };
    for (const [u, v] of p) {
        if (u === 0)
            continue;
        if (!parent.has(u))
            parent.set(u, u);
        if (!parent.has(v))
            parent.set(v, v);
        const a = find(u);
        const b = find(v);
        if (a !== b)
            parent.set(a, b);
    }
    const parts = new Map();
    p.forEach((e, i) => {
        const v = e[1];
        const root = v === 0 ? `loop${i}` : String(find(v)); // u ≤ v: v is 0 only for a loop at the ground
        let part = parts.get(root);
        if (!part)
            parts.set(root, (part = []));
        part.push(e);
    });
    return [...parts.values()];
}
/** The rules as an engine game: a move deletes one edge; what falls off the ground is gone. */
export const hackenbushRules = defineGame({
    name: "hackenbush",
    moves: (p) => distinctEdges(p).map((i) => cut(p, i)),
    key: hackenbushKey,
    components: groundParts,
    show: print,
});
//# sourceMappingURL=rules.js.map