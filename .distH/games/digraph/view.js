export const digraphView = {
    rule: "Move the token along an arrow of the graph. Whoever cannot move loses; on a cycle, play may go on for ever (a draw).",
    unit: "token",
    examples: [{ label: "A token on a graph with a cycle (a loopy game)", expression: "digraph(0; {1,2} {0} {})" }],
};
//# sourceMappingURL=view.js.map