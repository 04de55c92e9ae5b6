/**
 * Fair Shares and Varied Pairs (Winning Ways, ch. 12 "Games Eternal"): a position is a
 * partition of n coins into heaps; a move either divides one heap into k ≥ 2 equal heaps
 * (a fair share) or unites two heaps of different sizes (a varied pair). 1+1+…+1 has no
 * move, and the player who cannot move loses. The game is loopy: 4+2 → 6 → 3+3 → … →
 * 4+2 is possible, and with best play some positions are never won (draws).
 *
 * This module solves the whole game for n coins: every one of the p(n) partitions gets
 *
 * - its outcome (P: the player to move loses, N: wins, D: a draw) and, for P and N, its
 *   remoteness as retrograde solvers define it (1+1+…+1 is a loss in 0; a win is 1 + the
 *   least remoteness of a losing option; a loss is 1 + the greatest remoteness of its
 *   options, all winning);
 * - its generalized Sprague–Grundy value γ (Smith 1966; Fraenkel and Yesha 1986): a
 *   nimber, or ∞(K) with K the finite values among its options.
 *
 * Positions are integers (./_internals/space.ts), and the solver is the retrograde core
 * of the engine over them as an implicit graph (src/core/retrograde.ts for outcomes and
 * remoteness, src/core/labelling.ts for γ): options and predecessors are generated from the
 * partition when needed, never stored: fsvp(70) has 116,302,122 moves (28 a position), and
 * edge lists both ways (0.9 GB as 32-bit indices) would not fit in the 1 GiB this solver is
 * meant to stay under.
 *
 * ## Complexity
 *
 * With N = p(n) positions, E edges and S = 1 + the largest finite γ (bounds; what is
 * actually touched is far less, see below):
 *
 * - outcome and remoteness: one retrograde pass (counters of undecided options, a FIFO
 *   queue processed level by level, so a win's remoteness is the least and a loss's the
 *   greatest): each decided position expands its predecessors once, O(N + E);
 * - γ: the Fraenkel–Yesha labelling, stage m = 0, 1, … as a retrograde counter pass over
 *   the positions not yet labelled. A position may be labelled m when none of its options
 *   is labelled m, every still-unlabelled option has an option labelled m ("is marked"),
 *   and its options carry every label below m. Its counter holds the unlabelled options
 *   not yet marked; each position labelled m expands its predecessors once (marking
 *   them), each newly marked position expands its predecessors once (counting down).
 *   O(S·N + E + Σ_m E_m), where E_m are the edges into positions marked at stage m; a
 *   position left unlabelled when no stage can label it is ∞(K).
 *
 * Counters and option counts are set when a position is first reached from a decided or
 * labelled one (the number of options is a closed form), so the work follows the decided
 * positions and their neighbours, not p(n): in this game almost every position is a draw
 * (fsvp(70): 225 of 4,087,968 positions are won or lost), and n = 70 takes about 0.1 s.
 *
 * Memory: the table's 8 bytes a position (outcome, remoteness, γ, the set K), and the
 * core's working arrays (a 16-bit counter a position for outcomes; a 32-bit mark and two
 * 16-bit counters for γ), most of them never written: fsvp(70) peaks near 100 MB
 * resident, fsvp(100) (190,569,292 positions) near 0.8 GB.
 *
 * @module
 */
import { labelGammas } from "../../core/labelling.js";
import { retrograde } from "../../core/retrograde.js";
import { GrundyError } from "../../errors.js";
import { checkN, FsvpGraph, FsvpSpace } from "./_internals/space.js";
import { FSVP_D, FSVP_INFINITE, FSVP_N, FSVP_NO_REMOTENESS, FSVP_P } from "./table.js";
/**
 * Solves Fair Shares and Varied Pairs for n coins: outcome, remoteness and γ of every
 * partition of n (see the module notes for the method and its cost).
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N} (n = 70, 4,087,968 positions: 0.1 s and about 100 MB)
 * @param options - a progress callback; `outcomesOnly` to skip γ
 * @returns the table, by position index ({@link fsvpIndex})
 * @throws InputError for another n; GrundyError when a γ reaches 32 or a remoteness 65,535 (neither happens for n ≤ 100: the largest γ is 4, the largest remoteness 15)
 * @example
 * const t = solveFsvp(10);
 * t.outcome[fsvpIndex([10])] // FSVP_N
 */
export function solveFsvp(n, options = {}) {
    const graph = new FsvpGraph(new FsvpSpace(checkN(n)));
    const N = graph.size;
    const { outcome, remoteness } = outcomes(graph, options.onProgress);
    if (options.outcomesOnly)
        return { n, count: N, outcome, remoteness, gamma: new Uint8Array(0), infiniteK: new Uint32Array(0) };
    const { gamma, infiniteK } = gammas(graph, options.onProgress);
    return { n, count: N, outcome, remoteness, gamma, infiniteK };
}
/** Outcome and remoteness of every position (the core's retrograde pass), written into the table's arrays. */
function outcomes(graph, onProgress) {
    const N = graph.size;
    const solved = retrograde(graph, {
        terminals: [N - 1], // the one position without a move: 1+1+…+1
        ...(onProgress ? { onProgress: (done) => onProgress({ phase: "outcomes", done, total: N }) } : {}),
    });
    const { decided } = solved;
    onProgress?.({ phase: "draws", done: decided.length, total: N });
    // every position the queue never reached is a draw
    const outcome = new Uint8Array(N).fill(FSVP_D);
    const remoteness = new Uint16Array(N).fill(FSVP_NO_REMOTENESS);
    for (let j = 0; j < decided.length; j++) {
        const u = decided[j];
        const r = solved.remoteness[j];
        if (r >= FSVP_NO_REMOTENESS)
            throw new GrundyError(`fsvp(${graph.space.n}): a remoteness reached ${r}, beyond the table's 16 bits`);
        outcome[u] = r % 2 === 0 ? FSVP_P : FSVP_N;
        remoteness[u] = r;
    }
    return { outcome, remoteness };
}
/** γ of every position (the core's labelling), with K as a bit set for the ∞(K) ones. */
function gammas(graph, onProgress) {
    const N = graph.size;
    const infiniteK = new Uint32Array(N);
    const { gamma: labels, order } = labelGammas(graph, {
        terminals: [N - 1],
        kBits: infiniteK,
        onStage: (m, done) => {
            if (m >= 32)
                throw new GrundyError(`fsvp(${graph.space.n}): a γ value reached 32, beyond the table's 32-bit sets`);
            if (done > 0 && (done & 0xffff) === 0)
                onProgress?.({ phase: "gamma", done, total: N, stage: m });
        },
    });
    onProgress?.({ phase: "infinite", done: order.length, total: N });
    // every position never labelled is ∞(K), its set K; the labelled keep no set
    const gamma = new Uint8Array(N).fill(FSVP_INFINITE);
    for (let j = 0; j < order.length; j++) {
        const u = order[j];
        gamma[u] = labels[j];
        infiniteK[u] = 0;
    }
    return { gamma, infiniteK };
}
//# sourceMappingURL=solve.js.map