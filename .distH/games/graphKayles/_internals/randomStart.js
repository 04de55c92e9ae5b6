import { grundy } from "../../../core/grundy.js";
import { randomInt } from "../../view.js";
import { graphPosition } from "./graph.js";
import { printGraph } from "./readGraph.js";
/**
 * A random graph of 5 to 8 vertices (each pair an edge with probability 0.4) whose value is
 * not 0; after 30 tries, the last one drawn. Tiny for the engine (at most 2⁸ positions).
 */
export function randomStart(name, game, random) {
    let p = graphPosition(0, []);
    for (let attempt = 0; attempt < 30; attempt++) {
        const n = randomInt(random, 5, 8);
        const edges = [];
        for (let u = 0; u < n; u++)
            for (let v = u + 1; v < n; v++)
                if (random() < 0.4)
                    edges.push([u, v]);
        p = graphPosition(n, edges);
        if (grundy(game, p) !== 0)
            break;
    }
    return printGraph(name, p);
}
//# sourceMappingURL=randomStart.js.map