import { cornersFamily } from "./corners.js";
import { mockTurtlesFamily } from "./mockTurtles.js";
import { rulerFamily } from "./ruler.js";
import { turtlesFamily } from "./turtles.js";
export type { CoinGrid } from "./grid.js";
export type { CoinRow } from "./row.js";
export { cornersFamily, mockTurtlesFamily, rulerFamily, turtlesFamily };
/** Turning Turtles: `turtles("HTTHH")` (a head at n worth n). */
export declare const turtles: {
    readonly family: import("../family.js").Family<import("./row.js").CoinRow>;
    readonly game: import("../../index.js").Game<import("./row.js").CoinRow>;
};
/** Mock Turtles: `mockturtles("HTTHH")` (a head at n worth the n-th odious number). */
export declare const mockturtles: {
    readonly family: import("../family.js").Family<import("./row.js").CoinRow>;
    readonly game: import("../../index.js").Game<import("./row.js").CoinRow>;
};
/** Ruler: `ruler("HTTHH")` (a head at n worth the largest power of 2 dividing n). */
export declare const ruler: {
    readonly family: import("../family.js").Family<import("./row.js").CoinRow>;
    readonly game: import("../../index.js").Game<import("./row.js").CoinRow>;
};
/** Turning Corners: `corners("HT/TH")` (a head at (x, y) worth x ⊗ y). */
export declare const corners: {
    readonly family: import("../family.js").Family<import("./grid.js").CoinGrid>;
    readonly game: import("../../index.js").Game<import("./grid.js").CoinGrid>;
};
