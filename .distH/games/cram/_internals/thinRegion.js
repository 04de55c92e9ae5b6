// A Cram region is Arc Kayles on the graph of its cells (a domino is an edge, and takes
// both ends): a region whose graph is a path of k cells is a strip of k, bent or not
// (Dawson's Kayles), and one whose graph is a cycle of k cells has one option up to
// symmetry, the path of k − 2. Told from the lines in a few bit operations.
import { count as popcount } from "../../../search/nimberSet.js";
import { strip } from "./dawson.js";
/**
 * The value of a connected region of `cells` cells in lines `l[from … to]` when its graph is
 * a path or a cycle, else −1.
 */
export function thinRegionValue(l, from, to, cells) {
    let edges = 0;
    for (let j = from; j <= to; j++) {
        const x = l[j];
        const a = x & (x << 1); // a neighbour one bit down the line
        const b = x & (x >>> 1); // one bit up
        const c = j > from ? x & l[j - 1] : 0; // in the line before
        const d = j < to ? x & l[j + 1] : 0; // in the line after
        if ((a & b & (c | d)) | (c & d & (a | b)))
            return -1; // a cell of degree 3 or 4
        edges += popcount(b) + popcount(d);
    }
    if (edges === cells - 1)
        return strip(cells);
    if (edges === cells)
        return strip(cells - 2) === 0 ? 1 : 0;
    return -1;
}
//# sourceMappingURL=thinRegion.js.map