export {};
//# sourceMappingURL=ast.js.map