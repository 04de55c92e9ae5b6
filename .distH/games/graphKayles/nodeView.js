import { goneVertices, graphBoard } from "./_internals/board.js";
import { liveNeighbours } from "./_internals/graph.js";
import { randomStart } from "./_internals/randomStart.js";
import { nodeKaylesGame } from "./rules.js";
const list = (xs) => xs.join(", ");
export const nodeKaylesView = {
    rule: "Pick a vertex: it is removed together with every vertex joined to it. Whoever cannot move (no vertex left) loses.",
    unit: "graph",
    examples: [
        {
            label: "Node Kayles on a triangle with a tail (6 vertices)",
            expression: "nodekayles(6; 0,1 1,2 2,0 2,3 3,4 4,5)",
            shuffle: (random) => randomStart("nodekayles", nodeKaylesGame, random),
        },
        { label: "Node Kayles on a path of 7 (Dawson's chess)", expression: "nodekayles(7; 0,1 1,2 2,3 3,4 4,5 5,6)" },
        { label: "Node Kayles on a wheel and a triangle", expression: "nodekayles(9; 0,1 0,2 0,3 0,4 0,5 1,2 2,3 3,4 4,5 5,1 6,7 7,8 8,6)" },
    ],
    board: graphBoard,
    describe(from, to) {
        const gone = goneVertices(from, to);
        const adj = liveNeighbours(from);
        const picked = gone.find((v) => adj[v].length === gone.length - 1 && adj[v].every((w) => gone.includes(w)));
        if (picked === undefined)
            return undefined;
        const others = adj[picked].slice().sort((a, b) => a - b);
        if (others.length === 0)
            return `took vertex ${picked} (no neighbours left)`;
        return `took vertex ${picked} and its neighbour${others.length > 1 ? "s" : ""} ${list(others)}`;
    },
};
//# sourceMappingURL=nodeView.js.map