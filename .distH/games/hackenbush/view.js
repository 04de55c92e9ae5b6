// Green Hackenbush on the graph board: the ground a line at the bottom, a click on an edge
// deletes it.
import { randomInt } from "../view.js";
import { cut, distinctEdges, hackenbushKey } from "./rules.js";
/** The largest graph drawn: edges, and the largest vertex label. */
const MAX_DRAWN_EDGES = 80;
const MAX_DRAWN_VERTEX = 200;
/** A random graph on the ground: a tree of `n` edges, then a few more edges (cycles, loops). */
function randomGraph(random) {
    const n = randomInt(random, 4, 8);
    const edges = [];
    for (let v = 1; v <= n; v++)
        edges.push(`${randomInt(random, 0, v - 1)},${v}`);
    for (let k = randomInt(random, 1, 3); k > 0; k--)
        edges.push(`${randomInt(random, 0, n)},${randomInt(random, 1, n)}`);
    return `hackenbush(${edges.join(" ")})`;
}
/** The deleted edge of a move, and how many others fell with it. */
function deleted(from, to) {
    const key = hackenbushKey(to);
    const left = new Map();
    for (const [u, v] of to)
        left.set(`${u},${v}`, (left.get(`${u},${v}`) ?? 0) + 1);
    const had = new Map();
    for (const [u, v] of from)
        had.set(`${u},${v}`, (had.get(`${u},${v}`) ?? 0) + 1);
    for (const i of distinctEdges(from)) {
        const pair = `${from[i][0]},${from[i][1]}`;
        // only an edge with fewer copies left can be the one deleted
        if ((left.get(pair) ?? 0) < had.get(pair) && hackenbushKey(cut(from, i)) === key)
            return { edge: from[i], fell: from.length - to.length - 1 };
    }
    return undefined;
}
/** How Green Hackenbush is drawn: the graph above its ground; a move deletes an edge. */
export const hackenbushView = {
    rule: "Green Hackenbush: delete one edge; whatever is no longer connected to the ground falls off. Whoever cannot move loses.",
    unit: "graph",
    examples: [
        { label: "Green Hackenbush (cut an edge; what falls off the ground is gone)", expression: "hackenbush(0,1 1,2 2,3 3,1 1,4 4,4 0,5 5,6 5,7)", shuffle: randomGraph },
        { label: "Green Hackenbush: a tree and a triangle", expression: "hackenbush(0,1 1,2 1,3 3,4 0,5 5,6 6,0)" },
    ],
    board(p) {
        if (p.length > MAX_DRAWN_EDGES || p.some(([, v]) => v > MAX_DRAWN_VERTEX))
            return undefined;
        const vertices = p.reduce((n, [, v]) => Math.max(n, v + 1), 1);
        return { kind: "graph", vertices, edges: p.map(([u, v]) => [u, v]), ground: 0 };
    },
    describe(from, to) {
        const d = deleted(from, to);
        if (!d)
            return undefined;
        const [u, v] = d.edge;
        const what = u === v ? `cut the loop at ${u}` : `cut edge ${u}–${v}`;
        return d.fell > 0 ? `${what} (${d.fell} more fell)` : what;
    },
};
//# sourceMappingURL=view.js.map