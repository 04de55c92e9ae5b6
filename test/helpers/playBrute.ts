// A brute force of every built-in family for the play session's tests, written here from
// the rules: plain memoised recursions over whole compound positions (tuples of
// components), with moves, texts and keys of their own. None of the library's engine,
// analyze, closed forms or PlaySession computes an expected value here; the session's texts
// are read back by a small parser of this file. Also: drivers that play a session against
// a random or a perfect opponent and check each position against the brute force.
export * from "./playBrute/arbitraries.js";
export * from "./playBrute/components.js";
export * from "./playBrute/compounds.js";
export * from "./playBrute/drivers.js";
