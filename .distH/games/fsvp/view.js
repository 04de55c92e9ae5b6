export const fsvpView = {
    rule: "Fair Shares and Varied Pairs: divide a heap into two or more equal heaps, or unite two heaps of different sizes. Whoever cannot move loses; play may go on for ever (a draw).",
    examples: [{ label: "Fair Shares and Varied Pairs (a loopy game)", expression: "fsvp(10)" }],
};
//# sourceMappingURL=view.js.map