// What a family gives the search for one large position (see docs/large-position-search.md):
// positions that split into components, each component packed into 64 bits (two 32-bit
// words) as its canonical key, and its options written as lists of such keys.
export {};
//# sourceMappingURL=family.js.map