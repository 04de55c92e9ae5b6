/**
 * Retrograde analysis of a finite game graph: which positions are won, lost or drawn with
 * best play, and the remoteness of the won and lost ones, as Gamesman's solvers define it:
 * a terminal position is lost with remoteness 0; a position with a lost option is won,
 * remoteness 1 + the least remoteness of a lost option; a position whose options are all
 * won is lost, remoteness 1 + the greatest remoteness of its options; the rest are draws.
 *
 * Positions are decided in a FIFO queue, in order of remoteness, so a win is fixed by its
 * first lost option (the least) and a loss by its last won option (the greatest). A
 * position's counter of undecided options is set (from {@link ImplicitGraph.degree}) when
 * an option is first decided, so the work follows the decided positions and their
 * predecessors, not the size of the graph: O(V_decided + E_into them) time, and one array
 * of `size` counters of which only the touched pages cost memory.
 *
 * @module
 */
import { IntList } from "./_internals/intList.js";
/**
 * Outcomes and remoteness of every position of a graph, by one retrograde pass (see the
 * module notes). One array of `size` counters is all it keeps per position (16-bit when
 * no position has 65,535 options or more).
 *
 * @param graph - the positions and their moves
 * @param start - the terminal positions, positions decided elsewhere, progress
 * @returns the decided positions in order, and their remoteness
 */
export function retrograde(graph, start) {
    const n = graph.size;
    // undecided options left: 0 until first needed, DONE once decided
    const narrow = graph.maxDegree < 0xffff;
    const left = narrow ? new Uint16Array(n) : new Int32Array(n);
    const DONE = narrow ? 0xffff : -1;
    const queue = new IntList();
    const rem = new IntList();
    const buf = new Int32Array(graph.maxDegree);
    const known = start.known;
    const fixed = known ? known.positions : new Int32Array(0);
    const fixedR = known ? known.remoteness : new Int32Array(0);
    for (let f = 0; f < fixed.length; f++)
        left[fixed[f]] = DONE;
    for (let t = 0; t < start.terminals.length; t++) {
        const u = start.terminals[t];
        left[u] = DONE;
        queue.push(u);
        rem.push(0);
    }
    const onProgress = start.onProgress;
    let head = 0;
    let f = 0;
    while (head < queue.length || f < fixed.length) {
        // the next position in order of remoteness: the queue's (nondecreasing) or the known ones'
        let v;
        let r;
        if (f < fixed.length && (head >= queue.length || fixedR[f] <= rem.items[head])) {
            v = fixed[f];
            r = fixedR[f++];
        }
        else {
            v = queue.items[head];
            r = rem.items[head++];
        }
        const lost = (r & 1) === 0;
        const k = graph.predecessors(v, buf);
        for (let i = 0; i < k; i++) {
            const p = buf[i];
            let l = left[p];
            if (l === DONE)
                continue;
            if (!lost) {
                if (l === 0)
                    l = graph.degree(p);
                if (--l > 0) {
                    left[p] = l;
                    continue;
                }
            }
            left[p] = DONE;
            queue.push(p);
            rem.push(r + 1);
        }
        if (onProgress && (head & 0xffff) === 0)
            onProgress(head);
    }
    return { decided: queue.view(), remoteness: rem.view() };
}
//# sourceMappingURL=retrograde.js.map