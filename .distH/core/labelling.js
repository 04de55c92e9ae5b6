/**
 * The generalized Sprague–Grundy function γ of every position of a finite game graph, by
 * Fraenkel and Yesha's labelling with counters (Smith 1966; Fraenkel & Perl 1975;
 * Fraenkel & Yesha 1986).
 *
 * γ(u) = m (a nimber) when (A) no option of u has γ = m, (B) every option v of u with
 * γ(v) > m or γ(v) infinite has an option w with γ(w) = m, and (C) u has options of every
 * value j < m. Positions no finite m fits get ∞(K), K the finite values among their options.
 *
 * Stage m = 0, 1, … labels m among the positions not labelled yet. A position is "marked"
 * at stage m when an option is labelled m; it is "alive" at stage m when it was marked at
 * every stage below (condition C). An alive, unmarked position whose unlabelled options are
 * all marked is labelled m: its counter holds the unlabelled options not marked yet. Each
 * position labelled m expands its predecessors once (marking them), each newly marked
 * position expands its predecessors once (counting down the alive ones): O(S·V_alive + E)
 * over the S stages, where the work follows the labelled and marked positions and their
 * neighbours, not the size of the graph. The positions alive at stage m + 1 were all marked
 * at stage m, so each stage starts from the list of those; a stage with none ends the
 * labelling, and the positions never labelled are ∞(K).
 *
 * The order in which positions are labelled is Fraenkel–Yesha's counter function c: a
 * lower value is labelled at an earlier stage, and when γ(u) = m every option v of greater
 * or infinite value has an option w with γ(w) = m labelled before u (c(w) < c(u)).
 *
 * Its arrays of `size` entries start zeroed; only the pages of the positions touched cost
 * memory (Fair Shares and Varied Pairs at n = 70 labels 6 positions of 4 million).
 *
 * @module
 */
import { IntList } from "./_internals/intList.js";
/**
 * Labels γ on every position of a graph (see the module notes).
 *
 * @param graph - the positions and their moves
 * @param start - the terminal positions, the boundary, what to report
 * @returns the positions labelled, in order, and their values
 */
export function labelGammas(graph, start) {
    const s = new Stages(graph, start.kBits, start.onStage);
    let candidates = new IntList();
    for (let t = 0; t < start.terminals.length; t++)
        candidates.push(start.terminals[t]);
    const b = start.boundary;
    for (let m = 0; m === 0 || candidates.length > 0; m++) {
        start.onStage?.(m, s.order.length);
        if (b)
            s.boundary(b, m);
        candidates = s.stage(m, candidates);
    }
    return { order: s.order.view(), gamma: s.values.view() };
}
/** `mark` of a labelled position (a stage never reached). */
const LABELLED = -0x80000000;
/**
 * The labelling's arrays, and one stage as small methods on typed arrays (V8 optimises
 * each hot loop at once). Three arrays of `size` entries: `mark`, and the counters `open`
 * and `counter` (16-bit when no position has 65,535 options or more).
 *
 * `mark[u]` encodes the stages at which u was marked: k ≥ 0 means exactly stages 0 … k − 1
 * (u is alive and unmarked at stage k), k < 0 means u missed a stage and was last marked at
 * stage −k − 2, and {@link LABELLED} that u is labelled. So at stage m, u is unlabelled,
 * alive and unmarked when mark[u] = m, and marked when mark[u] is m + 1 or −(m + 2).
 */
class Stages {
    graph;
    kBits;
    onStage;
    mark;
    /** unlabelled options + 1, 0 until first needed */
    open;
    /** this stage: unlabelled options not yet marked + 1, 0 until first needed */
    counter;
    order = new IntList();
    values = new IntList();
    bufU;
    bufV;
    /** the positions whose counter was set this stage, to clear at its end */
    touched = new IntList();
    /** this stage's positions labelled and not yet expanded */
    queue = new IntList();
    head = 0;
    constructor(graph, kBits, onStage) {
        this.graph = graph;
        this.kBits = kBits;
        this.onStage = onStage;
        const n = graph.size;
        const narrow = graph.maxDegree + 1 < 0xffff;
        this.mark = new Int32Array(n);
        this.open = narrow ? new Uint16Array(n) : new Int32Array(n);
        this.counter = narrow ? new Uint16Array(n) : new Int32Array(n);
        this.bufU = new Int32Array(graph.maxDegree);
        this.bufV = new Int32Array(graph.maxDegree);
    }
    /** Stage m on the boundary: its positions worth m are labelled, those with an option worth m marked. */
    boundary(b, m) {
        for (let i = 0; i < b.positions.length; i++) {
            const v = b.positions[i];
            const g = b.gamma[i];
            if (g === m) {
                this.mark[v] = LABELLED;
                this.queue.push(v);
            }
            else if (g > m || (g === -1 && b.K[i].includes(m)))
                this.marked(v, m);
        }
    }
    /** Stage m from the positions that may be alive; returns those marked (alive at the next stage, perhaps). */
    stage(m, candidates) {
        const { mark, open } = this;
        const marked = new IntList();
        for (let i = 0; i < candidates.length; i++) {
            const u = candidates.items[i];
            // unlabelled, alive, unmarked and with every option labelled
            if (mark[u] !== m)
                continue;
            const o = open[u];
            if (o === 1 || (o === 0 && this.graph.degree(u) === 0))
                this.label(u, m);
        }
        const queue = this.queue;
        for (; this.head < queue.length; this.head++)
            this.expand(queue.items[this.head], m, marked);
        this.queue = new IntList();
        this.head = 0;
        const { counter, touched } = this;
        for (let i = 0; i < touched.length; i++)
            counter[touched.items[i]] = 0;
        this.touched = new IntList();
        return marked;
    }
    label(u, m) {
        this.mark[u] = LABELLED;
        this.order.push(u);
        this.values.push(m);
        this.queue.push(u);
        if (this.onStage && (this.order.length & 0xffff) === 0)
            this.onStage(m, this.order.length);
    }
    /** u is labelled m: one option fewer open for each predecessor, which is marked. */
    expand(u, m, marked) {
        const { mark, open, bufU } = this;
        const k = this.graph.predecessors(u, bufU);
        for (let i = 0; i < k; i++) {
            const p = bufU[i];
            const w = mark[p];
            if (w === LABELLED)
                continue;
            const o = open[p];
            open[p] = (o === 0 ? this.graph.degree(p) + 1 : o) - 1;
            if (w === m + 1 || w === -(m + 2))
                continue;
            mark[p] = w === m ? m + 1 : -(m + 2);
            if (this.kBits && m < 32)
                this.kBits[p] = (this.kBits[p] | (1 << m)) >>> 0;
            marked.push(p);
            this.marked(p, m);
        }
    }
    /** v is marked at stage m: each alive unmarked predecessor has one option fewer to wait for. */
    marked(v, m) {
        const { mark, open, counter, bufV } = this;
        const k = this.graph.predecessors(v, bufV);
        for (let j = 0; j < k; j++) {
            const x = bufV[j];
            if (mark[x] !== m)
                continue;
            let c = counter[x];
            if (c === 0) {
                const ox = open[x];
                c = (ox === 0 ? this.graph.degree(x) : ox - 1) + 1;
                this.touched.push(x);
            }
            counter[x] = --c;
            if (c === 1)
                this.label(x, m);
        }
    }
}
//# sourceMappingURL=labelling.js.map