import { defineGame } from "../../core/game.js";
/** Reads `name(a,b)`: exactly two pile sizes. */
export function readPiles(args) {
    args.sections(1);
    const [a, b] = args.ints(0, 2, "pile sizes");
    return [a, b];
}
/** An engine game on two bigint piles, from its moves. */
export function pilesGame(name, moves) {
    return defineGame({ name, moves, key: ([a, b]) => `${a},${b}`, show: ([a, b]) => `${name}(${a},${b})` });
}
//# sourceMappingURL=pairs.js.map