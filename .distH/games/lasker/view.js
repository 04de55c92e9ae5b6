export const laskerView = {
    rule: "Lasker's Nim: take any number of tokens from one heap, or split a heap into two non-empty heaps. Whoever takes the last token wins.",
    examples: [{ label: "Lasker's Nim", expression: "lasker(3,5)" }],
};
//# sourceMappingURL=view.js.map