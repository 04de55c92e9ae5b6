/** `ruler("HTTHH")`: Ruler; a head at n is worth the largest power of 2 dividing n, exact for any length. */
export declare const rulerFamily: import("../family.js").Family<import("./row.js").CoinRow>;
