import { compoundKind } from "../compoundKinds.js";
/**
 * The one implementation of the compound rules, on any parts. Sum: the nim-sum of Grundy
 * values (Sprague–Grundy). Selective: the player to move wins exactly when some component
 * is an N-position, and takes every N component to a P-position. Conjunctive: the least
 * remoteness; every: the greatest suspense (odd: the player to move wins; Smith).
 */
export function decideCompound(kind, parts, limit = 1) {
    const defence = () => {
        for (let i = 0; i < parts.length; i++) {
            const m = parts[i].anyMove();
            if (m !== null)
                return [{ component: i, move: m }];
        }
        return [];
    };
    const measure = compoundKind(kind).measure;
    if (measure === "grundy") {
        const values = parts.map((p) => p.grundy());
        const value = values.reduce((a, b) => a ^ b, 0n);
        if (value === 0n)
            return { wins: false, values, value, moves: defence(), complete: true };
        const moves = [];
        let complete = true;
        parts.forEach((p, i) => {
            // the target may exceed the component's value: options of greater value count too
            const found = p.movesTo(values[i] ^ value, limit - moves.length);
            complete &&= found.complete;
            for (const m of found.moves)
                moves.push({ component: i, move: m });
        });
        return { wins: true, values, value, moves, complete };
    }
    if (measure === "outcome") {
        const values = parts.map((p) => (p.isP() ? 0n : 1n));
        const n = values.filter((v) => v !== 0n).length;
        if (n === 0)
            return { wins: false, values, value: 0n, moves: defence(), complete: true };
        const moves = [];
        parts.forEach((p, i) => {
            if (values[i] === 0n)
                return;
            const m = p.movesTo(0n, 1).moves[0];
            if (m !== undefined)
                moves.push({ component: i, move: m });
        });
        return { wins: true, values, value: BigInt(n), moves, complete: true };
    }
    const smith = parts.map((p) => p.smith(measure));
    const values = smith.map((s) => BigInt(s.value));
    const value = values.length === 0 ? 0n : values.reduce((a, b) => (measure === "remoteness" ? (b < a ? b : a) : b > a ? b : a));
    const moves = [];
    // conjunctive: no move at all once a component has ended; every: the finished ones stay
    if (!(measure === "remoteness" && value === 0n)) {
        smith.forEach((s, i) => {
            if (s.move !== null)
                moves.push({ component: i, move: s.move });
        });
    }
    return { wins: value % 2n === 1n, values, value, moves, complete: true };
}
//# sourceMappingURL=decideCompound.js.map