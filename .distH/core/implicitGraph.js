/**
 * The graph the retrograde core works on ({@link retrograde}, {@link labelGammas}): the
 * positions 0 … size − 1 of a game, and their options and predecessors given by functions,
 * so that a solver can store them (the loopy engine's explored graph, in CSR arrays) or
 * work them out when needed (Fair Shares and Varied Pairs, whose 116 million moves at
 * n = 70 are never stored).
 *
 * @module
 */
/** A graph stored as successor and predecessor lists in CSR form (as the loopy engine explores it). */
export class CsrGraph {
    succStart;
    succ;
    predStart;
    pred;
    size;
    maxDegree;
    /**
     * @param succStart - the options of u are succ[succStart[u] … succStart[u + 1])
     * @param succ - the options, without repeats
     * @param predStart - the predecessors of u are pred[predStart[u] … predStart[u + 1])
     * @param pred - the predecessors
     */
    constructor(succStart, succ, predStart, pred) {
        this.succStart = succStart;
        this.succ = succ;
        this.predStart = predStart;
        this.pred = pred;
        this.size = succStart.length - 1;
        let most = 0;
        for (let u = 0; u < this.size; u++)
            most = Math.max(most, succStart[u + 1] - succStart[u], predStart[u + 1] - predStart[u]);
        this.maxDegree = most;
    }
    /** The graph of the successor lists given, with its predecessor lists worked out. */
    static fromSuccessors(succStart, succ) {
        const n = succStart.length - 1;
        const predStart = new Int32Array(n + 1);
        for (let e = 0; e < succ.length; e++)
            predStart[succ[e] + 1]++;
        for (let i = 0; i < n; i++)
            predStart[i + 1] += predStart[i];
        const fill = predStart.slice(0, n);
        const pred = new Int32Array(succ.length);
        for (let u = 0; u < n; u++) {
            for (let e = succStart[u]; e < succStart[u + 1]; e++)
                pred[fill[succ[e]]++] = u;
        }
        return new CsrGraph(succStart, succ, predStart, pred);
    }
    options(u, out) {
        const from = this.succStart[u];
        const k = this.succStart[u + 1] - from;
        for (let i = 0; i < k; i++)
            out[i] = this.succ[from + i];
        return k;
    }
    predecessors(u, out) {
        const from = this.predStart[u];
        const k = this.predStart[u + 1] - from;
        for (let i = 0; i < k; i++)
            out[i] = this.pred[from + i];
        return k;
    }
    degree(u) {
        return this.succStart[u + 1] - this.succStart[u];
    }
}
//# sourceMappingURL=implicitGraph.js.map