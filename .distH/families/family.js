import { defineGame } from "../core/game.js";
import { GameError, InputError } from "../errors.js";
/** Marks records made by {@link defineFamily} and the built-ins (a registered symbol: it survives two copies of the package). */
export const FAMILY = Symbol.for("grundy.family");
/** Whether a value is a family record (made by {@link defineFamily} or built in). */
export function isFamily(x) {
    return typeof x === "object" && x !== null && x[FAMILY] === true;
}
const NAME = /^[A-Za-z][A-Za-z0-9_']*$/;
/** Brands a complete record as a family (built-ins use it directly). @internal */
export function family(record) {
    for (const name of [record.name, ...(record.aliases ?? [])]) {
        if (!NAME.test(name))
            throw new GameError(`a family name is a letter followed by letters, digits, "_" or "'", got ${JSON.stringify(name)}`);
    }
    return Object.freeze({ ...record, aliases: record.aliases ?? [], [FAMILY]: true });
}
const isGame = (g) => typeof g.key === "function" && typeof g.show === "function" && typeof g.name === "string";
/**
 * Defines a game family for the position language, so that its positions can be analysed,
 * summed with the built-in games and played: pass it to `analyze(expression, { games })`
 * or export it from a module given to `grundy analyze --games`.
 *
 * The engine game decides everything the family has no closed form for (Grundy values,
 * winning moves, misère play, remoteness and suspense), within the analysis's budget.
 *
 * @param spec - name, usage, rules (`game`), `parse` (integer arguments → position), `print`
 * @returns the family
 * @throws GameError when the name is not an identifier or a member is missing
 * @example
 * const sub = defineFamily({
 *   name: "sub13", usage: "sub13(n)", game: { moves: (n: number) => [1, 3].filter((s) => s <= n).map((s) => n - s) },
 *   parse: ([n]) => Number(n), print: (n) => `sub13(${n})`,
 * });
 * analyze("sub13(7) + nim(1)", { games: [sub] }).outcome // 'P' (G(7) = 1 = nim(1))
 */
export function defineFamily(spec) {
    for (const member of ["name", "usage"]) {
        if (typeof spec?.[member] !== "string" || spec[member] === "")
            throw new GameError(`defineFamily: "${member}" must be a non-empty string`);
    }
    for (const member of ["parse", "print"]) {
        if (typeof spec[member] !== "function")
            throw new GameError(`defineFamily(${spec.name}): "${member}" must be a function`);
    }
    if (typeof spec.game !== "object" || spec.game === null || typeof spec.game.moves !== "function") {
        throw new GameError(`defineFamily(${spec.name}): "game" must be a game (defineGame) or a spec with a moves function`);
    }
    if (spec.view !== undefined && (typeof spec.view !== "object" || spec.view === null || typeof spec.view.rule !== "string")) {
        throw new GameError(`defineFamily(${spec.name}): "view" must be an object with a "rule" (one sentence)`);
    }
    const game = isGame(spec.game) ? spec.game : defineGame({ name: spec.name, ...spec.game });
    const { parse, aliases, summary, game: _game, ...rest } = spec;
    return family({
        ...rest,
        aliases: aliases ?? [],
        summary: summary ?? spec.usage,
        game,
        read(args) {
            const ints = args.ints(0, undefined, "integers");
            args.sections(1);
            try {
                return parse(ints);
            }
            catch (e) {
                if (e instanceof InputError && e.location.column === undefined)
                    throw new InputError(`${e.expected} in ${spec.usage}`, e.got, { column: args.call.column });
                throw e;
            }
        },
    });
}
//# sourceMappingURL=family.js.map