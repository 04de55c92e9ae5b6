export {};
//# sourceMappingURL=move.js.map