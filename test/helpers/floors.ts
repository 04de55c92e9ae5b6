// The floors of src/: what each may import besides itself. This table is the truth:
// test/package/layers.test.ts checks every import of src/ against it, and
// test/package/architectureDoc.test.ts checks that docs/architecture.md prints the same table.
// A floor is the first folder under src/, or a file at src/'s top ("errors", "index").
export const BELOW_GAMES = ["misere", "search", "pattern", "sequence", "heap", "core", "arith", "expression", "errors", "_internals"] as const;
export const FLOORS: Record<string, readonly string[]> = {
  _internals: ["errors"],
  errors: ["_internals"],
  arith: ["errors", "_internals"],
  expression: ["arith", "errors", "_internals"],
  core: ["arith", "errors", "_internals"],
  heap: ["core", "arith", "errors", "_internals"],
  sequence: ["heap", "core", "arith", "errors", "_internals"],
  misere: ["heap", "core", "arith", "errors", "_internals"],
  // the laws of grundy pattern and their code writers: a floor beside sequence/ (docs/architecture.md), on plain values
  pattern: ["sequence", "heap", "core", "arith", "errors", "_internals"],
  // one large position (docs/architecture.md): game-agnostic, below the games that supply its families
  search: ["core", "arith", "errors", "_internals"],
  games: BELOW_GAMES,
  analyze: ["games", ...BELOW_GAMES],
  play: ["analyze", "games", ...BELOW_GAMES],
  plot: ["games", ...BELOW_GAMES],
  // the census (Node: files): a driver over sequence/; the schedulers are only read from the environment
  census: ["sequence", "heap", "core", "arith", "errors", "_internals"],
  judge: ["play", "analyze", "games", ...BELOW_GAMES],
  index: ["play", "analyze", "games", "plot", ...BELOW_GAMES],
  cli: ["index", "judge", "plot", "census", "play", "analyze", "games", ...BELOW_GAMES],
};
