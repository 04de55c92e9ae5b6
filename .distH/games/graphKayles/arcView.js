import { liveEdges } from "./_internals/graph.js";
import { randomStart } from "./_internals/randomStart.js";
import { arcKaylesGame } from "./rules.js";
import { goneVertices, graphBoard } from "./_internals/board.js";
export const arcKaylesView = {
    rule: "Pick an edge: both its ends are removed, with every edge at them. Whoever cannot move (no edge left) loses.",
    unit: "graph",
    examples: [
        {
            label: "Arc Kayles on a square with a tail (6 vertices)",
            expression: "arckayles(6; 0,1 1,2 2,3 3,0 0,4 4,5)",
            shuffle: (random) => randomStart("arckayles", arcKaylesGame, random),
        },
        { label: "Arc Kayles on a path of 8 (Dawson's Kayles)", expression: "arckayles(8; 0,1 1,2 2,3 3,4 4,5 5,6 6,7)" },
        { label: "Arc Kayles on two triangles joined by an edge", expression: "arckayles(6; 0,1 1,2 2,0 2,3 3,4 4,5 5,3)" },
    ],
    board: graphBoard,
    describe(from, to) {
        const gone = goneVertices(from, to);
        if (gone.length !== 2)
            return undefined;
        const [u, v] = gone;
        if (!liveEdges(from).some(([a, b]) => a === u && b === v))
            return undefined;
        return `took edge ${u}–${v} (vertices ${u} and ${v} removed)`;
    },
};
//# sourceMappingURL=arcView.js.map