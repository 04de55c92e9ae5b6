// The genus of every position reachable from one (see src/core/genus.ts for the method).
import { GameError, GrundyError } from "../../errors.js";
import { checkGame } from "./checkGame.js";
import { explore } from "./loopyExplore.js";
/** The most levels (copies of *2) tried before the computation gives up: far more than any game reaches. */
const MAX_LEVELS = 100_000;
/**
 * The genus of the root and the first values of every position reachable from it.
 *
 * @throws GrundyError past the budget of moves; GameError for a loopy game or a cycle
 */
export function genusLevels(game, position, options = {}) {
    checkGame(game);
    if (game.loopy === true)
        throw new GameError(`${game.name} is a loopy game: the genus is for finite acyclic games only`);
    const { positions, index, succStart, succ } = explore(game, position, game.key(position), options, undefined, "the genus computation");
    const n = positions.length;
    const order = postOrder(game, positions, succStart, succ);
    const mexOf = mexer(n, succStart);
    // normal play
    const g = new Int32Array(n);
    for (const u of order)
        g[u] = mexOf(u, g, succ, -1, -1, -1);
    // levels of (a, b): a = γₙ, b = the misère value with one *1 more
    let a = new Int32Array(n);
    let b = new Int32Array(n);
    for (const u of order) {
        a[u] = succStart[u + 1] === succStart[u] ? 1 : mexOf(u, a, succ, -1, -1, -1);
        b[u] = mexOf(u, b, succ, a[u], -1, -1);
    }
    const misere0 = a.slice();
    const tame = new Uint8Array(n);
    for (let u = 0; u < n; u++)
        tame[u] = a[u] === g[u] || (g[u] <= 1 && a[u] === (g[u] ^ 1)) ? 1 : 0;
    const root = [a[0]];
    // a, b: level n − 1; a2, b2: level n − 2; the buffers of level n − 2 are reused for level n once compared
    let a2 = null;
    let b2 = null;
    let spareA = null;
    let spareB = null;
    for (let level = 1; level <= MAX_LEVELS; level++) {
        const na = spareA ?? new Int32Array(n);
        const nb = spareB ?? new Int32Array(n);
        for (const u of order) {
            const pa = a[u];
            const pb = b[u];
            na[u] = mexOf(u, na, succ, pb, pa, -1);
            nb[u] = mexOf(u, nb, succ, pa, pb, na[u]);
        }
        root.push(na[0]);
        const firm = level & 1 ? 2 : 0;
        let repeats = a2 !== null && b2 !== null;
        for (let u = 0; u < n; u++) {
            if (na[u] !== (g[u] ^ firm))
                tame[u] = 0;
            if (repeats && (na[u] !== a2[u] || nb[u] !== b2[u]))
                repeats = false;
        }
        if (repeats) {
            // tame: the position and every position below it (options first)
            for (const u of order)
                for (let e = succStart[u]; e < succStart[u + 1] && tame[u] === 1; e++)
                    if (tame[succ[e]] === 0)
                        tame[u] = 0;
            return { positions, index, g, misere: misere0, tame, rootGammas: truncate(root) };
        }
        spareA = a2;
        spareB = b2;
        a2 = a;
        b2 = b;
        a = na;
        b = nb;
    }
    throw new GrundyError(`${game.name}: the genus of ${game.show(position)} did not become periodic within ${MAX_LEVELS} copies of *2`);
}
/** γ₀…γₜ with t the least (at least 1) from which the sequence alternates. */
function truncate(seq) {
    let t = seq.length - 1;
    while (t > 1 && seq[t] === seq[t - 2])
        t--;
    return seq.slice(0, t + 1);
}
/** The mex of the values of u's options in `vals` and up to three extra values (−1: none). */
function mexer(n, succStart) {
    let most = 0;
    for (let u = 0; u < n; u++)
        most = Math.max(most, succStart[u + 1] - succStart[u]);
    const mark = new Uint8Array(most + 5);
    const limit = most + 4;
    return (u, vals, succ, x, y, z) => {
        const from = succStart[u];
        const to = succStart[u + 1];
        for (let e = from; e < to; e++) {
            const v = vals[succ[e]];
            if (v <= limit)
                mark[v] = 1;
        }
        if (x >= 0 && x <= limit)
            mark[x] = 1;
        if (y >= 0 && y <= limit)
            mark[y] = 1;
        if (z >= 0 && z <= limit)
            mark[z] = 1;
        let m = 0;
        while (mark[m] === 1)
            m++;
        for (let e = from; e < to; e++) {
            const v = vals[succ[e]];
            if (v <= limit)
                mark[v] = 0;
        }
        if (x >= 0 && x <= limit)
            mark[x] = 0;
        if (y >= 0 && y <= limit)
            mark[y] = 0;
        if (z >= 0 && z <= limit)
            mark[z] = 0;
        return m;
    };
}
/** The positions, every option before the positions that move to it (iterative depth-first search). */
function postOrder(game, positions, succStart, succ) {
    const n = positions.length;
    const state = new Uint8Array(n); // 0 new, 1 on the path, 2 done
    const order = new Int32Array(n);
    let done = 0;
    const stack = new Int32Array(n);
    const next = new Int32Array(n);
    let top = 0;
    stack[0] = 0;
    next[0] = succStart[0];
    state[0] = 1;
    while (top >= 0) {
        const u = stack[top];
        const e = next[top];
        if (e < succStart[u + 1]) {
            next[top] = e + 1;
            const v = succ[e];
            if (state[v] === 1)
                throw new GameError(`${game.name}: the game has a cycle (position ${game.show(positions[v])} is reachable from itself); the genus needs a finite acyclic game`);
            if (state[v] === 0) {
                state[v] = 1;
                top++;
                stack[top] = v;
                next[top] = succStart[v];
            }
            continue;
        }
        state[u] = 2;
        order[done++] = u;
        top--;
    }
    return order;
}
//# sourceMappingURL=genusLevels.js.map