import type { StoredQuotient } from "./storedQuotient.js";
export declare const SOLVED_QUOTIENTS: readonly StoredQuotient[];
