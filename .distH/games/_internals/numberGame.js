import { defineGame } from "../../core/game.js";
import { checkedPair } from "../../_internals/checks.js";
/**
 * The one adapter between a game folder's exact rules and a game on small `number`
 * positions (the root entry's `nim`, `wythoffGame`, `euclidGame`, `stripColouringGame`,
 * which the generic solver and existing callers use with plain numbers): the moves are the
 * exact game's, converted each way, so a rule is written once (in the folder's rules.ts).
 *
 * @param game - the exact game (the family's engine game)
 * @param positions - the conversions, and the number game's key and show
 * @returns the game on number positions
 */
export function numberGame(game, positions) {
    const { toExact, fromExact } = positions;
    return defineGame({
        name: positions.name,
        moves: function* (position) {
            for (const option of game.moves(toExact(position)))
                yield fromExact(option);
        },
        key: positions.key,
        show: positions.show,
        ...(positions.components ? { components: positions.components } : {}),
    });
}
/**
 * {@link numberGame} for a game on two piles (Wythoff, Euclid): number positions `[a, b]` of
 * non-negative safe integers (anything else is an InputError naming the game), keyed `a,b`,
 * shown `(a, b)`.
 *
 * @param game - the exact game on two bigint piles
 * @param name - the game's name
 * @returns the game on two number piles
 */
export function pairNumberGame(game, name) {
    return numberGame(game, {
        name,
        toExact: (position) => {
            const [a, b] = checkedPair(position, name);
            return [BigInt(a), BigInt(b)];
        },
        fromExact: ([a, b]) => [Number(a), Number(b)],
        key: (position) => {
            const [a, b] = checkedPair(position, name);
            return `${a},${b}`;
        },
        show: ([a, b]) => `(${a}, ${b})`,
    });
}
//# sourceMappingURL=numberGame.js.map