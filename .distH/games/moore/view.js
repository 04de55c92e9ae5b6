export const mooreView = {
    rule: "Moore's Nim: take any positive numbers of tokens from at least one and at most k heaps. Whoever takes the last token wins.",
    examples: [{ label: "Moore's Nim (k = 2)", expression: "moore(2; 1,2,4)" }],
};
//# sourceMappingURL=view.js.map