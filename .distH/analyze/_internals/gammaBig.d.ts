export { formatGamma as showGamma, outcomeOfGamma as gammaOutcome, sumOfGammas as sumGamma } from "../../core/gamma.js";
