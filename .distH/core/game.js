import { GameError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
function defaultKey(p) {
    if (typeof p === "number" || typeof p === "string" || typeof p === "bigint")
        return p;
    // a replacer slows JSON.stringify several times over: used only when a bigint is inside
    try {
        return JSON.stringify(p);
    }
    catch {
        return JSON.stringify(p, (_k, v) => (typeof v === "bigint" ? `${v}n` : v));
    }
}
export function defineGame(spec) {
    if (typeof spec !== "object" || spec === null)
        throw new GameError(`defineGame needs a spec object with a moves function, got ${describeValue(spec)}`);
    const name = spec.name ?? "game";
    if (typeof name !== "string")
        throw new GameError(`defineGame: "name" must be a string, got ${describeValue(name)}`);
    if (typeof spec.moves !== "function")
        throw new GameError(`defineGame(${name}): "moves" must be a function (position → its options), got ${describeValue(spec.moves)}`);
    for (const member of ["key", "components", "show"]) {
        if (spec[member] !== undefined && typeof spec[member] !== "function")
            throw new GameError(`defineGame(${name}): "${member}" must be a function when given, got ${describeValue(spec[member])}`);
    }
    if (spec.loopy !== undefined && typeof spec.loopy !== "boolean")
        throw new GameError(`defineGame(${name}): "loopy" must be true or false when given, got ${describeValue(spec.loopy)}`);
    const key = spec.key ?? defaultKey;
    const show = spec.show ?? ((p) => String(defaultKey(p)));
    return {
        name,
        moves: spec.moves.bind(spec),
        key: key.bind(spec),
        components: spec.components?.bind(spec),
        show: show.bind(spec),
        loopy: spec.loopy === true,
    };
}
//# sourceMappingURL=game.js.map