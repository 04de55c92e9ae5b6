// sprague-grundy/misere: misère quotients of heap games (Plambeck–Siegel). Runs anywhere.
export { misereQuotient, MISERE_MAX_TO, MISERE_DEFAULT_TO, MISERE_DEFAULT_ELEMENTS, MISERE_DEFAULT_SECONDS, } from "./quotient.js";
export { parseMisereGame } from "./parseMisereGame.js";
//# sourceMappingURL=index.js.map