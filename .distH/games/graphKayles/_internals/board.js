/** Graphs of more vertices than this are listed as text (the board's circle gets crowded). */
export const MAX_DRAWN_VERTICES = 40;
/** The vertices `to` has removed that `from` had not. */
export function goneVertices(from, to) {
    const before = new Set(from.removed);
    return to.removed.filter((v) => !before.has(v));
}
/** The graph board of a position (removed vertices greyed), or undefined when too large to draw. */
export function graphBoard(p) {
    if (p.n > MAX_DRAWN_VERTICES)
        return undefined;
    return { kind: "graph", vertices: p.n, edges: p.edges, removed: p.removed };
}
//# sourceMappingURL=board.js.map