export { misereQuotient, MISERE_MAX_TO, MISERE_DEFAULT_TO, MISERE_DEFAULT_ELEMENTS, MISERE_DEFAULT_SECONDS, type MisereQuotient, type MisereQuotientOptions, } from "./quotient.js";
export { parseMisereGame } from "./parseMisereGame.js";
