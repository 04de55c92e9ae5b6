/** `turtles("HTTHH")`: Turning Turtles; the value is the nim-sum of the heads' positions, exact for any length. */
export declare const turtlesFamily: import("../family.js").Family<import("./row.js").CoinRow>;
