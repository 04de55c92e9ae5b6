/** `mockturtles("HTTHH")`: Mock Turtles; a head at n is worth the n-th odious number, exact for any length. */
export declare const mockTurtlesFamily: import("../family.js").Family<import("./row.js").CoinRow>;
