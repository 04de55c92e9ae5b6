// γ arithmetic with bigint nimbers for sums of finite games with loopy ones (a finite game's
// Grundy value may pass 2^53): core's one exact implementation (src/core/gamma.ts), under
// the names analysis and play use.
export { formatGamma as showGamma, outcomeOfGamma as gammaOutcome, sumOfGammas as sumGamma } from "../../core/gamma.js";
//# sourceMappingURL=gammaBig.js.map