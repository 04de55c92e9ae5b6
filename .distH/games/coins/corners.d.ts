import { type CoinGrid } from "./grid.js";
/** `corners("HT/TH")`: Turning Corners; the value is the nim-sum of x ⊗ y over the heads, exact for any grid. */
export declare const cornersFamily: import("../family.js").Family<CoinGrid>;
